import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { formatCents } from '@fairplay/domain';
import { useArchiveModel, useModels } from '../api/useShop';
import { ModelGrid } from './ModelGrid';
import { itemLabel } from './ScanBox';

/** Models and their items (barcode, price, on hand), with the form for a new model's grid. */
export function ModelsPanel() {
  const models = useModels();
  const archive = useArchiveModel();
  return (
    <Stack gap="lg">
      <ModelGrid />
      {(models.data ?? []).map((model) => (
        <Stack key={model.id} gap={4}>
          <Group justify="space-between">
            <Text fw={600}>{model.name}</Text>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => archive.mutate(model.id)}
              aria-label={`Archive ${model.name}`}
            >
              Archive
            </Button>
          </Group>
          <Table.ScrollContainer minWidth={320}>
            <Table striped aria-label={`Items of ${model.name}`}>
              <Table.Tbody>
                {model.items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{itemLabel(item)}</Table.Td>
                    <Table.Td>
                      <Text size="xs" ff="monospace">
                        {item.barcode}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatCents(item.price)}</Table.Td>
                    <Table.Td>
                      {item.on_hand === null ? null : (
                        <Text size="sm" fw={item.on_hand <= item.reorder_point ? 700 : 400}>
                          {item.on_hand} on hand{item.on_hand <= item.reorder_point ? ' · reorder' : ''}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
