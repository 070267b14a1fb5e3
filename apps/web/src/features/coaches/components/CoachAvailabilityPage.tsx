import { Alert, Button, Card, Container, Group, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CoachAvailability, CoachAvailabilityBody } from '@fairplay/contracts';
import {
  addMonthsToDate,
  COACH_MESSAGES,
  formatCalendarDate,
  formatClock,
  isCoachType,
  zonedDayBounds,
} from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { notifyError, notifySuccess } from '../../../ui/notify';
import {
  useAvailabilityChoices,
  useCoachAvailabilities,
  useDeleteAvailability,
  useSaveAvailability,
} from '../api/useCoaches';
import { clubToday, money } from '../model/club-time';
import { BlockTimeForm } from './BlockTimeForm';
import { CoachAvailabilityForm } from './CoachAvailabilityForm';
import { CoachSchedule } from './CoachSchedule';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * /private/coach-availability: when a coach teaches private lessons (spec 2 "coach availability form and list"),
 * their blocked time and their own schedule. Staff with lesson update pick any coach; a coach manages their own.
 */
export function CoachAvailabilityPage() {
  const user = useCurrentUser();
  const business = user.business!;
  const timeZone = business.timezone;
  const ownOnly = isCoachType(user.member_type?.key);
  const choices = useAvailabilityChoices();
  const [picked, setPicked] = useState<number | null>(ownOnly ? user.id : null);
  const coachId = ownOnly ? user.id : (picked ?? choices.coaches.data?.[0]?.coach_id ?? user.id);
  const today = clubToday(timeZone);
  const [search] = useSearchParams();
  // ?date=YYYY-MM-DD opens the schedule on that day (links from elsewhere); else today in the club's zone.
  const wanted = search.get('date');
  const scheduleFrom = wanted && /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? wanted : today;
  // The list looks back 13 months (spec 2 section 9) and a year ahead.
  const filters = {
    startDate: zonedDayBounds(addMonthsToDate(today, -13), timeZone).start.toISOString(),
    endDate: zonedDayBounds(addMonthsToDate(today, 12), timeZone).end.toISOString(),
    coach_id: coachId,
  };
  const list = useCoachAvailabilities(filters);
  const save = useSaveAvailability();
  const remove = useDeleteAvailability();
  const [editing, setEditing] = useState<CoachAvailability | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (body: CoachAvailabilityBody) => {
    setProblem(null);
    save.mutate(
      { id: editing && editing !== 'new' ? editing.id : null, body },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          setEditing(null);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };
  const coaches = (choices.coaches.data ?? []).map((c) => ({ value: String(c.coach_id), label: c.coach_name }));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            Coach availability
          </Title>
          <Button onClick={() => setEditing('new')}>New availability</Button>
        </Group>
        {ownOnly ? null : (
          <Select
            label="Coach"
            data={coaches}
            value={String(coachId)}
            allowDeselect={false}
            onChange={(value) => value && setPicked(Number(value))}
            maw={320}
          />
        )}
        {list.isLoading ? <BusyIndicator label={COACH_MESSAGES.loading} /> : null}
        {list.isError ? <Alert color="red">{errorMessage(list.error)}</Alert> : null}
        {list.data && list.data.length === 0 ? <Text c="dimmed">{COACH_MESSAGES.empty}</Text> : null}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Availabilities">
          {(list.data ?? []).map((item) => (
            <li key={item.id}>
              <Card withBorder padding="sm">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600}>{item.note}</Text>
                    <Text size="sm">
                      {item.lesson_type_name} ·{' '}
                      {item.settings.map((row) => describeRow(row, business.am_pm)).join('; ')}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {formatCalendarDate(item.start_date)} to {formatCalendarDate(item.ends_on)} ·{' '}
                      {money(item.settings[0]?.price ?? 0)} an hour
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setEditing(item)}
                      aria-label={`Edit ${item.note}`}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={`Delete ${item.note}`}
                      onClick={() => {
                        if (!window.confirm(COACH_MESSAGES.confirmDelete)) return;
                        remove.mutate(item.id, {
                          onSuccess: (result) => notifySuccess(result.message),
                          onError: (error) => notifyError(error),
                        });
                      }}
                    >
                      Delete
                    </Button>
                  </Group>
                </Group>
              </Card>
            </li>
          ))}
        </Stack>
        <BlockTimeForm coachId={coachId} timeZone={timeZone} today={today} />
        <CoachSchedule coachId={coachId} timeZone={timeZone} amPm={business.am_pm} today={today} start={scheduleFrom} />
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Coach availability" size="lg">
        {editing !== null ? (
          <CoachAvailabilityForm
            coachId={coachId}
            today={today}
            existing={editing === 'new' ? null : editing}
            saving={save.isPending}
            problem={problem}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Container>
  );
}

function describeRow(row: { days: number[]; start_time: string; end_time: string }, amPm: boolean): string {
  const days = row.days.length === 0 ? 'Every day' : row.days.map((day) => WEEKDAYS[day]).join(', ');
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const end = row.end_time === '00:00' ? 1440 : minutes(row.end_time);
  return `${days} ${formatClock(minutes(row.start_time), amPm)} – ${formatClock(end, amPm)}`;
}
