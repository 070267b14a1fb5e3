import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@fairplay/contracts';
import { ProfilePictureButton } from '../../member-detail';

function initials(user: SessionUser): string {
  return `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
}

/** Who you are here: name, username, member type and club. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  const fullName = `${user.first_name} ${user.last_name}`.trim();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Stack gap="xs" align="center">
          <Avatar src={user.profile_image} alt="Your picture" size={64} radius="xl" color="fairplay">
            {initials(user)}
          </Avatar>
          <ProfilePictureButton label="Change picture" />
        </Stack>
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={800} size="xl" style={{ overflowWrap: 'anywhere' }}>
            {fullName}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{user.username}
          </Text>
          <Group gap="xs" mt={4}>
            {user.member_type ? (
              <Badge variant="light" aria-label={`Member type: ${user.member_type.name}`}>
                {user.member_type.name}
              </Badge>
            ) : null}
            <Text size="sm">
              <Text span c="dimmed">
                Club:{' '}
              </Text>
              <Text span fw={600}>
                {user.business?.name ?? 'No club yet'}
              </Text>
            </Text>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
