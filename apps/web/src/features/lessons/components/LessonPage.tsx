import { Alert, Anchor, Badge, Button, Checkbox, Container, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useCancelPlace, useLessonDetail, useUpdateOccurrence } from '../api/useLessons';
import { clubClock, clubDayLabel } from '../model/lesson-time';
import { LessonCard } from './LessonCard';

const STATUS_LABELS = { booked: 'Booked', waitlist: 'Waitlist', cancelled: 'Cancelled' } as const;

/**
 * /private/lesson/{llid}, and /private/lesson/{id}?family= by the lesson's own id (spec 2; issue 26 point 4: the
 * `family` parameter marks the lesson-id form, which opens the date in progress or the next): one lesson time. Staff see its roster (attendance, cancel a place), its waitlist in order
 * and its cancellations; members see the lesson and their own and their family's places.
 */
export function LessonPage() {
  const user = useCurrentUser();
  const pathId = Number(useParams().id);
  const [search] = useSearchParams();
  const business = user.business!;
  const manages = can(user.member_type?.roles, 'lesson', 'update');
  const detail = useLessonDetail(pathId, search.has('family') ? 'lesson' : 'appointment');
  // The date's own appointment id (llid), which the roster's calls take whichever form the address had.
  const id = detail.data?.appointment_id ?? pathId;
  const cancel = useCancelPlace();
  const update = useUpdateOccurrence();
  if (detail.isLoading) return <BusyIndicator label="Loading the lesson" />;
  if (detail.isError || !detail.data)
    return (
      <Container size="lg" py="xl">
        <Alert color="red" variant="light">
          {errorMessage(detail.error)}
        </Alert>
        <Anchor component={Link} to="/private/lessons/-1">
          Back to lessons
        </Anchor>
      </Container>
    );
  const lesson = detail.data;
  const roster = lesson.roster;
  const mark = (bookingId: number, attended: boolean) =>
    update.mutate(
      { llid: id, body: { attendance: [{ booking_id: bookingId, attended }] } },
      { onError: (error) => notifyError(error) },
    );
  const cancelFor = (userId: number) =>
    cancel.mutate(
      { id, userId },
      { onSuccess: (result) => notifySuccess(result.message), onError: (error) => notifyError(error) },
    );
  const section = (status: 'booked' | 'waitlist' | 'cancelled', heading: string) => {
    const rows = roster.filter((place) => place.status === status);
    return (
      <Stack gap="xs">
        <Title order={2} size="h4">
          {heading} ({rows.length})
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nobody.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={320}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{status === 'waitlist' ? 'In line' : 'Name'}</Table.Th>
                  <Table.Th>Status</Table.Th>
                  {manages && status === 'booked' ? <Table.Th>Attended</Table.Th> : null}
                  {status !== 'cancelled' ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((place, index) => (
                  <Table.Tr key={place.id}>
                    <Table.Td>
                      {status === 'waitlist' ? `${index + 1}. ` : ''}
                      {place.full_name}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{STATUS_LABELS[place.status]}</Badge>
                    </Table.Td>
                    {manages && status === 'booked' ? (
                      <Table.Td>
                        <Checkbox
                          aria-label={`${place.full_name} attended`}
                          checked={place.attended === true}
                          onChange={(event) => mark(place.id, event.currentTarget.checked)}
                        />
                      </Table.Td>
                    ) : null}
                    {status !== 'cancelled' ? (
                      <Table.Td>
                        <Button size="xs" variant="default" onClick={() => cancelFor(place.user_id)}>
                          Cancel place of {place.full_name}
                        </Button>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    );
  };
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={`/private/lessons/${lesson.lesson.lesson_type_id}`}>
          ‹ Lessons
        </Anchor>
        <Title order={1} size="h2">
          {lesson.lesson.description || lesson.lesson.lesson_type_name}
        </Title>
        <Text>
          {clubDayLabel(lesson.start, business.timezone)}, {clubClock(lesson.start, business.timezone, business.am_pm)}{' '}
          – {clubClock(lesson.end, business.timezone, business.am_pm)}
        </Text>
        <LessonCard
          occurrence={lesson}
          timeZone={business.timezone}
          amPm={business.am_pm}
          showWaitlist={business.show_waitlist}
        />
        {section('booked', manages ? 'Roster' : 'Your places')}
        {section('waitlist', 'Waitlist')}
        {manages ? section('cancelled', 'Cancellations') : null}
      </Stack>
    </Container>
  );
}
