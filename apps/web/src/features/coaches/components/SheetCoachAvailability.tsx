import { Group, Select, Switch, Text } from '@mantine/core';
import type { CoachAvailabilityEvent } from '@fairplay/contracts';
import { COACH_MESSAGES } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { useCoachList, useCoachListing } from '../api/useCoaches';
import { daysRange } from '../model/club-time';

/** What the court sheet's coach availability filter asks for (spec 2 section 2, left panel). */
export interface CoachAvailabilityChoice {
  shown: boolean;
  coachId: number | null;
  lessonTypeId: number | null;
}

export const NO_COACH_AVAILABILITY: CoachAvailabilityChoice = { shown: false, coachId: null, lessonTypeId: null };

/**
 * The coaches' free and blocked times of one club-local day as `coach_availability` events (POST
 * appointment/listing-coach), with the lesson types' session lengths. Staff see every coach's times (a coach their
 * own); members only once they picked a coach and a lesson type ("Select all mandatory filters.").
 */
export function useSheetCoachAvailability(date: string, choice: CoachAvailabilityChoice) {
  const user = useCurrentUser();
  const business = user.business!;
  const customer = user.user_type === 'nbu';
  const range = daysRange(date, 1, business.timezone);
  const ready = choice.shown && (!customer || (choice.coachId !== null && choice.lessonTypeId !== null));
  const listing = useCoachListing(
    {
      startDate: range.start,
      endDate: range.end,
      coach_id: choice.coachId,
      lesson_type_id: choice.lessonTypeId,
    },
    ready,
  );
  const coaches = useCoachList(business.id, range);
  const lengthsOf = (window: CoachAvailabilityEvent) => {
    const type = coaches.data
      ?.find((coach) => coach.id === window.coach_id)
      ?.lesson_types.find((t) => t.id === window.lesson_type_id);
    return { minMinutes: type?.min_minutes ?? 60, maxMinutes: type?.max_minutes ?? null };
  };
  return { windows: ready ? (listing.data ?? []) : [], ready, isFetching: listing.isFetching, lengthsOf };
}

/**
 * The sheet's coach availability filter: a switch that draws coaches' times in yellow (red when blocked); members
 * also choose the coach and the lesson type, both mandatory.
 */
export function CoachAvailabilityFilter({
  date,
  value,
  onChange,
}: {
  date: string;
  value: CoachAvailabilityChoice;
  onChange: (choice: CoachAvailabilityChoice) => void;
}) {
  const user = useCurrentUser();
  const business = user.business!;
  const customer = user.user_type === 'nbu';
  const coaches = useCoachList(business.id, daysRange(date, 1, business.timezone));
  const coach = (coaches.data ?? []).find((c) => c.id === value.coachId);
  const { windows, ready } = useSheetCoachAvailability(date, value);
  let hint: string | null = null;
  if (value.shown && customer && !ready) hint = COACH_MESSAGES.customerNotice;
  else if (value.shown && ready && windows.length === 0)
    hint = customer ? COACH_MESSAGES.empty : COACH_MESSAGES.staffNotice;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Switch
        label="Coach availability"
        checked={value.shown}
        onChange={(event) => onChange({ ...value, shown: event.currentTarget.checked })}
        mb={6}
      />
      {value.shown && customer ? (
        <>
          <Select
            label="Coach"
            placeholder="Choose a coach"
            data={(coaches.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={value.coachId === null ? null : String(value.coachId)}
            onChange={(id) => onChange({ ...value, coachId: id ? Number(id) : null, lessonTypeId: null })}
            required
            miw={180}
          />
          <Select
            label="Lesson type"
            placeholder="Choose a lesson type"
            data={(coach?.lesson_types ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
            value={value.lessonTypeId === null ? null : String(value.lessonTypeId)}
            onChange={(id) => onChange({ ...value, lessonTypeId: id ? Number(id) : null })}
            required
            miw={180}
          />
        </>
      ) : null}
      {hint ? (
        <Text size="sm" c="dimmed" mb={6}>
          {hint}
        </Text>
      ) : null}
    </Group>
  );
}
