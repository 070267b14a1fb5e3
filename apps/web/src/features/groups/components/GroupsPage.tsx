import {
  Badge,
  Button,
  Center,
  Container,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { groupNameField, type Group as GroupRow } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { STICKY_ACTIONS } from '../../../ui/table-actions';
import { useCreateGroup, useGroupList } from '../api/useGroups';
import { GroupActions } from './GroupActions';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** /private/group (groups read): the club's groups; with groups update, create, rename and archive them. */
export function GroupsPage() {
  const user = useCurrentUser();
  const canUpdate = can(user.member_type?.roles, 'groups', 'update');
  const [showArchived, setShowArchived] = useState(false);
  const list = useGroupList(showArchived);

  return (
    <Container size="md" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Groups
        </Title>
        {canUpdate ? <CreateGroupForm /> : null}
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Switch
              label="Show archived groups"
              checked={showArchived}
              onChange={(event) => setShowArchived(event.currentTarget.checked)}
            />
            {list.isPending ? (
              <Center py="md">
                <BusyIndicator label="Loading groups" />
              </Center>
            ) : null}
            <ErrorAlert message={list.isError ? errorMessage(list.error) : null} live={false} />
            {list.data?.length === 0 ? (
              <Text c="dimmed">{showArchived ? 'No archived groups.' : 'No groups yet.'}</Text>
            ) : null}
            {list.data && list.data.length > 0 ? <GroupsTable groups={list.data} canUpdate={canUpdate} /> : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function GroupsTable({ groups, canUpdate }: { groups: GroupRow[]; canUpdate: boolean }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover aria-label="Groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Members</Table.Th>
            <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Link to={`/private/group/${group.id}`}>{group.name}</Link>
                  {group.archived ? (
                    <Badge variant="outline" color="gray.8">
                      Archived
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{group.member_count}</Table.Td>
              <Table.Td style={STICKY_ACTIONS}>
                <GroupActions group={group} canUpdate={canUpdate} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CreateGroupForm() {
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = groupNameField.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the name.');
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        setName('');
        notifySuccess(result.message);
      },
      onError: (failure) => {
        setError(errorMessage(failure));
        notifyError(failure);
      },
    });
  };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate aria-label="Create a group">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="New group name"
            description="2 to 50 characters, e.g. Junior Academy"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            maxLength={60}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={create.isPending}>
            Create group
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
