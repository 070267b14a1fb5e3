import { Anchor, Button, Group, Stack, Switch, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberRow } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useDeleteMember, useMemberCount, useMemberList, type MemberFilters } from '../api/useMembers';
import { fullNameOf } from '../model/member-form';
import { ConfirmModal } from './ConfirmModal';
import { ExportMembersButton } from './ExportMembersButton';
import { GroupFilterSelect } from './GroupFilterSelect';
import { PlanFilterSelect } from './PlanFilterSelect';
import { MemberFormModal } from './MemberFormModal';
import { MemberRows } from './MemberRows';
import { VisitorsPanel } from './VisitorsPanel';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/** Spec 3 section 5: name look-ups are debounced 400 ms. */
const SEARCH_DEBOUNCE_MS = 400;

export interface MembersPageProps {
  /** More actions for the header (the import link, bulk e-mail), wired in by their features. */
  actions?: ReactNode;
}

/**
 * /private/members (Customers; members read): search by name, e-mail or phone, include coaches, 20 at a time with
 * "Load more", add and edit in a modal, end a membership with confirmation, export CSV, and the visitors.
 */
export function MembersPage({ actions }: MembersPageProps) {
  const user = useCurrentUser();
  const canUpdate = can(user.member_type?.roles, 'members', 'update');
  const timeZone = user.business?.timezone;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [includeCoach, setIncludeCoach] = useState(false);
  const [group, setGroup] = useState<'all' | 'none' | number>('all');
  const canReadGroups = can(user.member_type?.roles, 'groups', 'read');
  const [plan, setPlan] = useState<number | null>(null);
  const canReadPlans = can(user.member_type?.roles, 'payments', 'read');
  const filters: MemberFilters = { search, includeCoach, group, plan };
  const list = useMemberList(filters);
  const count = useMemberCount(filters);
  const remove = useDeleteMember();
  const [editing, setEditing] = useState<MemberRow | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<MemberRow | null>(null);
  const rows = list.data?.pages.flatMap((page) => page.members) ?? [];

  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} size="h2">
            Customers
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite">
            {count.data ? `${count.data.members} members · ${count.data.visitors} visitors` : '\u00a0'}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {canUpdate ? (
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
              Add member
            </Button>
          ) : null}
          <ExportMembersButton filters={filters} />
          {actions}
          <Anchor component={Link} to="/private/public-members" size="sm">
            Member directory
          </Anchor>
        </Group>
      </Group>
      <Group gap="md" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name, e-mail or phone"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px', maxWidth: 420 }}
          type="search"
        />
        {canReadGroups ? <GroupFilterSelect value={group} onChange={setGroup} /> : null}
        {canReadPlans ? <PlanFilterSelect value={plan} onChange={setPlan} /> : null}
        <Switch
          label="Include staff and coaches"
          checked={includeCoach}
          onChange={(event) => setIncludeCoach(event.currentTarget.checked)}
        />
      </Group>
      <Tabs defaultValue="members" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="members">Members</Tabs.Tab>
          <Tabs.Tab value="visitors">Visitors</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="members" pt="md">
          <Stack gap="sm">
            {list.isPending ? <BusyIndicator label="Loading customers" /> : null}
            <ErrorAlert message={list.isError ? errorMessage(list.error) : null} live={false} />
            {!list.isPending && rows.length === 0 ? (
              <Text c="dimmed">{search.trim() ? 'No member matches this search.' : 'No members yet.'}</Text>
            ) : null}
            {rows.length > 0 ? (
              <MemberRows
                rows={rows}
                timeZone={timeZone}
                onEdit={canUpdate ? setEditing : undefined}
                onDelete={
                  canUpdate
                    ? (row) => {
                        remove.reset();
                        setDeleting(row);
                      }
                    : undefined
                }
              />
            ) : null}
            {list.hasNextPage ? (
              <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Load more
              </Button>
            ) : null}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="visitors" pt="md">
          <VisitorsPanel search={search} canUpdate={canUpdate} timeZone={timeZone} />
        </Tabs.Panel>
      </Tabs>
      <MemberFormModal
        opened={adding || editing !== null}
        member={editing}
        onClose={() => {
          setAdding(false);
          setEditing(null);
        }}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="End membership"
        confirmLabel="End membership"
        onClose={() => setDeleting(null)}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              setDeleting(null);
            },
          })
        }
      >
        {deleting
          ? `End ${fullNameOf(deleting)}'s membership? They lose member access and move to Visitors; their booking history stays. A member with upcoming bookings is refused until those are cancelled.`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
