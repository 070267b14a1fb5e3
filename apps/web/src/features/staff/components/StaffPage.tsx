import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Staff } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { useStaffList } from '../api/useStaff';
import { InviteStaffModal } from './InviteStaffModal';
import { PendingInvitations } from './PendingInvitations';
import { RemoveStaffModal } from './RemoveStaffModal';
import { StaffFormModal } from './StaffFormModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/**
 * /private/staff: the club's staff and coaches with their member type, facility groups and hidden flag (settings
 * read); adding, editing, removing and inviting need settings update. docs/decisions.md "Staff, coaches and roles".
 */
export function StaffPage() {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const staff = useStaffList();
  const [editing, setEditing] = useState<Staff | null | undefined>(undefined);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Staff | null>(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Staff
          </Title>
          <Group gap="sm">
            <Anchor component={Link} to="/private/roles">
              Roles
            </Anchor>
            {canEdit ? (
              <>
                <Button variant="default" onClick={() => setInviting(true)}>
                  Invite by e-mail
                </Button>
                <Button onClick={() => setEditing(null)}>Add staff</Button>
              </>
            ) : null}
          </Group>
        </Group>
        {staff.isPending ? <BusyIndicator label="Loading staff" /> : null}
        {staff.isError ? (
          <Alert color="red" title="Error">
            {errorMessage(staff.error)}
          </Alert>
        ) : null}
        {staff.data ? (
          <Paper withBorder radius="lg" p={0}>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Staff">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Member type</Table.Th>
                    <Table.Th>Facility groups</Table.Th>
                    {canEdit ? (
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {staff.data.map((person) => (
                    <Table.Tr key={person.user_id}>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          {person.color ? (
                            <span
                              aria-hidden
                              style={{ width: 12, height: 12, borderRadius: 6, background: person.color, flex: 'none' }}
                            />
                          ) : null}
                          <Stack gap={0}>
                            <Text fw={500}>
                              {person.first_name} {person.last_name}
                            </Text>
                            {person.email ? (
                              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {person.email}
                              </Text>
                            ) : null}
                          </Stack>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="wrap">
                          <Text>{person.member_type_name}</Text>
                          {person.hidden ? (
                            <Badge variant="outline" color="gray.8">
                              Hidden
                            </Badge>
                          ) : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {person.facility_groups.length > 0
                          ? person.facility_groups.map((group) => group.name).join(', ')
                          : 'All groups'}
                      </Table.Td>
                      {canEdit ? (
                        <Table.Td>
                          <Group gap="xs" wrap="nowrap" justify="flex-end">
                            <Button
                              size="xs"
                              variant="default"
                              aria-label={`Edit ${person.first_name} ${person.last_name}`}
                              onClick={() => setEditing(person)}
                            >
                              Edit
                            </Button>
                            {/* The owner is protected, and nobody removes themselves (the server refuses both). */}
                            {person.member_type !== 'owner' && person.user_id !== user.id ? (
                              <Button
                                size="xs"
                                variant="default"
                                color="red"
                                aria-label={`Remove ${person.first_name} ${person.last_name} from the staff`}
                                onClick={() => setRemoving(person)}
                              >
                                Remove
                              </Button>
                            ) : null}
                          </Group>
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : null}
        <PendingInvitations canManage={canEdit} timeZone={user.business?.timezone} />
      </Stack>
      {editing !== undefined ? (
        <StaffFormModal key={editing?.user_id ?? 'new'} staff={editing} opened onClose={() => setEditing(undefined)} />
      ) : null}
      <InviteStaffModal opened={inviting} onClose={() => setInviting(false)} />
      {removing ? <RemoveStaffModal key={removing.user_id} staff={removing} onClose={() => setRemoving(null)} /> : null}
    </Container>
  );
}
