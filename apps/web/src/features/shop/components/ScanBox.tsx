import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ShopItem } from '@fairplay/contracts';
import { formatCents } from '@fairplay/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { findBarcode, useItemSearch } from '../api/useShop';

export const itemLabel = (item: ShopItem) => [item.model_name, item.color, item.size].filter(Boolean).join(' · ');

/**
 * Scan or search: a keyboard-wedge scanner types the barcode and Enter, which adds the item at once; typed text
 * lists matches to pick from.
 */
export function ScanBox({ locationId, onAdd }: { locationId: number | null; onAdd: (item: ShopItem) => void }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const search = useItemSearch(text, locationId);

  const scan = async () => {
    const code = text.trim();
    if (!/^[0-9A-Za-z-]{4,32}$/.test(code)) return;
    setProblem(null);
    try {
      const [item] = await findBarcode(code, locationId);
      if (item) {
        onAdd(item);
        setText('');
      } else if ((search.data ?? []).length === 0) setProblem(`No item has the barcode ${code}.`);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <TextInput
        label="Scan or search"
        placeholder="Scan a barcode, or type a model, brand, colour or size"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void scan();
          }
        }}
        error={problem}
        autoFocus
      />
      {(search.data ?? []).length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label="Matching items">
            <Table.Tbody>
              {search.data!.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text size="sm">{itemLabel(item)}</Text>
                    <Text size="xs" c="dimmed">
                      {item.barcode}
                      {item.on_hand === null ? '' : ` · ${item.on_hand} on hand`}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatCents(item.price)}</Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onAdd(item)}
                        aria-label={`Add ${itemLabel(item)}`}
                      >
                        Add
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
