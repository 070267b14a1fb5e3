import { Anchor, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { CLUB_SEARCH } from '@fairplay/contracts';
import { useClubSearch } from '../api/useMemberships';

/**
 * Finding a club to join (issue 14): search by name or address; each club leads to its memberships page, where
 * joining follows the club's join policy and its plans can be subscribed to.
 */
export function FindClubCard({ title }: { title: string }) {
  const [typed, setTyped] = useState('');
  const [q] = useDebouncedValue(typed.trim(), 400);
  const search = useClubSearch(q);
  const clubs = search.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" mb="lg" component="section" aria-labelledby="find-club">
      <Stack gap="sm">
        <Title order={2} size="h4" id="find-club">
          {title}
        </Title>
        <TextInput
          label="Club name or address"
          placeholder="e.g. Riverside Tennis"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={search.isError ? search.error.message : undefined}
        />
        {q.length >= CLUB_SEARCH.min && search.isSuccess && clubs.length === 0 ? (
          <Text size="sm" c="dimmed">
            No club matches “{q}”.
          </Text>
        ) : null}
        {clubs.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Clubs found">
            {clubs.map((club) => (
              <Group key={club.uid} component="li" justify="space-between" wrap="wrap" style={{ listStyle: 'none' }}>
                <Stack gap={0}>
                  <Anchor component={Link} to={`/memberships/${club.uid}`} fw={600}>
                    {club.name}
                  </Anchor>
                  {club.address ? (
                    <Text size="sm" c="dimmed">
                      {club.address}
                    </Text>
                  ) : null}
                </Stack>
                <Badge variant="light" color={club.join_policy === 'open' ? 'teal' : 'gray'}>
                  {club.join_policy === 'open' ? 'Open to join' : 'Joins by approval'}
                </Badge>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
