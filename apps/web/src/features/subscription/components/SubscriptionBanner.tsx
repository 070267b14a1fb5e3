import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPause } from '@tabler/icons-react';
import { can, subscriptionBanner } from '@fairplay/domain';
import { MESSAGES, type SessionUser } from '@fairplay/contracts';
import { formatLongDate } from '../../../ui/dates';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useReactivateSubscription } from '../api/useReactivateSubscription';

/** The paused / declined subscription notice under the signed-in header (spec 1 section 4). */
export function SubscriptionBanner({ user }: { user: SessionUser }) {
  const reactivate = useReactivateSubscription();
  const banner = subscriptionBanner(user.subscription);
  if (banner.kind === 'none') return null;

  if (banner.kind === 'card-declined') {
    return (
      <Container size="xl" pt="md" w="100%">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          {MESSAGES.cardDeclined}
        </Alert>
      </Container>
    );
  }

  const mayReactivate = can(user.member_type?.roles, 'settings', 'update');
  const endsOn = formatLongDate(banner.endsAt, user.business?.timezone);
  return (
    <Container size="xl" pt="md" w="100%">
      <Alert color="yellow" variant="light" icon={<IconCalendarPause aria-hidden="true" />}>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dark.7">
            Your paid subscription will end on {endsOn}
          </Text>
          {mayReactivate ? (
            <Button
              size="xs"
              loading={reactivate.isPending}
              onClick={() =>
                reactivate.mutate(undefined, {
                  onSuccess: () => notifySuccess('Your subscription is active again.'),
                  onError: (error) => notifyError(error),
                })
              }
            >
              Re-Activate Subscription
            </Button>
          ) : null}
        </Group>
      </Alert>
    </Container>
  );
}
