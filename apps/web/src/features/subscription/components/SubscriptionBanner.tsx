import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPause, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can, subscriptionBanner } from '@fairplay/domain';
import { CLUB_BILLING_MESSAGES, type SessionUser } from '@fairplay/contracts';
import { formatLongDate } from '../../../ui/dates';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useReactivateSubscription } from '../api/useClubBilling';

const UPDATE_PLAN = '/private/updateplan';

/**
 * The club's own Fairplay subscription under the signed-in header (spec 1 section 4, spec 3 section 4): set to
 * end, declined, or, for a business user whose club is not premium (a trial, unpaid or canceled), the upgrade
 * prompt.
 */
export function SubscriptionBanner({ user }: { user: SessionUser }) {
  const reactivate = useReactivateSubscription();
  const banner = subscriptionBanner(user.subscription);
  const roles = user.member_type?.roles;
  const mayReactivate = can(roles, 'settings', 'update');
  const maySeePlan = can(roles, 'settings', 'read');

  if (banner.kind === 'card-declined') {
    return (
      <Container size="xl" pt="md" w="100%">
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{CLUB_BILLING_MESSAGES.cardDeclined}</Text>
            {mayReactivate ? (
              <Button size="xs" component={Link} to={UPDATE_PLAN}>
                Enter new card
              </Button>
            ) : null}
          </Group>
        </Alert>
      </Container>
    );
  }

  if (banner.kind === 'ending') {
    const endsOn = formatLongDate(banner.endsAt, user.business?.timezone);
    const subscriptionId = user.subscription?.subscription_id;
    return (
      <Container size="xl" pt="md" w="100%">
        <Alert color="yellow" variant="light" icon={<IconCalendarPause aria-hidden="true" />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dark.7">
              {CLUB_BILLING_MESSAGES.ending(endsOn)}
            </Text>
            {mayReactivate && subscriptionId ? (
              <Button
                size="xs"
                loading={reactivate.isPending}
                onClick={() =>
                  // The promise, not mutate's callbacks: the banner goes once the refresh shows the plan renewing,
                  // and a callback of an unmounted component never runs.
                  reactivate.mutateAsync(subscriptionId).then(
                    (result) => notifySuccess(result.message),
                    (error: unknown) => notifyError(error),
                  )
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

  // Spec 3 "Pricing and upgrade": non-premium business users see an upgrade prompt.
  if (user.user_type === 'bu' && user.subscription && !user.premium && maySeePlan) {
    return (
      <Container size="xl" pt="md" w="100%">
        <Alert color="blue" variant="light" icon={<IconRocket aria-hidden="true" />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dark.7">
              {user.subscription.status === 'trialing'
                ? 'Your club is on a free trial of Fairplay. Upgrade to a paid plan to keep every feature.'
                : 'Your club has no paid Fairplay plan. Upgrade to keep using every feature.'}
            </Text>
            <Button size="xs" component={Link} to={UPDATE_PLAN}>
              Upgrade
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  return null;
}
