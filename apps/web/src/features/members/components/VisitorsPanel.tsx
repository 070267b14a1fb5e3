import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { MemberRow } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { formatLongDate } from '../../../ui/dates';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useRemoveVisitor, useVisitorList, useVisitorToMember } from '../api/useMembers';
import { fullNameOf } from '../model/member-form';
import { AddVisitorButton } from './AddVisitorForm';
import { ConfirmModal } from './ConfirmModal';
import { BusyIndicator } from '../../../ui/BusyIndicator';

interface VisitorsPanelProps {
  search: string;
  canUpdate: boolean;
  timeZone: string | null | undefined;
}

/**
 * Visitors: people the club knows without a membership (added as visitors, or former members). Staff add one by
 * hand (POST members/add-visitor), make one a member (POST members/visitor-to-member by e-mail) or remove them
 * (POST members/remove-visitor).
 */
export function VisitorsPanel({ search, canUpdate, timeZone }: VisitorsPanelProps) {
  const visitors = useVisitorList(search);
  const convert = useVisitorToMember();
  const remove = useRemoveVisitor();
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  const rows = visitors.data?.pages.flatMap((page) => page.members) ?? [];

  const makeMember = (row: MemberRow) =>
    convert.mutate(row.email, {
      onSuccess: ({ message }) => notifySuccess(message),
    });

  return (
    <Stack gap="sm">
      {canUpdate ? (
        <Group justify="flex-end">
          <AddVisitorButton />
        </Group>
      ) : null}
      {visitors.isPending ? <BusyIndicator label="Loading visitors" /> : null}
      <ErrorAlert message={visitors.isError ? errorMessage(visitors.error) : null} live={false} />
      <ErrorAlert message={convert.isError ? errorMessage(convert.error) : null} />
      {!visitors.isPending && rows.length === 0 ? <Text c="dimmed">No visitors.</Text> : null}
      <Stack component="ul" gap="xs" p={0} m={0} aria-label="Visitors">
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600}>{fullNameOf(row)}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                  {row.phone ? ` · ${row.phone}` : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  Known since {formatLongDate(row.joined_at, timeZone)}
                </Text>
              </Stack>
              {canUpdate ? (
                <Group gap="xs">
                  <Button
                    size="xs"
                    onClick={() => makeMember(row)}
                    loading={convert.isPending && convert.variables === row.email}
                    aria-label={`Make ${fullNameOf(row)} a member`}
                  >
                    Make member
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    onClick={() => {
                      remove.reset();
                      setRemoving(row);
                    }}
                    aria-label={`Remove visitor ${fullNameOf(row)}`}
                  >
                    Remove
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Paper>
        ))}
      </Stack>
      {visitors.hasNextPage ? (
        <Button variant="default" onClick={() => visitors.fetchNextPage()} loading={visitors.isFetchingNextPage}>
          Load more visitors
        </Button>
      ) : null}
      <ConfirmModal
        opened={removing !== null}
        title="Remove visitor"
        confirmLabel="Remove visitor"
        onClose={() => setRemoving(null)}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: ({ message }) => {
              notifySuccess(message);
              setRemoving(null);
            },
          })
        }
      >
        {removing
          ? `Remove ${fullNameOf(removing)} from this club's visitors? Their Fairplay account stays; a visitor who is on bookings is kept.`
          : ''}
      </ConfirmModal>
    </Stack>
  );
}
