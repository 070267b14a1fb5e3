import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ShopSale } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';

const TENDER_NAMES = { cash: 'Cash', check: 'Check', card: 'Card', account: 'Member account' } as const;

/** The receipt on screen after a sale, with each tender's receipt (page and PDF) from the payments module. */
export function SaleReceipt({ sale, onNext }: { sale: ShopSale; onNext: () => void }) {
  return (
    <Card withBorder padding="lg" aria-label="Receipt">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Sale #{sale.id} complete
        </Title>
        {sale.change > 0 ? (
          <Text size="xl" fw={700}>
            Change due: {formatCents(sale.change)}
          </Text>
        ) : null}
        <Table>
          <Table.Tbody>
            {sale.lines.map((line) => (
              <Table.Tr key={line.item_id}>
                <Table.Td>
                  {line.quantity} × {line.description}
                </Table.Td>
                <Table.Td ta="right">{formatCents(line.total)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>Discounts</Table.Td>
              <Table.Td ta="right">−{formatCents(sale.discount)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Tax</Table.Td>
              <Table.Td ta="right">{formatCents(sale.tax)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td fw={700}>Total</Table.Td>
              <Table.Td ta="right" fw={700}>
                {formatCents(sale.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        {sale.tenders.map((tender, index) => (
          <Group key={index} justify="space-between">
            <Text size="sm">
              {TENDER_NAMES[tender.kind]} {formatCents(tender.amount)}
              {tender.kind === 'cash' && tender.tendered > tender.amount
                ? ` (handed ${formatCents(tender.tendered)})`
                : ''}
            </Text>
            {tender.receipt_url ? (
              <Anchor href={tender.receipt_url} target="_blank" rel="noreferrer" size="sm">
                Receipt
              </Anchor>
            ) : null}
          </Group>
        ))}
        <Button onClick={onNext}>Next sale</Button>
      </Stack>
    </Card>
  );
}
