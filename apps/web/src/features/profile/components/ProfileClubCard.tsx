import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SessionUser } from '@fairplay/contracts';
import { can } from '@fairplay/domain';

/** The part of the profile that differs by role (spec 1 section 2): owner, staff or member. */
export function ProfileClubCard({ user }: { user: SessionUser }) {
  const business = user.business;
  const key = user.member_type?.key;
  if (!business || !key) return null;
  let body;
  if (key === 'owner') {
    body = (
      <>
        <Text>
          {business.name}, {business.address || 'no address yet'}
        </Text>
        <Text size="sm" c="dimmed">
          Time zone {business.timezone} · currency {business.currency_code.toUpperCase()} · {business.fields_count}{' '}
          courts
        </Text>
        {can(user.member_type?.roles, 'settings', 'read') ? (
          <Anchor component={Link} to="/private/settings">
            Open the club settings
          </Anchor>
        ) : null}
      </>
    );
  } else if (key === 'member') {
    body = (
      <List>
        {user.memberships.map((membership) => (
          <List.Item key={membership.business_id}>
            {membership.business_name} ({membership.member_type}){membership.current ? ' · current club' : ''}
          </List.Item>
        ))}
      </List>
    );
  } else {
    body = (
      <Text>
        You work at {business.name} as {user.member_type?.name}.
      </Text>
    );
  }
  const title = key === 'owner' ? 'Your club' : key === 'member' ? 'Your memberships' : 'Your role';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs">
        <Title order={2} size="h3">
          {title}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
