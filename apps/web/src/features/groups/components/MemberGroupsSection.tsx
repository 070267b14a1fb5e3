import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberGroups } from '../api/useGroups';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** The member detail's Groups section: the member's active groups, and a link to change them. */
export function MemberGroupsSection({ memberId }: { memberId: number }) {
  const groups = useMemberGroups(memberId, 'active');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Groups
          </Title>
          <Anchor component={Link} to={`/private/groupmember/${memberId}`}>
            Change groups
          </Anchor>
        </Group>
        {groups.isPending ? <BusyIndicator label="Loading groups" size="sm" /> : null}
        <ErrorAlert message={groups.isError ? errorMessage(groups.error) : null} live={false} />
        {groups.data?.groups.length === 0 ? <Text c="dimmed">Not in any group.</Text> : null}
        {groups.data && groups.data.groups.length > 0 ? (
          <Group gap="xs" component="ul" p={0} m={0} aria-label="Groups of the member">
            {groups.data.groups.map((group) => (
              <Badge key={group.id} component="li" variant="light" style={{ listStyle: 'none' }}>
                <Link to={`/private/group/${group.id}`} style={{ color: 'inherit' }}>
                  {group.name}
                </Link>
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
