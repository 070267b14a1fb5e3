import { Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CoachAvailabilityEvent } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { useCoachList, useCoachListing } from '../api/useCoaches';
import { clubClock, daysRange, money } from '../model/club-time';
import { SessionBookingDialog } from './SessionBookingDialog';

/**
 * The private session filter panel and its free times (spec 2 "Private session search"): coach and lesson type are
 * mandatory; the coach's free times that day show in yellow, and one opens the booking dialog.
 */
export function PrivateSessionPanel({ date }: { date: string }) {
  const user = useCurrentUser();
  const business = user.business!;
  const timeZone = business.timezone;
  const customer = user.user_type === 'nbu';
  const range = daysRange(date, 1, timeZone);
  const coaches = useCoachList(business.id, range);
  const [coachId, setCoachId] = useState<string | null>(null);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<CoachAvailabilityEvent | null>(null);
  const coach = (coaches.data ?? []).find((c) => String(c.id) === coachId);
  const ready = coachId !== null && typeId !== null;
  const listing = useCoachListing(
    {
      startDate: range.start,
      endDate: range.end,
      coach_id: coachId ? Number(coachId) : null,
      lesson_type_id: typeId ? Number(typeId) : null,
    },
    ready,
  );
  const free = (listing.data ?? []).filter((event) => !event.block);
  const type = coach?.lesson_types.find((t) => String(t.id) === typeId);
  // One notice at a time: staff with no coaches yet and staff who have not chosen one are told the same thing once.
  const noCoaches = coaches.data?.length === 0;
  const notice = customer
    ? noCoaches
      ? COACH_MESSAGES.empty
      : !ready
        ? COACH_MESSAGES.customerNotice
        : null
    : noCoaches || !ready
      ? COACH_MESSAGES.staffNotice
      : null;

  return (
    <Card withBorder padding="md" component="section" aria-label="Private sessions">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Private sessions
        </Title>
        <Group wrap="wrap" gap="sm" align="end">
          <Select
            label="Coach"
            placeholder="Choose a coach"
            data={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={coachId}
            onChange={(value) => {
              setCoachId(value);
              setTypeId(null);
            }}
            required
          />
          <Select
            label="Lesson type"
            placeholder="Choose a lesson type"
            data={(coach?.lesson_types ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={typeId}
            onChange={setTypeId}
            required
          />
        </Group>
        {notice ? (
          <Text size="sm" c="dimmed">
            {notice}
          </Text>
        ) : null}
        {ready && listing.isLoading ? <BusyIndicator label={COACH_MESSAGES.loading} /> : null}
        {listing.isError ? <Alert color="red">{errorMessage(listing.error)}</Alert> : null}
        {ready && listing.data && free.length === 0 ? <Text size="sm">{COACH_MESSAGES.empty}</Text> : null}
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Free times">
          {free.map((event) => (
            <li key={`${event.court_id}-${event.start}`}>
              <Group
                justify="space-between"
                wrap="wrap"
                gap="xs"
                p="xs"
                style={{ background: '#fff3bf', borderRadius: 6, borderLeft: `4px solid ${event.color}` }}
              >
                <Text size="sm">
                  {clubClock(event.start, timeZone, business.am_pm)}-{clubClock(event.end, timeZone, business.am_pm)}
                  {' · '}
                  {courtName(event)} · {money(event.price_per_hour)} / {event.point_per_hour} points an hour
                </Text>
                <Button
                  size="xs"
                  onClick={() => setChosen(event)}
                  aria-label={`Book ${clubClock(event.start, timeZone, business.am_pm)} ${courtName(event)}`}
                >
                  Book
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      {chosen && type ? (
        <SessionBookingDialog
          window={chosen}
          minMinutes={type.min_minutes}
          maxMinutes={type.max_minutes}
          onClose={() => setChosen(null)}
        />
      ) : null}
    </Card>
  );
}

function courtName(event: CoachAvailabilityEvent): string {
  return event.court_name || `Court ${event.court_id}`;
}
