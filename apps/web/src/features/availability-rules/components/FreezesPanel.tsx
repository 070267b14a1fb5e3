import { Button, Center, Group, Modal, Pagination, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import type { Freeze } from '@fairplay/contracts';
import { formatClubDateTimeRange, FREEZE_LIMITS, FREEZE_MESSAGES } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useFreezeList, useUnfreeze } from '../api/useFreezes';
import { FreezeForm } from './FreezeForm';
import { useCurrentUser } from '../../../api/session';

interface FreezesPanelProps {
  opened: boolean;
  timeZone: string;
  courts: { id: number; name: string }[];
}

/**
 * The club's freezes (spec 2 "Freeze list and add-freeze form"): courts closed for some times, 30 a page, each
 * unfrozen after "Are you sure to unfreeze the freezed days ?"; "Freeze courts" opens the add-freeze form.
 */
export function FreezesPanel({ opened, timeZone, courts }: FreezesPanelProps) {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [unfreezing, setUnfreezing] = useState<Freeze | null>(null);
  const list = useFreezeList((page - 1) * FREEZE_LIMITS.pageSize, opened);
  const unfreeze = useUnfreeze();
  const user = useCurrentUser();
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / FREEZE_LIMITS.pageSize));
  return (
    <Stack gap="sm">
      {adding ? (
        <FreezeForm user={user} timeZone={timeZone} courts={courts} onDone={() => setAdding(false)} />
      ) : (
        <Button variant="light" color="red" onClick={() => setAdding(true)}>
          Freeze courts
        </Button>
      )}
      {list.isPending ? (
        <Center py="md">
          <BusyIndicator label="Loading freezes" />
        </Center>
      ) : null}
      <ErrorAlert live={false} message={list.isError ? errorMessage(list.error) : null} />
      {list.data?.rows.length === 0 ? <Text c="dimmed">No frozen days.</Text> : null}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Freezes">
        {list.data?.rows.map((freeze) => (
          <Group
            key={freeze.id}
            component="li"
            gap="xs"
            wrap="nowrap"
            justify="space-between"
            data-freeze-id={freeze.id}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', paddingBottom: 6 }}
          >
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} truncate="end">
                {freeze.note}
              </Text>
              <Text size="xs" c="dimmed">
                {freeze.courts.map((court) => court.name).join(', ')}
              </Text>
              {freeze.sports.length + freeze.filters.length > 0 ? (
                <Text size="xs" c="dimmed">
                  Only {[...freeze.sports, ...freeze.filters].map((item) => item.name).join(', ')}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {formatClubDateTimeRange(freeze.start, freeze.end, timeZone, user.business?.am_pm ?? true)}
                {freeze.ranges.length > 1 ? ` · ${freeze.ranges.length} times` : ''}
                {freeze.cancelled > 0
                  ? ` · ${freeze.cancelled} booking${freeze.cancelled === 1 ? '' : 's'} cancelled`
                  : ''}
              </Text>
            </Stack>
            <Button size="xs" variant="subtle" color="red" onClick={() => setUnfreezing(freeze)}>
              Unfreeze<VisuallyHidden> {freeze.note}</VisuallyHidden>
            </Button>
          </Group>
        ))}
      </Stack>
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} siblings={2} /> : null}
      <Modal opened={unfreezing !== null} onClose={() => setUnfreezing(null)} title="Unfreeze" centered>
        <Stack>
          <Text>{FREEZE_MESSAGES.confirmUnfreeze}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setUnfreezing(null)}>
              No
            </Button>
            <Button
              color="red"
              loading={unfreeze.isPending}
              onClick={() =>
                unfreeze.mutate(unfreezing!.id, {
                  onSuccess: (result) => {
                    notifySuccess(result.message);
                    setUnfreezing(null);
                  },
                  onError: (error) => notifyError(error),
                })
              }
            >
              Yes, unfreeze
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
