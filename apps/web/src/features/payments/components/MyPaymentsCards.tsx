import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMyCharges, useMyPaymentCustomer } from '../api/useMyPayments';
import { formatChargeTime } from '../model/history';
import { MethodList } from './MethodList';

/** The member's saved cards and bank accounts (their family payer's when someone else pays for them). */
export function MySavedMethodsCard({ userId }: { userId: number }) {
  const customer = useMyPaymentCustomer(userId);
  const data = customer.data;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-methods-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="my-methods-title">
          Saved cards
        </Title>
        {customer.isPending ? <BusyIndicator label="Loading your saved cards" size="sm" /> : null}
        <ErrorAlert message={customer.isError ? errorMessage(customer.error) : null} live={false} />
        {data && data.payer_user_id !== userId ? (
          <Text size="sm" c="dimmed">
            Paid by {data.payer_name}.
          </Text>
        ) : null}
        {data ? <MethodList methods={data.methods} label="Your saved cards" /> : null}
      </Stack>
    </Card>
  );
}

/** The member's own charges, each with its receipt (the PDF at the charge's receipt address). */
export function MyReceiptsCard({ timeZone, amPm }: { timeZone: string; amPm: boolean }) {
  const charges = useMyCharges();
  const rows = charges.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="my-receipts-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="my-receipts-title">
          Receipts
        </Title>
        {charges.isPending ? <BusyIndicator label="Loading your receipts" size="sm" /> : null}
        <ErrorAlert message={charges.isError ? errorMessage(charges.error) : null} live={false} />
        {charges.data && rows.length === 0 ? <Text c="dimmed">No payments yet.</Text> : null}
        <Stack component="ul" gap="xs" p={0} m={0} aria-label="Your payments" style={{ listStyle: 'none' }}>
          {rows.map((charge) => (
            <Group component="li" key={charge.id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                <Text size="sm" fw={600}>
                  {charge.description || 'Payment'}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatChargeTime(charge.createdAt, timeZone, amPm)} · {formatCents(charge.total, charge.currency)}
                  {charge.amount_refunded > 0
                    ? ` · refunded ${formatCents(charge.amount_refunded, charge.currency)}`
                    : ''}
                </Text>
              </Stack>
              {charge.receipt_url ? (
                <Anchor
                  href={charge.receipt_url}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  aria-label={`Receipt for ${charge.description || 'payment'} (PDF)`}
                >
                  Receipt
                </Anchor>
              ) : null}
            </Group>
          ))}
        </Stack>
        {charges.hasNextPage ? (
          <Button
            variant="subtle"
            size="xs"
            loading={charges.isFetchingNextPage}
            onClick={() => void charges.fetchNextPage()}
            style={{ alignSelf: 'flex-start' }}
          >
            Show more
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
