import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useDirectory } from '../api/useMembers';
import { DirectoryConsentSwitch } from './DirectoryConsentSwitch';
import { fullNameOf } from '../model/member-form';
import { BusyIndicator } from '../../../ui/BusyIndicator';

const initialsOf = (entry: { first_name: string; last_name: string }) =>
  `${entry.first_name[0] ?? ''}${entry.last_name[0] ?? ''}`.toUpperCase();

/**
 * /private/public-members: the club's member directory (members read, spec 1 section 2). It lists only members who
 * agreed to be listed (their own switch, here or on their profile, or staff on their request), with name and
 * picture only: never e-mail, phone or birth date (docs/decisions.md "The member directory").
 */
export function PublicMembersPage() {
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, 400);
  const directory = useDirectory(search);
  const entries = directory.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Title order={1} size="h2">
        Member directory
      </Title>
      <Paper withBorder radius="md" p="sm">
        <DirectoryConsentSwitch />
      </Paper>
      <TextInput
        label="Search by name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        type="search"
        maw={420}
      />
      {directory.isPending ? <BusyIndicator label="Loading the directory" /> : null}
      <ErrorAlert message={directory.isError ? errorMessage(directory.error) : null} live={false} />
      {!directory.isPending && entries.length === 0 ? (
        <Text c="dimmed">No member is listed{search.trim() ? ' under this name' : ' yet'}.</Text>
      ) : null}
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="sm" p={0} m={0} aria-label="Members">
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
            <Group gap="sm" wrap="nowrap">
              <Avatar src={entry.profile_image} alt="" radius="xl" color="fairplay">
                {initialsOf(entry)}
              </Avatar>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {fullNameOf(entry)}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      {directory.hasNextPage ? (
        <Button variant="default" onClick={() => directory.fetchNextPage()} loading={directory.isFetchingNextPage}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
