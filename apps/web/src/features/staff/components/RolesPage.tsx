import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemberTypeWithAudit, Role } from '@fairplay/contracts';
import { can, formatClubDateTime, isProtectedRole, MEMBER_TYPE_NAMES, RESOURCES } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { zoneOrDevice } from '../../../ui/dates';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useMemberTypes, useUpdateRoles } from '../api/useStaff';
import { RESOURCE_LABELS } from '../model/labels';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** "Last changed by Ana Owner on Mar 4, 2026 14:05" (the club's time zone), or that the defaults apply. */
function RolesAudit({ type, timeZone, amPm }: { type: MemberTypeWithAudit; timeZone?: string | null; amPm: boolean }) {
  if (!type.roles_updated_at) {
    return (
      <Text size="sm" c="dimmed" data-testid="roles-audit">
        Never changed: the club's default roles.
      </Text>
    );
  }
  const when = formatClubDateTime(type.roles_updated_at, zoneOrDevice(timeZone), amPm);
  const who = type.roles_updated_by
    ? `${type.roles_updated_by.first_name} ${type.roles_updated_by.last_name}`.trim()
    : 'a former user';
  return (
    <Text size="sm" c="dimmed" data-testid="roles-audit">
      Last changed by {who} on {when}
    </Text>
  );
}

/** One member type's switches: read and update per resource. Update needs read, so the switches follow. */
function RoleMatrix({ type, canEdit }: { type: MemberTypeWithAudit; canEdit: boolean }) {
  const save = useUpdateRoles();
  const [roles, setRoles] = useState<Role[]>(() =>
    RESOURCES.map(
      (resource) => type.roles.find((role) => role.resource === resource) ?? { resource, read: false, update: false },
    ),
  );
  const typeName = MEMBER_TYPE_NAMES[type.key];
  const changed =
    JSON.stringify(roles) !==
    JSON.stringify(
      RESOURCES.map(
        (resource) => type.roles.find((r) => r.resource === resource) ?? { resource, read: false, update: false },
      ),
    );

  const toggle = (resource: Role['resource'], action: 'read' | 'update', on: boolean) =>
    setRoles((now) =>
      now.map((role) => {
        if (role.resource !== resource) return role;
        if (action === 'read') return { ...role, read: on, update: on ? role.update : false };
        return { ...role, update: on, read: on ? true : role.read };
      }),
    );

  return (
    <Stack gap="sm">
      <Paper withBorder radius="lg" p={0}>
        <Table verticalSpacing="xs" horizontalSpacing="sm" aria-label={`What ${typeName} may do`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Resource</Table.Th>
              <Table.Th>Read</Table.Th>
              <Table.Th>Update</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.map((role) => {
              const locked = !canEdit || isProtectedRole(type.key, role.resource);
              return (
                <Table.Tr key={role.resource}>
                  <Table.Td>
                    <Text>{RESOURCE_LABELS[role.resource]}</Text>
                    {isProtectedRole(type.key, role.resource) ? (
                      <Text size="xs" c="dimmed">
                        Always on for owners
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${typeName}: ${RESOURCE_LABELS[role.resource]} read`}
                      checked={role.read}
                      disabled={locked}
                      onChange={(event) => toggle(role.resource, 'read', event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={`${typeName}: ${RESOURCE_LABELS[role.resource]} update`}
                      checked={role.update}
                      disabled={locked}
                      onChange={(event) => toggle(role.resource, 'update', event.currentTarget.checked)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      {canEdit ? (
        <Group justify="flex-end">
          <Button
            disabled={!changed}
            loading={save.isPending}
            // mutateAsync: the saved roles refetch and remount this matrix before mutate's callbacks would run.
            onClick={() =>
              void save.mutateAsync({ id: type.id, roles }).then(
                (result) => notifySuccess(result.message),
                (error: unknown) => notifyError(error),
              )
            }
          >
            Save {typeName} roles
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * /private/roles: what each member type may read and update, per resource (settings read to view, settings update to
 * change). The owner type always keeps settings and members. A change applies at the affected users' next request.
 */
export function RolesPage() {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const types = useMemberTypes();
  const [chosen, setChosen] = useState<string | null>(null);
  const type = types.data?.find((item) => String(item.id) === chosen) ?? types.data?.[0];

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Roles
          </Title>
          <Anchor component={Link} to="/private/staff">
            Staff
          </Anchor>
        </Group>
        <Text c="dimmed">
          Choose a member type and switch what it may read and change. Staff see the change on their next page load.
        </Text>
        {types.isPending ? <BusyIndicator label="Loading member types" /> : null}
        {types.isError ? (
          <Alert color="red" title="Error">
            {errorMessage(types.error)}
          </Alert>
        ) : null}
        {types.data && type ? (
          <>
            <Select
              label="Member type"
              data={types.data.map((item) => ({ value: String(item.id), label: MEMBER_TYPE_NAMES[item.key] }))}
              value={String(type.id)}
              onChange={setChosen}
              allowDeselect={false}
              maw={320}
            />
            <RolesAudit type={type} timeZone={user.business?.timezone} amPm={user.business?.am_pm ?? false} />
            <RoleMatrix key={`${type.id}:${JSON.stringify(type.roles)}`} type={type} canEdit={canEdit} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
