import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { formatCents } from '@fairplay/domain';
import type { MemberSubscription, Plan } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { usePlanSubscriptions, useSubscriptionAction } from '../api/usePlans';
import { formatInZone, resumeInstantOf } from '../model/dates';

const pausable = (row: MemberSubscription) =>
  (row.status === 'active' || row.status === 'trialing') && row.pause_collection === null && !row.plan.one_time;

/**
 * A plan's live subscribers: staff tick many (or all) and pause them until a date, for a closure, or resume them
 * early. One call pauses all the ticked ones together: each next billing date moves by the paused time.
 */
export function PlanSubscribersModal({
  plan,
  timeZone,
  onClose,
}: {
  plan: Plan;
  timeZone: string;
  onClose: () => void;
}) {
  const subscribers = usePlanSubscriptions(plan.id);
  const action = useSubscriptionAction();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [resumesOn, setResumesOn] = useState('');
  const rows = subscribers.data ?? [];
  const chosen = rows.filter((row) => picked.has(row.id));
  const toPause = chosen.filter(pausable);
  const toResume = chosen.filter((row) => row.pause_collection !== null);
  const allPicked = rows.length > 0 && rows.every((row) => picked.has(row.id));

  const toggle = (id: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const run = (kind: 'pause' | 'resume', ids: number[]) =>
    action.mutate(
      {
        action: kind,
        body:
          kind === 'pause'
            ? { subscription_ids: ids, resumes_at: resumeInstantOf(resumesOn) }
            : { subscription_ids: ids },
      },
      {
        onSuccess: (result) => {
          notifySuccess(`${result.message} (${ids.length})`);
          setPicked(new Set());
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={`Subscribers of ${plan.nickname}`} size="xl">
      <Stack gap="sm">
        {subscribers.isPending ? <BusyIndicator label="Loading subscribers" /> : null}
        <ErrorAlert message={subscribers.isError ? errorMessage(subscribers.error) : null} live={false} />
        {subscribers.data && rows.length === 0 ? <Text c="dimmed">No live subscriptions.</Text> : null}
        {rows.length > 0 ? (
          <div style={{ overflowX: 'auto' }}>
            <Table aria-label={`Subscribers of ${plan.nickname}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Checkbox
                      aria-label="Select all subscribers"
                      checked={allPicked}
                      indeterminate={picked.size > 0 && !allPicked}
                      onChange={(event) =>
                        setPicked(event.currentTarget.checked ? new Set(rows.map((row) => row.id)) : new Set())
                      }
                    />
                  </Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Next charge</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${row.member_name}`}
                        checked={picked.has(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{row.member_name}</Table.Td>
                    <Table.Td>
                      {row.pause_collection ? (
                        <Badge color="yellow">
                          Paused until {formatInZone(row.pause_collection.resumes_at, timeZone)}
                        </Badge>
                      ) : (
                        <Badge color={row.status === 'incomplete' ? 'orange' : 'green'}>{row.status}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {row.next_charge
                        ? `${formatCents(row.next_charge.amount, row.currency)} on ${formatInZone(row.next_charge.date, timeZone)}`
                        : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        ) : null}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Resume on"
            description="Billing dates move by the paused time."
            value={resumesOn}
            onChange={(event) => setResumesOn(event.currentTarget.value)}
          />
          <Button
            disabled={toPause.length === 0 || !resumesOn || action.isPending}
            loading={action.isPending && action.variables?.action === 'pause'}
            onClick={() =>
              run(
                'pause',
                toPause.map((row) => row.id),
              )
            }
          >
            Pause {toPause.length} selected
          </Button>
          <Button
            variant="light"
            disabled={toResume.length === 0 || action.isPending}
            loading={action.isPending && action.variables?.action === 'resume'}
            onClick={() =>
              run(
                'resume',
                toResume.map((row) => row.id),
              )
            }
          >
            Resume {toResume.length} selected
          </Button>
        </Group>
        {chosen.length > toPause.length + toResume.length ? (
          <Text size="sm" c="dimmed">
            Subscriptions awaiting a card cannot be paused; they are left out.
          </Text>
        ) : null}
        <ErrorAlert message={action.isError ? errorMessage(action.error) : null} />
      </Stack>
    </Modal>
  );
}
