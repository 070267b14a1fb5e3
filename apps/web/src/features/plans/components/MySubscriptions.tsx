import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { MemberSubscription, Plan } from '@fairplay/contracts';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCancelOwnSubscription, useMySubscriptions, useSubscriptionAction } from '../api/usePlans';
import { resumeInstantOf } from '../model/dates';
import { ChangePlanModal } from './ChangePlanModal';
import { NewCardForm } from './NewCardForm';
import { SubscriptionCard } from './SubscriptionCard';

/**
 * The signed-in member's own subscriptions at this club: pause, resume, cancel, a new card when incomplete, and a
 * change to another of the club's `plans` with the proration shown first.
 */
export function MySubscriptions({
  timeZone,
  plans = [],
  emptyText,
}: {
  timeZone: string;
  plans?: Plan[];
  /** Shown (under the heading) when the member has none; without it nothing is shown then. */
  emptyText?: string;
}) {
  const [changing, setChanging] = useState<MemberSubscription | null>(null);
  const mine = useMySubscriptions(true);
  const action = useSubscriptionAction();
  const cancel = useCancelOwnSubscription();
  const rows = mine.data ?? [];
  if (rows.length === 0 && (!emptyText || !mine.isSuccess)) return null;
  const done = (result: { message: string }) => notifySuccess(result.message);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-subscriptions">
      <Title order={2} size="h3" id="my-subscriptions">
        Your subscriptions
      </Title>
      {rows.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      <Stack component="ul" gap="sm" p={0} m={0}>
        {rows.map((subscription) => (
          <SubscriptionCard
            key={subscription.id}
            subscription={subscription}
            timeZone={timeZone}
            busy={action.isPending || cancel.isPending}
            onPause={(day) =>
              action.mutate(
                { action: 'pause', body: { subscription_ids: [subscription.id], resumes_at: resumeInstantOf(day) } },
                { onSuccess: done, onError: (error) => notifyError(error) },
              )
            }
            onResume={() =>
              action.mutate(
                { action: 'resume', body: { subscription_ids: [subscription.id] } },
                { onSuccess: done, onError: (error) => notifyError(error) },
              )
            }
            onCancel={() =>
              window.confirm(`Cancel ${subscription.plan.nickname}?`) &&
              cancel.mutate(subscription.id, { onSuccess: done, onError: (error) => notifyError(error) })
            }
          >
            {subscription.status === 'incomplete' ? <NewCardForm subscriptionId={subscription.id} /> : null}
            {['active', 'trialing'].includes(subscription.status) &&
            subscription.plan.interval &&
            !subscription.pause_collection ? (
              <Button size="xs" variant="light" w="fit-content" onClick={() => setChanging(subscription)}>
                Change plan
              </Button>
            ) : null}
          </SubscriptionCard>
        ))}
      </Stack>
      {changing ? <ChangePlanModal subscription={changing} plans={plans} onClose={() => setChanging(null)} /> : null}
    </Stack>
  );
}
