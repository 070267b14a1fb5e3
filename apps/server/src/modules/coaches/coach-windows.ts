// Finding private sessions (spec 2 "Private session search", the price and the booking): the free windows of
// coach availabilities, computed by @fairplay/domain's coachWindows from the busy times loaded here.
import type { CoachAvailabilityEvent } from '@fairplay/contracts';
import {
  COACH_LIMITS,
  COACH_MESSAGES,
  coachWindows,
  sessionLengthIssue,
  utcToZonedParts,
  type BookingPerson,
  type CoachWindow,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import { coachBusyTimes, courtBusyTimes } from '../appointments/index.js';
import { namesOf } from '../clubs/index.js';
import { listServiceTypes } from '../service-types/index.js';
import { ruleOf } from './coach-availability.js';
import type { CoachViewer } from './coach-access.js';
import { availabilitiesBetween, blocksBetween } from './coaches.repository.js';
import type { CoachesNeeds } from './ports.js';

export interface WindowSearch {
  from: Date;
  to: Date;
  coachId: number | null;
  lessonTypeId: number | null;
  courtId: number | null;
  facilityGroupId: number | null;
  /** The member the times are for (who-can-book, advance, buffer); null: staff see every free time. */
  person: BookingPerson | null;
}

export type LessonTypes = Awaited<ReturnType<typeof lessonTypesOf>>;

export async function lessonTypesOf(scope: TenantScope) {
  const [listed, hidden] = await Promise.all([listServiceTypes(scope, false), listServiceTypes(scope, true)]);
  return new Map([...listed, ...hidden].map((type) => [type.id, type]));
}

/** A window's checks: an end after its start and at most a month long. */
export function requireWindow(from: Date, to: Date): void {
  if (!(to > from)) throw fieldError('endDate', COACH_MESSAGES.invalidRange);
  if (to.getTime() - from.getTime() > COACH_LIMITS.searchDaysMax * 86_400_000)
    throw fieldError('endDate', COACH_MESSAGES.searchTooLong);
}

/** The free (and for staff blocked) windows in the search, with the lesson types they are of. */
export async function findWindows(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  search: WindowSearch,
  now: Date,
): Promise<{ windows: CoachWindow[]; types: LessonTypes; courtNames: Map<number, string> }> {
  const zone = viewer.member.business.timezone;
  const [rows, types] = await Promise.all([
    availabilitiesBetween(
      scope,
      utcToZonedParts(new Date(search.from.getTime() - 86_400_000), zone).date,
      utcToZonedParts(search.to, zone).date,
      { coachId: search.coachId, serviceTypeId: search.lessonTypeId },
    ),
    lessonTypesOf(scope),
  ]);
  if (rows.length === 0) return { windows: [], types, courtNames: new Map() };
  const courtIds = [...new Set(rows.flatMap((row) => row.courtIds))].filter(
    (id) => search.courtId === null || id === search.courtId,
  );
  const courts = (await needs.findCourts(scope, courtIds)).filter(
    (court) => search.facilityGroupId === null || court.facilityGroupId === search.facilityGroupId,
  );
  const open = new Set(courts.map((court) => court.id));
  const coachIds = [...new Set(rows.map((row) => row.coachId))];
  const window = { from: search.from, to: search.to };
  // The courts' and the coaches' busy times and the blocks are independent: asked side by side.
  const [courtBusy, coachBusy, blockRows] = await Promise.all([
    courtBusyTimes(scope, [...open], window),
    coachBusyTimes(scope, coachIds, window),
    blocksBetween(scope, coachIds, search.from, search.to),
  ]);
  const blocks = new Map<number, { start: Date; end: Date }[]>();
  for (const block of blockRows)
    blocks.set(block.coachId, [...(blocks.get(block.coachId) ?? []), { start: block.startsAt, end: block.endsAt }]);
  const windows = rows.flatMap((row) => {
    const type = types.get(row.serviceTypeId);
    const rule = ruleOf(row);
    rule.court_ids = rule.court_ids.filter((id) => open.has(id));
    return coachWindows({
      availabilities: [rule],
      timeZone: zone,
      from: search.from,
      to: search.to,
      now,
      blocks,
      coachBusy,
      courtBusy,
      minMinutes:
        type?.isMinMaxEnabled && type.minListDuration ? type.minListDuration : COACH_LIMITS.defaultSessionMinutes,
      person: search.person,
    });
  });
  windows.sort((a, b) => a.start.getTime() - b.start.getTime() || a.court_id - b.court_id);
  return { windows, types, courtNames: new Map(courts.map((court) => [court.id, court.name])) };
}

const FREE_COLOR = '#fcc419';
const BLOCKED_COLOR = '#fa5252';

/** The windows as court-sheet events: yellow when free, red when blocked. */
export async function eventsOf(
  scope: TenantScope,
  windows: CoachWindow[],
  types: LessonTypes,
  courtNames: Map<number, string>,
): Promise<CoachAvailabilityEvent[]> {
  const names = await namesOf(
    scope,
    windows.map((window) => window.coach_id),
  );
  return windows.map((window) => ({
    id: window.availability_id,
    type: 'coach_availability',
    group_id: window.availability_id,
    resourceId: window.court_id,
    court_id: window.court_id,
    court_name: courtNames.get(window.court_id) ?? '',
    coach_id: window.coach_id,
    coach_name: names.get(window.coach_id) ?? '',
    lesson_type_id: window.lesson_type_id,
    lesson_type_name: types.get(window.lesson_type_id)?.displayName ?? '',
    sport_id: window.sport_id,
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    start_time: window.start.toISOString(),
    end_time: window.end.toISOString(),
    range_start_time: window.range_start.toISOString(),
    range_end_time: window.range_end.toISOString(),
    block: window.blocked,
    status: window.blocked ? 'disabled' : 'default',
    color: window.blocked ? BLOCKED_COLOR : FREE_COLOR,
    book_pay_type: window.book_pay_type,
    price_per_hour: window.price_per_hour,
    point_per_hour: window.point_per_hour,
  }));
}

/** The session's length within its lesson type's limits, else 400 on endDate. */
export function requireLength(types: LessonTypes, lessonTypeId: number, start: Date, end: Date, field = 'endDate') {
  if (!(end > start)) throw fieldError(field, COACH_MESSAGES.invalidRange);
  const type = types.get(lessonTypeId);
  const issue = sessionLengthIssue((end.getTime() - start.getTime()) / 60_000, {
    isMinMaxEnabled: type?.isMinMaxEnabled ?? false,
    minListDuration: type?.minListDuration ?? null,
    maxListDuration: type?.maxListDuration ?? null,
  });
  if (issue) throw fieldError(field, issue);
}
