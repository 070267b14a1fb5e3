import { Table, Text } from '@mantine/core';
import type { PaymentAccount } from '@fairplay/contracts';

/** Spec 3 section 1: Fairplay's processing fees, each on top of the card payment provider's own fees. */
export function FeeTable({ account }: { account: PaymentAccount }) {
  const rows = [
    { label: 'Terminal (card present)', fee: account.fees.terminal },
    { label: 'Online payments', fee: account.fees.online },
    { label: 'ACH debit online charge', fee: account.fees.ach },
  ];
  return (
    <div>
      <Table aria-label="Processing fees" verticalSpacing={4} withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Fairplay fee</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>{row.fee}%</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        In addition to {account.provider_label}&apos;s own processing fees.
      </Text>
    </div>
  );
}
