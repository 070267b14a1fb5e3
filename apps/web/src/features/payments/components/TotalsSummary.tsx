import { Group, Stack, Text } from '@mantine/core';
import { formatCents, lineTaxes } from '@fairplay/domain';
import type { Tax } from '@fairplay/contracts';

/**
 * Subtotal, each tax and the total of an amount as the server will compute it (domain's lineTaxes: tax per rate =
 * price × percentage rounded to cents). `allInclusive`: the amount is the total (the cash dialog's Total mode).
 */
export function TotalsSummary({
  amount,
  taxes,
  currency,
  allInclusive = false,
}: {
  amount: number;
  taxes: readonly Tax[];
  currency: string;
  allInclusive?: boolean;
}) {
  const line = lineTaxes(amount, taxes, allInclusive);
  const names = new Map(taxes.map((tax) => [tax.id, tax.display_name]));
  return (
    <Stack gap={2} aria-label="Totals" role="group">
      <Group justify="space-between">
        <Text size="sm">Subtotal</Text>
        <Text size="sm">{formatCents(line.net, currency)}</Text>
      </Group>
      {line.taxes.map((tax) => (
        <Group key={tax.id} justify="space-between">
          <Text size="sm">{names.get(tax.id)}</Text>
          <Text size="sm">{formatCents(tax.amount, currency)}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700}>{formatCents(line.total, currency)}</Text>
      </Group>
    </Stack>
  );
}
