import { Badge, Button, Center, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { can } from '@fairplay/domain';
import type { GroupDetail } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';
import { MemberSearchSelect, type MemberChoice } from '../../../ui/MemberSearchSelect';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { STICKY_ACTIONS } from '../../../ui/table-actions';
import { NotFoundPage } from '../../not-found';
import { useAddGroupMembers, useGroup, useRemoveGroupMembers } from '../api/useGroups';
import { GroupActions } from './GroupActions';
import { idOfParam } from './group-params';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** /private/group/{id} (groups read): the group and its members; with groups update, add and remove members. */
export function GroupPage() {
  const id = idOfParam(useParams().id);
  const user = useCurrentUser();
  const canUpdate = can(user.member_type?.roles, 'groups', 'update');
  const group = useGroup(id);
  if (id === null) return <NotFoundPage />;
  if (group.isError && isApiError(group.error) && group.error.status === 404) return <NotFoundPage />;
  const timeZone = user.business?.timezone;
  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Text size="sm">
          <Link to="/private/group">All groups</Link>
        </Text>
        {group.isPending ? (
          <Center py="xl">
            <BusyIndicator label="Loading the group" />
          </Center>
        ) : null}
        <ErrorAlert message={group.isError ? errorMessage(group.error) : null} live={false} />
        {group.data ? (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm">
                <Title order={1} size="h2">
                  {group.data.name}
                </Title>
                {group.data.archived ? (
                  <Badge variant="outline" color="gray.8">
                    Archived
                  </Badge>
                ) : null}
              </Group>
              <GroupActions group={group.data} canUpdate={canUpdate} />
            </Group>
            {canUpdate && !group.data.archived ? <AddMembersForm group={group.data} /> : null}
            <MembersTable group={group.data} canUpdate={canUpdate} timeZone={timeZone} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

function AddMembersForm({ group }: { group: GroupDetail }) {
  const add = useAddGroupMembers();
  const [chosen, setChosen] = useState<MemberChoice[]>([]);
  const submit = () =>
    add.mutate(
      { id: group.id, memberIds: chosen.map((choice) => choice.userId) },
      {
        onSuccess: (result) => {
          setChosen([]);
          notifySuccess(result.message);
        },
        onError: (failure) => notifyError(failure),
      },
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <div style={{ flex: '1 1 16rem' }}>
          <MemberSearchSelect
            label="Add members"
            description="Type a name, choose one or more members"
            value={chosen}
            onChange={setChosen}
            exclude={group.members.map((member) => member.user_id)}
          />
        </div>
        <Button onClick={submit} disabled={chosen.length === 0} loading={add.isPending}>
          Add to group
        </Button>
      </Group>
    </Paper>
  );
}

function MembersTable({ group, canUpdate, timeZone }: { group: GroupDetail; canUpdate: boolean; timeZone?: string }) {
  const remove = useRemoveGroupMembers();
  const showEmail = group.members.some((member) => member.email !== null);
  if (group.members.length === 0) return <Text c="dimmed">This group has no members yet.</Text>;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Table.ScrollContainer minWidth={360}>
        <Table striped aria-label={`Members of ${group.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              {showEmail ? <Table.Th>E-mail</Table.Th> : null}
              <Table.Th>Added</Table.Th>
              {canUpdate ? <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.members.map((member) => {
              const name = `${member.first_name} ${member.last_name}`;
              return (
                <Table.Tr key={member.user_id}>
                  <Table.Td>
                    <Link to={`/private/groupmember/${member.user_id}`}>{name}</Link>
                  </Table.Td>
                  {showEmail ? <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.email}</Table.Td> : null}
                  <Table.Td>{formatLongDate(member.added_at, timeZone)}</Table.Td>
                  {canUpdate ? (
                    <Table.Td style={STICKY_ACTIONS}>
                      <IconButton
                        label={`Remove ${name} from the group`}
                        icon={<IconUserMinus size={18} />}
                        variant="subtle"
                        color="red"
                        onClick={() =>
                          remove.mutate(
                            { id: group.id, memberIds: [member.user_id] },
                            {
                              onSuccess: (result) => notifySuccess(result.message),
                              onError: (failure) => notifyError(failure),
                            },
                          )
                        }
                      />
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
