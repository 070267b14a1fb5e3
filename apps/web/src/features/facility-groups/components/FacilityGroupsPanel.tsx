import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { STICKY_ACTIONS } from '../../../ui/table-actions';
import { useState } from 'react';
import type { FacilityGroup } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { notifyError } from '../../../ui/notify';
import { useFacilityGroups, useReorderFacilityGroups } from '../api/useFacilityGroups';
import { moveTo } from '../reorder';
import { FacilityWizard } from './FacilityWizard';
import { RenameFacilityModal } from './RenameFacilityModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/**
 * Settings › Facility groups: ID, Name, Location ID, Created At and Actions, in order_index order. Rows are reordered by
 * drag and drop or by the up / down buttons; changing anything needs settings update.
 */
export function FacilityGroupsPanel() {
  const user = useCurrentUser();
  const canEdit = user.member_type !== null && can(user.member_type.roles, 'settings', 'update');
  const timeZone = user.business?.timezone ?? null;
  const groups = useFacilityGroups();
  const reorder = useReorderFacilityGroups();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<FacilityGroup | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const rows = groups.data ?? [];

  const move = (from: number, to: number) => {
    if (!canEdit || from === to || to < 0 || to >= rows.length || reorder.isPending) return;
    reorder.mutate({ order_index: moveTo(rows, from, to) }, { onError: (error) => notifyError(error) });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Facility groups
      </Title>
      {groups.isError ? (
        <Alert color="red" variant="light" title="Error">
          {errorMessage(groups.error)}
        </Alert>
      ) : null}
      {groups.isPending ? <BusyIndicator label="Loading facility groups" size="sm" /> : null}
      {groups.data ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Facility groups" aria-busy={reorder.isPending}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Location</Table.Th>
                <Table.Th>Created At</Table.Th>
                <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((group, index) => (
                <Table.Tr
                  key={group.id}
                  data-testid={`facility-row-${group.id}`}
                  draggable={canEdit}
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', String(index));
                    setDragged(index);
                  }}
                  onDragOver={(event) => {
                    if (dragged !== null) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    if (dragged !== null) move(dragged, index);
                    setDragged(null);
                  }}
                  onDragEnd={() => setDragged(null)}
                  style={{ cursor: canEdit ? 'grab' : undefined, opacity: dragged === index ? 0.5 : 1 }}
                >
                  <Table.Td>{group.id}</Table.Td>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>{group.location_name}</Table.Td>
                  <Table.Td>{formatLongDate(group.createdAt, timeZone)}</Table.Td>
                  <Table.Td style={STICKY_ACTIONS}>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!canEdit}
                        onClick={() => setRenaming(group)}
                        aria-label={`Edit ${group.name}`}
                      >
                        Edit
                      </Button>
                      <IconButton
                        variant="default"
                        disabled={!canEdit || index === 0}
                        onClick={() => move(index, index - 1)}
                        label={`Move ${group.name} up`}
                        icon="↑"
                      />
                      <IconButton
                        variant="default"
                        disabled={!canEdit || index === rows.length - 1}
                        onClick={() => move(index, index + 1)}
                        label={`Move ${group.name} down`}
                        icon="↓"
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={4}>
                  {rows.length === 0 ? <Text c="dimmed">No facilities to show.</Text> : null}
                </Table.Td>
                <Table.Td style={STICKY_ACTIONS}>
                  <IconButton
                    size="lg"
                    disabled={!canEdit}
                    onClick={() => setCreating(true)}
                    label="Add facility"
                    icon="+"
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {creating ? <FacilityWizard onClose={() => setCreating(false)} /> : null}
      {renaming ? <RenameFacilityModal group={renaming} onClose={() => setRenaming(null)} /> : null}
    </Stack>
  );
}
