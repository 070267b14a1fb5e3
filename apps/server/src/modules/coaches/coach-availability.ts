// Coach availability (spec 2 "Coach availability", "Coach availability form"): saved, changed, listed and deleted.
import {
  type BookPayType,
  type CoachAvailability,
  type CoachAvailabilityInput,
  type CoachFilterBody,
} from '@fairplay/contracts';
import {
  COACH_MESSAGES,
  utcToZonedParts,
  validateCoachAvailability,
  type CoachAvailabilityRule,
  type RecurrenceRule,
  type RuleFilters,
  type WhoCanBook,
} from '@fairplay/domain';
import type { CoachAvailabilityRow, TenantScope } from '@fairplay/db';
import { AppError, fieldError } from '../../errors.js';
import { namesOf } from '../clubs/index.js';
import { findServiceType, listServiceTypes } from '../service-types/index.js';
import { sportIsKnown } from '../sports/index.js';
import { coachOf, requireCoach, requireManages, type CoachViewer } from './coach-access.js';
import {
  availabilitiesBetween,
  deleteAvailability,
  findAvailability,
  insertAvailability,
  updateAvailability,
  type AvailabilityRow,
  type NewAvailability,
} from './coaches.repository.js';
import type { CoachesNeeds } from './ports.js';

type Body = CoachAvailabilityInput;

/** The availability to save: the form's checks (spec 2 section 5) and the club's coach, type, sport and courts. */
async function checked(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: Body,
  now: Date,
): Promise<NewAvailability> {
  const coachId = coachOf(viewer, body.coach_id, body.is_coach);
  requireManages(viewer, coachId);
  const payments = await needs.payments(scope);
  const valid = validateCoachAvailability(
    { ...body, rules: body.settings, lesson_type_id: body.lesson_type_id },
    {
      now,
      timeZone: viewer.member.business.timezone,
      slotMinutes: viewer.member.business.bookingToStart,
      paymentsConnected: payments.connected,
      paymentProvider: payments.providerLabel,
    },
  );
  if (!valid.ok) throw fieldError(valid.field.replace(/^rules/, 'settings'), valid.message);
  await requireCoach(scope, coachId);
  if (!(await findServiceType(scope, valid.value.lesson_type_id)))
    throw fieldError('lesson_type_id', COACH_MESSAGES.notPrivateType);
  if (!(await sportIsKnown(scope.db, valid.value.sport_id))) throw fieldError('sport_id', COACH_MESSAGES.required);
  const courts = await needs.findCourts(scope, valid.value.courts);
  valid.value.courts.forEach((id, index) => {
    if (!courts.some((court) => court.id === id)) throw fieldError(`courts.${index}`, COACH_MESSAGES.courts);
  });
  return {
    coachId,
    serviceTypeId: valid.value.lesson_type_id,
    sportId: valid.value.sport_id,
    courtIds: valid.value.courts,
    note: valid.value.note,
    startDate: valid.value.start_date,
    recurrence: valid.value.recurrence,
    endsOn: valid.value.ends_on,
    bookPayType: valid.value.book_pay_type,
    rows: valid.value.rows,
    whoCanBook: valid.value.who_can_book,
    filters: valid.value.filters,
    createdBy: viewer.userId,
  };
}

/** The availability as the rules see it (rows numbered from 1). */
export function ruleOf(row: AvailabilityRow): CoachAvailabilityRule {
  return {
    id: row.id,
    note: row.note,
    sport_id: row.sportId,
    court_ids: row.courtIds,
    start_date: row.startDate,
    recurrence: row.recurrence as RecurrenceRule | null,
    excluded_dates: [],
    book_pay_type: row.bookPayType as BookPayType,
    who_can_book: row.whoCanBook as WhoCanBook[],
    filters: row.filters as RuleFilters,
    rows: row.rows.map((r: CoachAvailabilityRow, index: number) => ({ id: index + 1, ...r })),
    coach_id: row.coachId,
    lesson_type_id: row.serviceTypeId,
  };
}

