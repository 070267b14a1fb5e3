import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { STICKY_ACTIONS } from '../../../ui/table-actions';
import { useState } from 'react';
import type { Location } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { useLocations } from '../api/useLocations';
import { CheckInsModal } from './CheckInsModal';
import { LocationModal } from './LocationModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';

type Editing = { location: Location | null } | null;

/** Settings › Locations: ID, Name, Address, Created At and Actions; edit and add need settings update. */
export function LocationsPanel() {
  const user = useCurrentUser();
  const canEdit = user.member_type !== null && can(user.member_type.roles, 'settings', 'update');
  const timeZone = user.business?.timezone ?? null;
  const locations = useLocations();
  const [editing, setEditing] = useState<Editing>(null);
  const [checkInsOf, setCheckInsOf] = useState<Location | null>(null);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Locations
      </Title>
      {locations.isError ? (
        <Alert color="red" variant="light" title="Error">
          {errorMessage(locations.error)}
        </Alert>
      ) : null}
      {locations.isPending ? <BusyIndicator label="Loading locations" size="sm" /> : null}
      {locations.data ? (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Locations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>Created At</Table.Th>
                <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {locations.data.rows.map((location) => (
                <Table.Tr key={location.id}>
                  <Table.Td>{location.id}</Table.Td>
                  <Table.Td>{location.name}</Table.Td>
                  <Table.Td>{location.address}</Table.Td>
                  <Table.Td>{formatLongDate(location.createdAt, timeZone)}</Table.Td>
                  <Table.Td style={STICKY_ACTIONS}>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!canEdit}
                        onClick={() => setEditing({ location })}
                        aria-label={`Edit ${location.name}`}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => setCheckInsOf(location)}
                        aria-label={`Check-ins at ${location.name}`}
                      >
                        Check-ins
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td colSpan={4}>
                  {locations.data.rows.length === 0 ? <Text c="dimmed">No locations yet.</Text> : null}
                </Table.Td>
                <Table.Td style={STICKY_ACTIONS}>
                  <IconButton
                    size="lg"
                    disabled={!canEdit}
                    onClick={() => setEditing({ location: null })}
                    label="Add location"
                    icon="+"
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {editing ? (
        <LocationModal
          key={editing.location?.id ?? 'new'}
          location={editing.location}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      {checkInsOf ? (
        <CheckInsModal
          location={checkInsOf}
          timeZone={timeZone}
          amPm={user.business?.am_pm ?? true}
          onClose={() => setCheckInsOf(null)}
        />
      ) : null}
    </Stack>
  );
}
