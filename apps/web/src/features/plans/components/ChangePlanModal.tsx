import { Alert, Button, Group, Modal, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { MemberSubscription, Plan } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useChangePlan, usePlanChangePreview } from '../api/usePlans';

/**
 * Changing a subscription to another plan of the same interval (issue 14): the member picks the plan, reads what
 * is credited and charged (from the server's proration preview), and only then confirms.
 */
export function ChangePlanModal({
  subscription,
  plans,
  onClose,
}: {
  subscription: MemberSubscription;
  plans: Plan[];
  onClose: () => void;
}) {
  const [planId, setPlanId] = useState<number | null>(null);
  const preview = usePlanChangePreview(subscription.id, planId);
  const change = useChangePlan();
  const choices = plans.filter(
    (plan) =>
      !plan.one_time &&
      !plan.is_disabled &&
      plan.interval === subscription.plan.interval &&
      plan.id !== subscription.plan.id,
  );
  const money = (cents: number) => formatCents(cents, subscription.currency);
  // A line's amount with its tax, and the tax in it said once (issue 25: plan-change money is taxed).
  const taxed = (total: number, tax: number) => (tax > 0 ? `${money(total)} (tax ${money(tax)})` : money(total));
  const numbers = preview.data;
  return (
    <Modal opened onClose={onClose} title={`Change ${subscription.plan.nickname}`}>
      <Stack gap="sm">
        {choices.length === 0 ? (
          <Text c="dimmed">No other plan is billed every {subscription.plan.interval}.</Text>
        ) : (
          <Select
            label="New plan"
            placeholder="Choose a plan"
            data={choices.map((plan) => ({
              value: String(plan.id),
              label: `${plan.nickname} — ${formatCents(plan.amount, plan.currency)} / ${plan.interval}`,
            }))}
            value={planId === null ? null : String(planId)}
            onChange={(value) => setPlanId(value ? Number(value) : null)}
          />
        )}
        {preview.isError ? (
          <Alert color="red" title="This change is not possible">
            {preview.error.message}
          </Alert>
        ) : null}
        {numbers ? (
          <Stack gap="xs" aria-label="How the change is charged">
            <Table withRowBorders={false} verticalSpacing={2}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Credit for the unused part of {numbers.from_plan.nickname}</Table.Td>
                  <Table.Td ta="right">−{taxed(numbers.unused_credit_total, numbers.unused_credit_tax)}</Table.Td>
                </Table.Tr>
                {numbers.held_credit > 0 ? (
                  <Table.Tr>
                    <Table.Td>Credit you already hold</Table.Td>
                    <Table.Td ta="right">−{money(numbers.held_credit)}</Table.Td>
                  </Table.Tr>
                ) : null}
                <Table.Tr>
                  <Table.Td>{numbers.to_plan.nickname} until your next billing date</Table.Td>
                  <Table.Td ta="right">{taxed(numbers.new_remainder_total, numbers.new_remainder_tax)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>Charged now</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {taxed(numbers.due_now_total, numbers.due_now_tax)}
                  </Table.Td>
                </Table.Tr>
                {numbers.credit_after > 0 ? (
                  <Table.Tr>
                    <Table.Td>Credit taken off your next charges</Table.Td>
                    <Table.Td ta="right">{money(numbers.credit_after)}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
            <Text size="sm">{numbers.explanation}</Text>
          </Stack>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!numbers || planId === null}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { id: subscription.id, plan: planId! },
                {
                  onSuccess: (result) => {
                    notifySuccess(result.message);
                    onClose();
                  },
                  onError: (error) => notifyError(error),
                },
              )
            }
          >
            Confirm change
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
