import {
  Alert,
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
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RESTRICTION_MESSAGES, type Restriction, type RestrictionOverride } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { IconButton } from '../../../ui/IconButton';
import { notifySuccess } from '../../../ui/notify';
import {
  useDeleteOverride,
  useDeleteRestriction,
  useOverrides,
  useRestrictionOptions,
  useRestrictions,
} from '../api/useRestrictions';
import { limitSummary } from '../model/labels';
import { ConfirmRemove } from './ConfirmRemove';
import { OverrideFormModal } from './OverrideFormModal';
import { RestrictionFormModal } from './RestrictionFormModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';

function whoOf(restriction: Restriction, names: { types: Map<number, string>; groups: Map<number, string> }): string {
  if (restriction.all_members) return 'All members';
  return [
    ...restriction.member_type_ids.map((id) => names.types.get(id) ?? `Member type ${id}`),
    ...restriction.group_ids.map((id) => names.groups.get(id) ?? `Group ${id}`),
  ].join(', ');
}

/**
 * /private/restrictions: the club's booking restrictions and the members' overrides (settings read to view, settings
 * update to change). docs/decisions.md "Restrictions and overrides (issue 10)".
 */
export function RestrictionsPage() {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const restrictions = useRestrictions();
  const overrides = useOverrides();
  const options = useRestrictionOptions();
  const [editing, setEditing] = useState<Restriction | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Restriction | null>(null);
  const [editingOverride, setEditingOverride] = useState<RestrictionOverride | null | undefined>(undefined);
  const [removingOverride, setRemovingOverride] = useState<RestrictionOverride | null>(null);
  const remove = useDeleteRestriction();
  const removeOverride = useDeleteOverride();
  const names = {
    types: new Map((options.memberTypes.data ?? []).map((type) => [type.id, type.name])),
    groups: new Map((options.groups.data ?? []).map((group) => [group.id, group.name])),
  };
  const list = restrictions.data ?? [];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Restrictions
          </Title>
          {canEdit ? <Button onClick={() => setEditing(null)}>Add restriction</Button> : null}
        </Group>
        <Text c="dimmed">
          Limits on how much court time a member holds. Staff are never held to them; a member&apos;s override gives
          them another limit or an exemption.
        </Text>
        {restrictions.isPending ? <BusyIndicator label="Loading restrictions" /> : null}
        {restrictions.isError ? (
          <Alert color="red" title="Error">
            {errorMessage(restrictions.error)}
          </Alert>
        ) : null}
        {restrictions.data && list.length === 0 ? <Text>No restrictions yet.</Text> : null}
        {list.length > 0 ? (
          <Paper withBorder radius="lg" p={0}>
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Restrictions">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Limit</Table.Th>
                    <Table.Th>Who</Table.Th>
                    <Table.Th>Overrides</Table.Th>
                    {canEdit ? (
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((restriction) => (
                    <Table.Tr key={restriction.id}>
                      <Table.Td>
                        <Group gap="xs">
                          <Text fw={600}>{restriction.name}</Text>
                          {restriction.active ? null : <Badge color="gray">Inactive</Badge>}
                          {restriction.applies_to_staff ? <Badge variant="light">Also for staff bookings</Badge> : null}
                        </Group>
                      </Table.Td>
                      <Table.Td>{limitSummary(restriction)}</Table.Td>
                      <Table.Td>{whoOf(restriction, names)}</Table.Td>
                      <Table.Td>{restriction.override_count}</Table.Td>
                      {canEdit ? (
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <IconButton
                              label={`Edit ${restriction.name}`}
                              icon={<IconPencil size={16} />}
                              variant="subtle"
                              onClick={() => setEditing(restriction)}
                            />
                            <IconButton
                              label={`Delete ${restriction.name}`}
                              icon={<IconTrash size={16} />}
                              variant="subtle"
                              color="red"
                              onClick={() => setDeleting(restriction)}
                            />
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

        <Group justify="space-between" wrap="wrap" gap="sm" mt="md">
          <Title order={2} size="h3">
            Overrides
          </Title>
          {canEdit && list.length > 0 ? (
            <Button variant="default" onClick={() => setEditingOverride(null)}>
              Add override
            </Button>
          ) : null}
        </Group>
        {overrides.data && overrides.data.length === 0 ? <Text c="dimmed">No member has an override.</Text> : null}
        {overrides.data && overrides.data.length > 0 ? (
          <Paper withBorder radius="lg" p={0}>
            <Table.ScrollContainer minWidth={520}>
              <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Overrides">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Member</Table.Th>
                    <Table.Th>Restriction</Table.Th>
                    <Table.Th>Override</Table.Th>
                    <Table.Th>Until</Table.Th>
                    {canEdit ? (
                      <Table.Th>
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    ) : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {overrides.data.map((override) => {
                    const name = `${override.first_name} ${override.last_name}`.trim();
                    return (
                      <Table.Tr key={override.id}>
                        <Table.Td>{name}</Table.Td>
                        <Table.Td>{override.restriction_name}</Table.Td>
                        <Table.Td>
                          {override.exempt ? 'Exempt' : `Limit ${override.max_value}`}
                          {override.note ? (
                            <Text size="xs" c="dimmed">
                              {override.note}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          {override.ends_on ?? 'Until removed'}
                          {override.in_force ? null : (
                            <Badge color="gray" ml="xs">
                              Lapsed
                            </Badge>
                          )}
                        </Table.Td>
                        {canEdit ? (
                          <Table.Td>
                            <Group gap={4} wrap="nowrap" justify="flex-end">
                              <IconButton
                                label={`Edit the override of ${name}`}
                                icon={<IconPencil size={16} />}
                                variant="subtle"
                                onClick={() => setEditingOverride(override)}
                              />
                              <IconButton
                                label={`Remove the override of ${name}`}
                                icon={<IconTrash size={16} />}
                                variant="subtle"
                                color="red"
                                onClick={() => setRemovingOverride(override)}
                              />
                            </Group>
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        ) : null}
      </Stack>
      {editing !== undefined ? (
        <RestrictionFormModal restriction={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {editingOverride !== undefined ? (
        <OverrideFormModal
          override={editingOverride}
          restrictions={list}
          onClose={() => setEditingOverride(undefined)}
        />
      ) : null}
      {deleting ? (
        <ConfirmRemove
          title={`Delete ${deleting.name}`}
          message={RESTRICTION_MESSAGES.deleteConfirm}
          busy={remove.isPending}
          failure={remove.error ? errorMessage(remove.error) : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: (result) => {
                notifySuccess(result.message);
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
      {removingOverride ? (
        <ConfirmRemove
          title="Remove override"
          message={RESTRICTION_MESSAGES.deleteOverrideConfirm}
          busy={removeOverride.isPending}
          failure={removeOverride.error ? errorMessage(removeOverride.error) : null}
          onCancel={() => setRemovingOverride(null)}
          onConfirm={() =>
            removeOverride.mutate(removingOverride.id, {
              onSuccess: (result) => {
                notifySuccess(result.message);
                setRemovingOverride(null);
              },
            })
          }
        />
      ) : null}
    </Container>
  );
}
