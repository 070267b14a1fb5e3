import {
  bookPayTypeText,
  BOOK_PAY_TYPE,
  type CourtSheetEvent,
  type Freeze,
  type FreezeList,
  type freezeBody,
} from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { FREEZE_LIMITS, FREEZE_MESSAGES, freezeRanges, rangesWithoutDay, type TimeRange } from '@fairplay/domain';
import type { z } from 'zod';
import { fieldError, notFound } from '../../errors.js';
import { serviceTypesByIds } from '../service-types/index.js';
import { sportNames } from '../sports/index.js';
import {
  countFreezes,
  deleteFreeze,
  frozenTimes,
  insertFreeze,
  loadFreezes,
  lockFreezes,
  replaceRanges,
  setCancelled,
  type FreezeFor,
  type FrozenTime,
  type NewFreeze,
  type StoredFreeze,
} from './freezes.repository.js';

export type { FrozenTime } from './freezes.repository.js';

/**
 * What a freeze closes beyond its courts (its sports and service types), checked: each sport one of the
 * catalogue's, each type one of the club's; freeze_for sport needs sports, lesson needs types.
 */
export async function checkedFreezeScope(
  scope: TenantScope,
  body: z.output<typeof freezeBody>,
): Promise<{ freezeFor: FreezeFor; sportIds: number[]; serviceTypeIds: number[] }> {
  const sportIds = [...new Set(body.sport_ids)];
  const serviceTypeIds = [...new Set(body.filters)];
  if (body.freeze_for === 'sport' && sportIds.length === 0) throw fieldError('sport_ids', FREEZE_MESSAGES.required);
  if (body.freeze_for === 'lesson' && serviceTypeIds.length === 0)
    throw fieldError('filters', FREEZE_MESSAGES.required);
  if (sportIds.length > 0) {
    const known = await sportNames(scope.db);
    body.sport_ids.forEach((id, index) => {
      if (!known.has(id)) throw fieldError(`sport_ids.${index}`, 'is not a known sport.');
    });
  }
  if (serviceTypeIds.length > 0) {
    const types = await serviceTypesByIds(scope, serviceTypeIds);
    body.filters.forEach((id, index) => {
      if (!types.has(id)) throw fieldError(`filters.${index}`, 'is not a service type of this club.');
    });
  }
  return { freezeFor: body.freeze_for, sportIds, serviceTypeIds };
}

/** The names of the sports and service types some freezes name, read only when one names any. */
async function scopeNames(
  scope: TenantScope,
  freezes: { sportIds: number[]; serviceTypeIds: number[] }[],
): Promise<{ sports: Map<number, string>; types: Map<number, string> }> {
  const typeIds = [...new Set(freezes.flatMap((freeze) => freeze.serviceTypeIds))];
  const sports = freezes.some((freeze) => freeze.sportIds.length > 0) ? await sportNames(scope.db) : new Map();
  const types = new Map([...(await serviceTypesByIds(scope, typeIds)).values()].map((type) => [type.id, type.name]));
  return { sports, types };
}

const named = (ids: number[], names: Map<number, string>) => ids.map((id) => ({ id, name: names.get(id) ?? '' }));

/** Court-sheet colour of frozen time (drawn closed, like blocked time). */
export const FREEZE_COLOR = '#c92a2a';

/** A freeze's form, checked: its title and the merged ranges it closes. Throws a 400 naming the field. */
export function checkedFreeze(
  body: z.output<typeof freezeBody>,
  timeZone: string,
  now: Date,
): { note: string; ranges: TimeRange[] } {
  const note = body.note.trim();
  if (note === '') throw fieldError('note', FREEZE_MESSAGES.required);
  if (note.length > FREEZE_LIMITS.noteMax) throw fieldError('note', FREEZE_MESSAGES.noteTooLong);
  if (body.courts.length === 0) throw fieldError('courts', FREEZE_MESSAGES.courts);
  const result = freezeRanges(body.rules, timeZone, now);
  if (!result.ok) throw fieldError(result.field, result.message);
  return { note, ranges: result.ranges };
}

/**
 * Writes a checked freeze in the caller's transaction, under the club's freeze lock (exclusive): bookings being
 * written meanwhile are committed first, so the caller's search for bookings to cancel sees them. Answers its id.
 */
export async function saveFreeze(scope: TenantScope, freeze: NewFreeze): Promise<number> {
  await lockFreezes(scope, 'exclusive');
  return insertFreeze(scope, freeze);
}

/** Records how many bookings a freeze cancelled when it was made. */
export function recordCancelled(scope: TenantScope, id: number, cancelled: number): Promise<void> {
  return setCancelled(scope, id, cancelled);
}

export function toFreezeDto(
  freeze: StoredFreeze,
  courtNames: Map<number, string>,
  names: { sports: Map<number, string>; types: Map<number, string> },
): Freeze {
  const ranges = freeze.ranges.map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() }));
  return {
    id: freeze.id,
    note: freeze.note,
    freeze_for: freeze.freezeFor,
    courts: named(freeze.courtIds, courtNames),
    sports: named(freeze.sportIds, names.sports),
    filters: named(freeze.serviceTypeIds, names.types),
    cancel_on_freeze: freeze.cancelOnFreeze,
    cancelled: freeze.cancelled,
    group_by: freeze.groupBy,
    ranges,
    start: ranges[0]?.start ?? freeze.createdAt.toISOString(),
    end: ranges.at(-1)?.end ?? freeze.createdAt.toISOString(),
    created_at: freeze.createdAt.toISOString(),
  };
}

