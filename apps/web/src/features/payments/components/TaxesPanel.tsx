import { Button, Group, Modal, Paper, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArchive, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import type { Tax } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';
import { notifySuccess } from '../../../ui/notify';
import { useArchiveTax, useTaxes } from '../api/usePayments';
import { formatPercent } from '../model/money';
import { TaxFormModal } from './TaxFormModal';

/**
 * The club's tax rates (spec 3 section 2, Tax modals): Name, Description, Percentage, createdAt, with edit and
 * archive (after a confirmation). Archived rates stay on the charges made with them and are listed on request.
 */
export function TaxesPanel({ canUpdate, timeZone }: { canUpdate: boolean; timeZone: string }) {
  const [archived, setArchived] = useState(false);
  const taxes = useTaxes(archived);
  const [editing, setEditing] = useState<Tax | null | undefined>(undefined);
  const [archiving, setArchiving] = useState<Tax | null>(null);
  const archive = useArchiveTax();
  const list = taxes.data ?? [];
  const actions = canUpdate && !archived;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="taxes-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="taxes-title">
            Tax rates
          </Title>
          <Group gap="sm">
            <Switch
              label="Show archived"
              checked={archived}
              onChange={(event) => setArchived(event.currentTarget.checked)}
            />
            {canUpdate ? <Button onClick={() => setEditing(null)}>Add tax rate</Button> : null}
          </Group>
        </Group>
        {taxes.isPending ? <BusyIndicator label="Loading tax rates" /> : null}
        <ErrorAlert message={taxes.isError ? errorMessage(taxes.error) : null} live={false} />
        {taxes.data && list.length === 0 ? (
          <Text c="dimmed">{archived ? 'No archived tax rates.' : 'No tax rates yet.'}</Text>
        ) : null}
        {list.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={archived ? 'Archived tax rates' : 'Tax rates'} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Percentage</Table.Th>
                  <Table.Th>Created</Table.Th>
                  {actions ? (
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  ) : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((tax) => (
                  <Table.Tr key={tax.id}>
                    <Table.Td>
                      <Text fw={600}>{tax.display_name}</Text>
                      <Text size="xs" c="dimmed">
                        {tax.type === 'custom' ? tax.typeName : tax.type} · {tax.jurisdiction} ·{' '}
                        {tax.inclusive ? 'inclusive' : 'exclusive'}
                        {tax.court_time ? ' · on court time' : ''}
                        {tax.lessons ? ' · on lessons and coaching' : ''}
                        {tax.points ? ' · on points' : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>{tax.description}</Table.Td>
                    <Table.Td>{formatPercent(tax.percentage)}</Table.Td>
                    <Table.Td>{formatLongDate(tax.createdAt, timeZone)}</Table.Td>
                    {actions ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <IconButton
                            label={`Edit ${tax.display_name}`}
                            icon={<IconPencil size={16} />}
                            variant="subtle"
                            onClick={() => setEditing(tax)}
                          />
                          <IconButton
                            label={`Archive ${tax.display_name}`}
                            icon={<IconArchive size={16} />}
                            variant="subtle"
                            color="red"
                            onClick={() => setArchiving(tax)}
                          />
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {editing !== undefined ? <TaxFormModal tax={editing} onClose={() => setEditing(undefined)} /> : null}
      {archiving ? (
        <Modal
          opened
          onClose={() => setArchiving(null)}
          title={`Archive ${archiving.display_name}`}
          centered
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <Stack gap="md">
            <Text>
              Are you sure you want to remove this tax rate? Charges already made keep it; it can no longer be chosen.
            </Text>
            <ErrorAlert message={archive.error ? errorMessage(archive.error) : null} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setArchiving(null)}>
                Cancel
              </Button>
              <Button
                color="red"
                loading={archive.isPending}
                onClick={() =>
                  archive.mutate(archiving.id, {
                    onSuccess: (result) => {
                      notifySuccess(result.message, 'Success');
                      setArchiving(null);
                    },
                  })
                }
              >
                Archive
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </Paper>
  );
}