/** The spec's detail records of some availabilities (names and lesson types in two queries). */
export async function detailsOf(scope: TenantScope, viewer: CoachViewer, rows: AvailabilityRow[]) {
  const names = await namesOf(
    scope,
    rows.map((row) => row.coachId),
  );
  const types = new Map(
    [...(await listServiceTypes(scope, false)), ...(await listServiceTypes(scope, true))].map((type) => [
      type.id,
      type,
    ]),
  );
  return rows.map((row): CoachAvailability => {
    const type = types.get(row.serviceTypeId);
    const starts = row.rows.map((r) => r.start_time).sort();
    const ends = row.rows.map((r) => (r.end_time === '00:00' ? '24:00' : r.end_time)).sort();
    return {
      id: row.id,
      coach_id: row.coachId,
      coach_name: names.get(row.coachId) ?? '',
      lesson_type_id: row.serviceTypeId,
      lesson_type_name: type?.displayName ?? '',
      sport_id: row.sportId,
      created_date: row.createdAt.toISOString(),
      note: row.note,
      courts: row.courtIds,
      start_date: row.startDate,
      recurrence: row.recurrence as RecurrenceRule | null,
      ends_on: row.endsOn,
      book_pay_type: row.bookPayType as BookPayType,
      settings: row.rows.map((r, index) => ({
        id: index + 1,
        days: r.days,
        start_time: r.start_time,
        end_time: r.end_time,
        price: r.price,
        point_price: r.point_price,
        advance: r.advance_days,
        buffer: r.buffer,
      })),
      who_can_book: row.whoCanBook as WhoCanBook[],
      filters: row.filters as RuleFilters,
      lesson_is_min_max_enabled: type?.isMinMaxEnabled ?? false,
      lesson_type_min_list_duration: type?.minListDuration ?? null,
      lesson_type_max_list_duration: type?.maxListDuration ?? null,
      min_max_dates: {
        min_start_time: starts[0] ?? '',
        max_end_time: (ends[ends.length - 1] ?? '').replace('24:00', '00:00'),
      },
    };
  });
}

async function requireAvailability(scope: TenantScope, viewer: CoachViewer, id: number): Promise<AvailabilityRow> {
  const row = await findAvailability(scope, id);
  if (!row) throw new AppError(404, COACH_MESSAGES.notFound);
  requireManages(viewer, row.coachId);
  return row;
}

export async function addAvailability(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  body: CoachAvailabilityInput,
  now: Date,
) {
  const saved = await insertAvailability(scope, await checked(scope, viewer, needs, body, now));
  return (await detailsOf(scope, viewer, [saved]))[0]!;
}

export async function changeAvailability(
  scope: TenantScope,
  viewer: CoachViewer,
  needs: CoachesNeeds,
  id: number,
  body: CoachAvailabilityInput,
  now: Date,
) {
  await requireAvailability(scope, viewer, id);
  const { createdBy: _createdBy, ...changes } = await checked(scope, viewer, needs, body, now);
  const saved = await updateAvailability(scope, id, changes);
  return (await detailsOf(scope, viewer, [saved!]))[0]!;
}

export async function removeAvailability(scope: TenantScope, viewer: CoachViewer, id: number): Promise<number> {
  await requireAvailability(scope, viewer, id);
  return deleteAvailability(scope, id);
}

/** The club-local dates a UTC window touches. */
export function localDates(viewer: CoachViewer, from: Date, to: Date): { fromDate: string; toDate: string } {
  const zone = viewer.member.business.timezone;
  return { fromDate: utcToZonedParts(from, zone).date, toDate: utcToZonedParts(to, zone).date };
}

/** POST microsettings/all-coach: the availabilities applying in the window; a coach sees their own. */
export async function listAvailabilities(scope: TenantScope, viewer: CoachViewer, body: CoachFilterBody) {
  const from = new Date(body.startDate);
  const to = new Date(body.endDate);
  if (!(to > from)) throw fieldError('endDate', COACH_MESSAGES.invalidRange);
  const { fromDate, toDate } = localDates(viewer, from, to);
  const rows = await availabilitiesBetween(scope, fromDate, toDate, {
    coachId: viewer.isCoach ? viewer.userId : (body.coach_id ?? null),
    serviceTypeId: body.lesson_type_id ?? null,
  });
  return detailsOf(scope, viewer, rows);
}
