import { Badge, Button, Center, Checkbox, Container, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MEMBER_GROUP_TYPES, type MemberGroupType } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { NotFoundPage } from '../../not-found';
import { useAddToGroups, useGroupList, useMemberGroups } from '../api/useGroups';
import { idOfParam } from './group-params';
import { BusyIndicator } from '../../../ui/BusyIndicator';

function typeOfParam(param: string | undefined): MemberGroupType | null {
  if (param === undefined) return 'active';
  return (MEMBER_GROUP_TYPES as readonly string[]).includes(param) ? (param as MemberGroupType) : null;
}

/**
 * /private/groupmember/{id}/{type?} (groups read): one member's groups. `type` is `active` (the default: the
 * groups they are in now) or `all` (also the archived groups they were in). With groups update, tick the groups
 * they belong to and save (POST members/addtogroup, replacing their other active groups).
 */
export function MemberGroupsPage() {
  const params = useParams();
  const id = idOfParam(params.id);
  const type = typeOfParam(params.type);
  if (id === null || type === null) return <NotFoundPage />;
  // Another member starts with nothing changed.
  return <MemberGroupsScreen key={id} id={id} type={type} />;
}

function MemberGroupsScreen({ id, type }: { id: number; type: MemberGroupType }) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canUpdate = can(user.member_type?.roles, 'groups', 'update');
  const memberGroups = useMemberGroups(id, type);
  const allGroups = useGroupList(false, canUpdate);
  const save = useAddToGroups();
  const [chosen, setChosen] = useState<string[] | null>(null);
  const current = memberGroups.data?.groups.filter((group) => !group.archived).map((group) => String(group.id));
  if (memberGroups.isError && isApiError(memberGroups.error) && memberGroups.error.status === 404)
    return <NotFoundPage />;
  const member = memberGroups.data;
  const selected = chosen ?? current ?? [];
  const archived = member?.groups.filter((group) => group.archived) ?? [];
  const submit = () =>
    save.mutate(
      { memberId: id, groupIds: selected.map(Number), keepOthers: false },
      {
        onSuccess: (result) => {
          setChosen(null);
          notifySuccess(result.message);
        },
        onError: (failure) => notifyError(failure),
      },
    );
  return (
    <Container size="sm" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {member ? `${member.first_name} ${member.last_name}: groups` : 'Member groups'}
        </Title>
        {memberGroups.isPending ? (
          <Center py="xl">
            <BusyIndicator label="Loading the member's groups" />
          </Center>
        ) : null}
        <ErrorAlert message={memberGroups.isError ? errorMessage(memberGroups.error) : null} live={false} />
        {member ? (
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              {canUpdate ? (
                <>
                  <Checkbox.Group label="Groups" value={selected} onChange={setChosen}>
                    <Stack gap="xs" mt="xs">
                      {(allGroups.data ?? []).map((group) => (
                        <Checkbox key={group.id} value={String(group.id)} label={group.name} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                  {allGroups.data?.length === 0 ? <Text c="dimmed">The club has no groups yet.</Text> : null}
                  <Group>
                    <Button onClick={submit} loading={save.isPending} disabled={chosen === null}>
                      Save groups
                    </Button>
                  </Group>
                </>
              ) : (
                <CurrentGroups groups={member.groups.filter((group) => !group.archived)} />
              )}
              <Switch
                label="Show archived groups"
                checked={type === 'all'}
                onChange={(event) =>
                  void navigate(`/private/groupmember/${id}${event.currentTarget.checked ? '/all' : ''}`)
                }
              />
              {type === 'all' ? (
                archived.length === 0 ? (
                  <Text c="dimmed">No archived groups.</Text>
                ) : (
                  <Stack gap={4} component="ul" p={0} m={0} aria-label="Archived groups">
                    {archived.map((group) => (
                      <Group component="li" key={group.id} gap="xs" style={{ listStyle: 'none' }}>
                        <Link to={`/private/group/${group.id}`}>{group.name}</Link>
                        <Badge variant="outline" color="gray.8">
                          Archived
                        </Badge>
                        <Text size="sm" c="dimmed">
                          since {formatLongDate(group.added_at, user.business?.timezone)}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )
              ) : null}
            </Stack>
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}

function CurrentGroups({ groups }: { groups: { id: number; name: string }[] }) {
  if (groups.length === 0) return <Text c="dimmed">Not in any group.</Text>;
  return (
    <Group gap="xs" component="ul" p={0} m={0} aria-label="Groups">
      {groups.map((group) => (
        <Badge component="li" key={group.id} variant="light" style={{ listStyle: 'none' }}>
          {group.name}
        </Badge>
      ))}
    </Group>
  );
}
