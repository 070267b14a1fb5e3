import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatCents, can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useBusinessCustomer, useChargeHistory, usePaymentAccount } from '../api/usePayments';
import { MemberChargeDialog } from './MemberChargeDialog';
import { MemberInvoices } from './MemberInvoices';
import { MemberFees } from './MemberFees';
import { MethodList } from './MethodList';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { PayOwedDialog } from './PayOwedDialog';
import { payOwedOffer } from '../model/pay-owed';
import { ChargeTable } from './RecentCharges';
import { ReceiptModal } from './ReceiptModal';

/** The member's whole history, not the payments page's default of this month. */
const ALL_TIME = '2000-01-01T00:00:00Z';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </div>
  );
}

/**
 * The member detail's money places (issue 16, filled by issue 12; payments read): the balance read from the ledger,
 * the payer's saved methods with the payment method dialog, a Charge button, and the member's charges with their
 * receipts, and the payer's monthly invoices. A family member's methods are the family payer's.
 */
export function MemberPaymentsSection({ memberId, memberName }: { memberId: number; memberName: string }) {
  const user = useCurrentUser();
  const business = user.business!;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const customer = useBusinessCustomer(memberId);
  const account = usePaymentAccount();
  const history = useChargeHistory({ type: 'all', member_id: memberId, startDate: ALL_TIME });
  const [dialog, setDialog] = useState<'add' | 'change' | 'charge' | 'owed' | null>(null);
  const [receipt, setReceipt] = useState<number | null>(null);
  const clock = { timeZone: business.timezone, amPm: business.am_pm, currency: business.currency_code };
  const data = customer.data;
  const rows = history.data?.pages.flatMap((page) => page.rows) ?? [];
  const currency = business.currency_code;
  const owedOffer = canUpdate && account.data?.connected && data ? payOwedOffer(data) : null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="member-payments-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="member-payments-title">
            Payments
          </Title>
          {canUpdate && account.data ? (
            <Button size="xs" onClick={() => setDialog('charge')}>
              Charge
            </Button>
          ) : null}
        </Group>
        {customer.isPending ? <BusyIndicator label="Loading payments" /> : null}
        <ErrorAlert message={customer.isError ? errorMessage(customer.error) : null} live={false} />
        {data ? (
          <>
            <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" role="group" aria-label="Balance">
              <Figure label="Charged" value={formatCents(data.balance.charged, currency)} />
              <Figure label="Refunded" value={formatCents(data.balance.refunded, currency)} />
              {/* Owed agrees with the bookings (issue 24): invoices and fees owed, and bookings not paid in full. */}
              <Figure label="Owed" value={formatCents(data.balance.owed, currency)} />
              <Figure label="Credit" value={formatCents(data.balance.credit, currency)} />
            </SimpleGrid>
            {owedOffer ? (
              <Group>
                <Button size="compact-sm" variant="light" onClick={() => setDialog('owed')}>
                  Pay owed
                </Button>
              </Group>
            ) : null}
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>Payment methods</Text>
                {canUpdate ? (
                  <Group gap="xs">
                    <Button size="compact-sm" variant="default" onClick={() => setDialog('add')}>
                      Add payment method
                    </Button>
                    {data.methods.length > 0 ? (
                      <Button size="compact-sm" variant="default" onClick={() => setDialog('change')}>
                        Change payment method
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Group>
              {data.payer_user_id !== memberId ? (
                <Text size="sm" c="dimmed">
                  Paid by {data.payer_name}.
                </Text>
              ) : null}
              <MethodList methods={data.methods} label="Payment methods" />
            </Stack>
          </>
        ) : null}
        <Stack gap="xs">
          <Text fw={600}>Charges</Text>
          <ErrorAlert message={history.isError ? errorMessage(history.error) : null} live={false} />
          {history.data && rows.length === 0 ? <Text c="dimmed">No charges yet.</Text> : null}
          {rows.length > 0 ? (
            <ChargeTable rows={rows} clock={clock} label={`Charges of ${memberName}`} onOpen={setReceipt} />
          ) : null}
          {history.hasNextPage ? (
            <Button
              variant="default"
              size="xs"
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              Show more
            </Button>
          ) : null}
        </Stack>
        <MemberInvoices memberId={memberId} memberName={memberName} clock={clock} onOpen={setReceipt} />
        <MemberFees memberId={memberId} memberName={memberName} clock={clock} canUpdate={canUpdate} />
      </Stack>
      {(dialog === 'add' || dialog === 'change') && data ? (
        <PaymentMethodDialog
          mode={dialog}
          memberId={memberId}
          name={memberName}
          customer={data}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'charge' && account.data ? (
        <MemberChargeDialog
          account={account.data}
          currency={currency}
          member={{ userId: memberId, name: memberName }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'owed' && owedOffer ? (
        <PayOwedDialog
          member={{ userId: memberId, name: memberName }}
          offer={owedOffer}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {receipt !== null ? (
        <ReceiptModal chargeId={receipt} clock={clock} canRefund={canUpdate} onClose={() => setReceipt(null)} />
      ) : null}
    </Paper>
  );
}
