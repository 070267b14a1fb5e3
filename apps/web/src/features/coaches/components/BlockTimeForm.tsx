import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { blockRangeIssue, zonedWallTimeToUtc } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useBlockTime, useCoachBlocks } from '../api/useCoaches';
import { clubClock, daysRange } from '../model/club-time';

/** Block coach availability (spec 2): a range the coach does not teach, shown red; unblock frees it again. */
export function BlockTimeForm({ coachId, timeZone, today }: { coachId: number; timeZone: string; today: string }) {
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState('12:00');
  const [to, setTo] = useState('13:00');
  const [error, setError] = useState<string | null>(null);
  const change = useBlockTime();
  const upcoming = useCoachBlocks(coachId, daysRange(today, 28, timeZone), true);

  const send = (block: boolean) => {
    const start = zonedWallTimeToUtc(date, from, timeZone);
    const end = zonedWallTimeToUtc(date, to, timeZone);
    const issue = blockRangeIssue(start, end);
    if (issue) return setError(issue);
    setError(null);
    change.mutate(
      { block, body: { startDate: start.toISOString(), endDate: end.toISOString(), coach_id: coachId } },
      { onSuccess: (result) => notifySuccess(result.message), onError: (e) => setError(errorMessage(e)) },
    );
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Block time
        </Title>
        <Group wrap="wrap" align="end" gap="sm">
          <TextInput label="Block date" type="date" value={date} onChange={(e) => setDate(e.currentTarget.value)} />
          <TextInput label="Block from" type="time" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput label="Block to" type="time" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button color="red" variant="light" onClick={() => send(true)} loading={change.isPending}>
            Block
          </Button>
          <Button variant="default" onClick={() => send(false)} loading={change.isPending}>
            Unblock
          </Button>
        </Group>
        {error ? (
          <Alert color="red" variant="light" title="Error">
            {error}
          </Alert>
        ) : null}
        <Text size="sm" fw={600}>
          Blocked in the next four weeks
        </Text>
        {upcoming.data && upcoming.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nothing blocked.
          </Text>
        ) : null}
        <List size="sm" aria-label="Blocked time">
          {(upcoming.data ?? []).map((block) => (
            <List.Item key={block.id}>
              {block.start.slice(0, 10)} {clubClock(block.start, timeZone, false)}-
              {clubClock(block.end, timeZone, false)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
