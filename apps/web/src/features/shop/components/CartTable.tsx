import { Group, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatCents, parseCents, type PricedCart } from '@fairplay/domain';
import { IconButton } from '../../../ui/IconButton';
import type { Cart } from '../model/cart';
import { setLine } from '../model/cart';
import { itemLabel } from './ScanBox';

/** The cart's lines: quantity, a line discount with its reason, and what each line comes to. */
export function CartTable({
  cart,
  prices,
  onChange,
}: {
  cart: Cart;
  prices: PricedCart | null;
  onChange: (cart: Cart) => void;
}) {
  if (cart.lines.length === 0) return <Text c="dimmed">Scan an item to start a sale.</Text>;
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table aria-label="Cart">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Qty</Table.Th>
            <Table.Th>Discount</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cart.lines.map((line, index) => (
            <Table.Tr key={line.item.id}>
              <Table.Td>
                <Text size="sm">{itemLabel(line.item)}</Text>
                <Text size="xs" c="dimmed">
                  {formatCents(prices?.lines[index]?.unitPrice ?? line.item.price)} each
                </Text>
              </Table.Td>
              <Table.Td w={90}>
                <NumberInput
                  aria-label={`Quantity of ${itemLabel(line.item)}`}
                  value={line.quantity}
                  min={0}
                  max={999}
                  allowDecimal={false}
                  onChange={(value) => onChange(setLine(cart, line.item.id, { quantity: Number(value) || 0 }))}
                />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <TextInput
                    aria-label={`Discount on ${itemLabel(line.item)}`}
                    placeholder="0.00"
                    defaultValue={line.discount ? (line.discount / 100).toFixed(2) : ''}
                    onBlur={(event) =>
                      onChange(setLine(cart, line.item.id, { discount: parseCents(event.currentTarget.value) ?? 0 }))
                    }
                  />
                  {line.discount > 0 ? (
                    <TextInput
                      aria-label={`Reason for the discount on ${itemLabel(line.item)}`}
                      placeholder="Reason"
                      value={line.reason}
                      onChange={(event) => onChange(setLine(cart, line.item.id, { reason: event.currentTarget.value }))}
                    />
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td ta="right">{prices ? formatCents(prices.lines[index]!.total) : '—'}</Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  <IconButton
                    variant="subtle"
                    color="red"
                    label={`Remove ${itemLabel(line.item)}`}
                    icon={<IconTrash size={16} />}
                    onClick={() => onChange(setLine(cart, line.item.id, { quantity: 0 }))}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
