import { Badge, Button, Container, List, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLUB_PLANS, clubPlanOf, type ClubPlanOffer, type ClubSubscription } from '@fairplay/contracts';
import { can, formatCents } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useClubSubscription } from '../api/useClubBilling';
import { refusalText } from './error-text';
import { EndSubscriptionButton } from './EndSubscriptionButton';
import { PayWithCardForm } from './PayWithCardForm';
import { UpgradeModal } from './UpgradeModal';

const STATUS_TEXT: Record<ClubSubscription['status'], string> = {
  trialing: 'Free trial',
  active: 'Active',
  incomplete: 'Payment failed',
  unpaid: 'Unpaid',
  canceled: 'Canceled',
};

function StatusLine({ subscription, timeZone }: { subscription: ClubSubscription; timeZone: string | null }) {
  const date = (iso: string) => formatLongDate(iso, timeZone);
  if (subscription.status === 'trialing' && subscription.trial_ends_at)
    return <Text>Your free trial ends on {date(subscription.trial_ends_at)}. Upgrade to keep every feature.</Text>;
  if (subscription.pause_collection)
    return <Text>Your paid subscription will end on {date(subscription.pause_collection.resumes_at)}</Text>;
  if (subscription.next_charge)
    return (
      <Text>
        Next charge: {formatCents(subscription.next_charge.amount, subscription.currency)} on{' '}
        {date(subscription.next_charge.at)}
        {subscription.card ? ` to ${subscription.card.brand} ending ${subscription.card.last4}` : ''}.
      </Text>
    );
  return <Text>Choose a plan to start your paid subscription again.</Text>;
}

/** /private/updateplan: the club's own Fairplay plan, the plans to upgrade to, the card and the invoices. */
export function UpdatePlanPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const subscription = useClubSubscription();
  const preselected = clubPlanOf(params.get('plan') ?? '') ?? null;
  const [chosen, setChosen] = useState<ClubPlanOffer | null>(preselected);
  const mayChange = can(user.member_type?.roles, 'settings', 'update');
  const timeZone = user.business?.timezone ?? null;

  if (subscription.isPending) return <Loader aria-label="Loading your plan" m="xl" />;
  if (subscription.isError)
    return (
      <Container size="lg" py="lg">
        <ErrorAlert message={refusalText(subscription.error)} live={false} />
      </Container>
    );
  const current = subscription.data;
  const needsCard = current.status === 'incomplete' || current.status === 'unpaid';

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Plan upgrade</Title>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="current-plan">
          <Stack gap={6}>
            <Title id="current-plan" order={2} size="h3">
              Your plan: {current.plan_name}{' '}
              <Badge color={current.premium ? 'teal' : 'gray'} variant="light">
                {STATUS_TEXT[current.status]}
              </Badge>
            </Title>
            <StatusLine subscription={current} timeZone={timeZone} />
            {current.promo_code ? (
              <Text size="sm" c="dark.6">
                Promo {current.promo_code}: {current.percent_off}% off
                {current.discount_ends_at ? ` until ${formatLongDate(current.discount_ends_at, timeZone)}` : ''}
              </Text>
            ) : current.percent_off > 0 ? (
              <Text size="sm" c="dark.6">
                Demo code discount: {current.percent_off}% off your first paid month
                {current.next_charge ? ` (${formatCents(current.next_charge.amount, current.currency)})` : ''}
              </Text>
            ) : null}
            {needsCard && mayChange ? <PayWithCardForm /> : null}
            {current.status === 'active' && !current.pause_collection && mayChange ? (
              <EndSubscriptionButton endsOn={formatLongDate(current.current_period_end, timeZone)} />
            ) : null}
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {CLUB_PLANS.map((plan) => {
            const isCurrent = plan.key === current.plan && current.status === 'active';
            return (
              <Paper
                key={plan.key}
                withBorder
                radius="md"
                p="md"
                component="article"
                aria-labelledby={`plan-${plan.key}`}
              >
                <Stack gap="xs">
                  <Title id={`plan-${plan.key}`} order={3} size="h4">
                    {plan.name}
                  </Title>
                  <Text>
                    {plan.price !== plan.discounted_price ? (
                      <Text span td="line-through" c="dark.5" mr={6}>
                        ${plan.price}
                      </Text>
                    ) : null}
                    <Text span fw={800} fz={28}>
                      ${plan.discounted_price}
                    </Text>
                    <Text span c="dark.6">
                      /month
                    </Text>
                  </Text>
                  <List size="sm" spacing={2} icon={<IconCheck size={14} aria-hidden="true" />}>
                    {plan.features.map((feature) => (
                      <List.Item key={feature}>{feature}</List.Item>
                    ))}
                  </List>
                  <Button
                    disabled={isCurrent || !mayChange}
                    onClick={() => setChosen(plan)}
                    aria-label={isCurrent ? `${plan.name}: your current plan` : `Upgrade to ${plan.name}`}
                  >
                    {isCurrent ? 'Current plan' : `Upgrade to ${plan.name}`}
                  </Button>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
        {current.invoices.length > 0 ? (
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoices-title">
            <Title id="invoices-title" order={2} size="h3" mb="xs">
              Invoices
            </Title>
            <Table.ScrollContainer minWidth={480}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>Plan</Table.Th>
                    <Table.Th>Total</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {current.invoices.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        {formatLongDate(invoice.period_start, timeZone)} –{' '}
                        {formatLongDate(invoice.period_end, timeZone)}
                      </Table.Td>
                      <Table.Td>{clubPlanOf(invoice.plan)?.name}</Table.Td>
                      <Table.Td>{formatCents(invoice.total, current.currency)}</Table.Td>
                      <Table.Td>
                        {invoice.status === 'failed'
                          ? `Failed: ${invoice.failure_message ?? ''}`
                          : invoice.status === 'paid'
                            ? 'Paid'
                            : 'Processing'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : null}
      </Stack>
      {chosen ? (
        <UpgradeModal
          plan={chosen}
          subscription={current}
          initialPromo={params.get('promo') ?? ''}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </Container>
  );
}
