import { describe, expect, it } from 'vitest';
import { subscriptionBanner, type SubscriptionState } from './subscription.js';

const RESUMES_AT = '2031-07-01T00:00:00.000Z';

function paused(status: string, resumesAt = RESUMES_AT): SubscriptionState {
  return { status, pause_collection: { resumes_at: resumesAt } };
}

describe('subscriptionBanner', () => {
  it('shows nothing without a subscription', () => {
    expect(subscriptionBanner(null)).toEqual({ kind: 'none' });
    expect(subscriptionBanner(undefined)).toEqual({ kind: 'none' });
  });

  it('shows the card-declined banner for an incomplete subscription', () => {
    expect(subscriptionBanner({ status: 'incomplete', pause_collection: null })).toEqual({ kind: 'card-declined' });
  });

  it('prefers card-declined over ending when an incomplete subscription is also paused', () => {
    expect(subscriptionBanner(paused('incomplete'))).toEqual({ kind: 'card-declined' });
  });

  it.each(['active', 'past_due', 'trialing'])(
    'shows ending with the resume date when a %s subscription is paused',
    (status) => {
      expect(subscriptionBanner(paused(status))).toEqual({ kind: 'ending', endsAt: RESUMES_AT });
    },
  );

  it('passes the resume date through unchanged', () => {
    expect(subscriptionBanner(paused('active', '2030-01-15'))).toEqual({ kind: 'ending', endsAt: '2030-01-15' });
  });

  it.each(['canceled', 'unpaid'])('shows nothing when a %s subscription is paused', (status) => {
    expect(subscriptionBanner(paused(status))).toEqual({ kind: 'none' });
  });

  it.each(['active', 'past_due', 'trialing', 'canceled', 'unpaid'])(
    'shows nothing when a %s subscription is not paused',
    (status) => {
      expect(subscriptionBanner({ status, pause_collection: null })).toEqual({ kind: 'none' });
    },
  );

  it('shows nothing when the pause has an empty resume date', () => {
    expect(subscriptionBanner(paused('active', ''))).toEqual({ kind: 'none' });
  });
});
