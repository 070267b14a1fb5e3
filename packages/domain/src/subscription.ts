/** The subscription banner (spec 1 section 4). */
export interface SubscriptionState {
  status: string;
  pause_collection: { resumes_at: string } | null;
}

export type SubscriptionBanner = { kind: 'none' } | { kind: 'ending'; endsAt: string } | { kind: 'card-declined' };

export function subscriptionBanner(subscription: SubscriptionState | null | undefined): SubscriptionBanner {
  if (!subscription) return { kind: 'none' };
  if (subscription.status === 'incomplete') return { kind: 'card-declined' };
  const resumesAt = subscription.pause_collection?.resumes_at;
  if (resumesAt && subscription.status !== 'canceled' && subscription.status !== 'unpaid') {
    return { kind: 'ending', endsAt: resumesAt };
  }
  return { kind: 'none' };
}