/** One freeze as the API answers it (in the caller's transaction). */
export async function freezeById(
  scope: TenantScope,
  id: number,
  courtNames: (ids: number[]) => Promise<Map<number, string>>,
): Promise<Freeze> {
  const [freeze] = await loadFreezes(scope, { ids: [id] });
  if (!freeze) throw notFound('Freeze');
  return toFreezeDto(freeze, await courtNames(freeze.courtIds), await scopeNames(scope, [freeze]));
}

/** microsettings/all?freeze=1: a page of the club's freezes. */
export async function freezePage(
  scope: TenantScope,
  page: { limit: number; offset: number },
  courtNames: (ids: number[]) => Promise<Map<number, string>>,
): Promise<FreezeList> {
  const [rows, count] = await Promise.all([loadFreezes(scope, page), countFreezes(scope)]);
  const names = await courtNames([...new Set(rows.flatMap((row) => row.courtIds))]);
  const others = await scopeNames(scope, rows);
  return { freeze: true, rows: rows.map((row) => toFreezeDto(row, names, others)), count, ...page };
}

/**
 * Unfreezes (microsettings/delete/{id}?freeze=1): the whole freeze, or with `group_by` (a club-local date) only
 * that day of it, the rest staying frozen (the last day taken out removes the freeze). 404 for an id that is not
 * one of the club's freezes.
 */
export async function unfreeze(
  scope: TenantScope,
  id: number,
  day?: { date: string; timeZone: string },
): Promise<{ removed: number }> {
  if (day) {
    await lockFreezes(scope, 'exclusive');
    const [freeze] = await loadFreezes(scope, { ids: [id] });
    if (!freeze) throw notFound('Freeze');
    const kept = rangesWithoutDay(freeze.ranges, day.date, day.timeZone);
    if (kept === null) throw fieldError('group_by', 'The freeze does not close anything on that day.');
    if (kept.length > 0) {
      await replaceRanges(scope, id, kept);
      return { removed: 1 };
    }
  }
  const removed = await deleteFreeze(scope, id);
  if (removed === 0) throw notFound('Freeze');
  return { removed };
}

/**
 * The frozen stretches on `courtIds` overlapping [from, to) (UTC instants), soonest first, with their freeze's
 * id and title: what the booking paths refuse. Takes the club's freeze lock (shared) to the end of the caller's
 * transaction, so no freeze is made between this check and the booking's commit.
 */
export async function frozenTimesOn(
  scope: TenantScope,
  courtIds: number[],
  from: Date,
  to: Date,
): Promise<FrozenTime[]> {
  if (courtIds.length === 0) return [];
  await lockFreezes(scope, 'shared');
  return frozenTimes(scope, courtIds, from, to);
}

/**
 * The frozen time on `courtIds` overlapping [from, to) as court-sheet events of type freeze, drawn closed: each
 * stretch clipped to the window, on each of its courts. The event's id is the freeze's.
 */
export async function freezeEvents(
  scope: TenantScope,
  from: Date,
  to: Date,
  courtIds: number[],
): Promise<CourtSheetEvent[]> {
  const times = await frozenTimes(scope, courtIds, from, to);
  const names = await scopeNames(scope, times);
  // A freeze of some sports or service types says so in its title: the rest of the court's time stays open.
  const titleOf = (time: FrozenTime) => {
    const only = [
      ...time.sportIds.map((id) => names.sports.get(id)),
      ...time.serviceTypeIds.map((id) => names.types.get(id)),
    ];
    return only.length > 0 ? `${time.note} (${only.filter(Boolean).join(', ')} only)` : time.note;
  };
  return times.map((time) => ({
    id: time.freezeId,
    type: 'freeze' as const,
    group_id: time.freezeId,
    lesson_id: null,
    recurrence_id: time.freezeId,
    global_recurrence_id: time.freezeId,
    if_booked_in_recurrence: false,
    start: (time.start < from ? from : time.start).toISOString(),
    end: (time.end > to ? to : time.end).toISOString(),
    resourceId: time.courtId,
    status: 'disabled' as const,
    version: 1,
    visible: true,
    record: {
      note: titleOf(time),
      // Closed to everything, or (a freeze of some sports or service types) closed only to those: the sheet
      // then draws it as a band that leaves the court's slots open to other bookings.
      closed: time.sportIds.length === 0 && time.serviceTypeIds.length === 0,
      sport_id: null,
      lesson_type_id: null,
      created_by: null,
      bookings: [],
      assigned: [],
      tags: [],
      Lesson: null,
      make_it_paid: false,
      payment_state: null,
      authorized: false,
      has_add_ons: false,
      add_ons: [],
    },
    color: FREEZE_COLOR,
    book_pay_type: bookPayTypeText(BOOK_PAY_TYPE.both),
    price_per_hour: 0,
    point_per_hour: 0,
  }));
}
