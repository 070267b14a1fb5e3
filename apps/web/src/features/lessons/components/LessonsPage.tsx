import { Alert, Button, Container, Group, Modal, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import type { LessonBody } from '@fairplay/contracts';
import { can, lessonServerProblem, utcToZonedParts } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { notifySuccess } from '../../../ui/notify';
import { useAddLesson, useLessonChoices, useLessonDay } from '../api/useLessons';
import { clubToday, dayRange, shiftDay } from '../model/lesson-time';
import { ConflictDialog, type LessonConflict } from './ConflictDialog';
import { LessonCard } from './LessonCard';
import { LessonForm } from './LessonForm';
import { PrivateSessionPanel } from '../../coaches';

/**
 * /private/lessons/{typeId} (-1: all service types): a day of lessons, clinics and camps with filters. Staff with
 * lesson update create lessons; members book and cancel their places (or join the waitlist).
 */
export function LessonsPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const params = useParams();
  const typeId = Number(params.typeId ?? -1) || -1;
  const business = user.business!;
  const timeZone = business.timezone;
  const manages = can(user.member_type?.roles, 'lesson', 'update');
  const [search] = useSearchParams();
  // ?date=YYYY-MM-DD opens that day (links from elsewhere); else today in the club's zone.
  const [date, setDate] = useState(() => {
    const wanted = search.get('date');
    return wanted && /^\d{4}-\d{2}-\d{2}$/.test(wanted) ? wanted : clubToday(timeZone);
  });
  const [online, setOnline] = useState(false);
  const [camps, setCamps] = useState(false);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [conflicts, setConflicts] = useState<{ body: LessonBody; list: LessonConflict[] } | null>(null);
  const choices = useLessonChoices(false);
  const filters = {
    typeId,
    coach: [],
    recurrence: null,
    online: online ? true : null,
    camps: camps ? true : null,
    family: null,
    front: false,
  };
  const day = useLessonDay(business.id, dayRange(date, timeZone), filters);
  const add = useAddLesson();

  const save = (body: LessonBody) => {
    setProblem(null);
    add.mutate(body, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        setCreating(false);
        setConflicts(null);
        setDate(body.start_time ? dateOf(body.start_time, timeZone) : date);
      },
      onError: (error) => {
        const list =
          (error instanceof ApiError && error.status === 409
            ? (error.payload as { conflicts?: LessonConflict[] } | null)?.conflicts
            : undefined) ?? null;
        if (list && list.length > 0) setConflicts({ body, list });
        else
          setProblem(
            error instanceof ApiError
              ? lessonServerProblem(
                  error.message,
                  error.fieldErrors.map((e) => e.field),
                )
              : errorMessage(error),
          );
      },
    });
  };

  const types = [{ value: '-1', label: 'All service types' }].concat(
    (choices.types.data ?? []).map((type) => ({ value: String(type.id), label: type.display_name })),
  );
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Lessons
          </Title>
          {manages ? (
            <Button
              onClick={() => {
                setProblem(null);
                setCreating(true);
              }}
            >
              New lesson
            </Button>
          ) : null}
        </Group>
        <Group wrap="wrap" gap="sm" align="end">
          <Button variant="default" onClick={() => setDate(shiftDay(date, -1))} aria-label="Previous day">
            ‹
          </Button>
          <TextInput
            label="Day"
            type="date"
            value={date}
            onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
          />
          <Button variant="default" onClick={() => setDate(shiftDay(date, 1))} aria-label="Next day">
            ›
          </Button>
          <Select
            label="Service type"
            data={types}
            value={String(typeId)}
            allowDeselect={false}
            onChange={(value) => navigate(`/private/lessons/${value ?? -1}`)}
          />
          <Switch label="Online only" checked={online} onChange={(e) => setOnline(e.currentTarget.checked)} />
          <Switch label="Camps only" checked={camps} onChange={(e) => setCamps(e.currentTarget.checked)} />
        </Group>
        <PrivateSessionPanel date={date} />
        {manages ? (
          <Group>
            <Button component={Link} to="/private/coach-availability" variant="light">
              Coach availability
            </Button>
          </Group>
        ) : null}
        {day.isLoading ? <BusyIndicator label="Loading lessons" /> : null}
        {day.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(day.error)}
          </Alert>
        ) : null}
        {day.data && day.data.length === 0 ? (
          <Text c="dimmed">
            There are no lessons on this day.{' '}
            {manages
              ? 'Try another day with the arrows, or add one with New lesson.'
              : 'Try another day with the arrows.'}
          </Text>
        ) : null}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(day.data ?? []).map((occurrence) => (
            <li key={occurrence.appointment_id}>
              <LessonCard
                occurrence={occurrence}
                timeZone={timeZone}
                amPm={business.am_pm}
                showWaitlist={business.show_waitlist}
              />
            </li>
          ))}
        </Stack>
      </Stack>
      <Modal opened={creating} onClose={() => setCreating(false)} title="New lesson" size="lg">
        {creating ? (
          <LessonForm
            timeZone={timeZone}
            date={date}
            typeId={typeId}
            saving={add.isPending}
            problem={problem}
            onSubmit={save}
            onCancel={() => setCreating(false)}
          />
        ) : null}
      </Modal>
      <ConflictDialog
        conflicts={conflicts?.list ?? null}
        timeZone={timeZone}
        onSkip={() => conflicts && save({ ...conflicts.body, force: true })}
        onCancel={() => setConflicts(null)}
      />
    </Container>
  );
}

function dateOf(iso: string, timeZone: string): string {
  return utcToZonedParts(new Date(iso), timeZone).date;
}
