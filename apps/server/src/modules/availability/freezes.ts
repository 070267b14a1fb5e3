import type { CourtSheetEvent, Freeze, FreezeList, freezeBody } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { FREEZE_LIMITS, FREEZE_MESSAGES, freezeRanges, type TimeRange } from '@fairplay/domain';
import type { z } from 'zod';
import { fieldError, notFound } from '../../errors.js';
import {
  countFreezes,
  deleteFreeze,
  frozenTimes,
  insertFreeze,
  loadFreezes,
  lockFreezes,
  setCancelled,
  type FrozenTime,
  type StoredFreeze,
} from './freezes.repository.js';

export type { FrozenTime } from './freezes.repository.js';

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
export async function saveFreeze(
  scope: TenantScope,
  freeze: { note: string; cancelOnFreeze: boolean; courtIds: number[]; ranges: TimeRange[]; createdBy: number },
): Promise<number> {
  await lockFreezes(scope, 'exclusive');
  return insertFreeze(scope, freeze);
}

/** Records how many bookings a freeze cancelled when it was made. */
export function recordCancelled(scope: TenantScope, id: number, cancelled: number): Promise<void> {
  return setCancelled(scope, id, cancelled);
}

export function toFreezeDto(freeze: StoredFreeze, courtNames: Map<number, string>): Freeze {
  const ranges = freeze.ranges.map((range) => ({ start: range.start.toISOString(), end: range.end.toISOString() }));
  return {
    id: freeze.id,
    note: freeze.note,
    freeze_for: 'court',
    courts: freeze.courtIds.map((id) => ({ id, name: courtNames.get(id) ?? '' })),
    cancel_on_freeze: freeze.cancelOnFreeze,
    cancelled: freeze.cancelled,
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
  return toFreezeDto(freeze, await courtNames(freeze.courtIds));
}

/** microsettings/all?freeze=1: a page of the club's freezes. */
export async function freezePage(
  scope: TenantScope,
  page: { limit: number; offset: number },
  courtNames: (ids: number[]) => Promise<Map<number, string>>,
): Promise<FreezeList> {
  const [rows, count] = await Promise.all([loadFreezes(scope, page), countFreezes(scope)]);
  const names = await courtNames([...new Set(rows.flatMap((row) => row.courtIds))]);
  return { freeze: true, rows: rows.map((row) => toFreezeDto(row, names)), count, ...page };
}

/** Unfreezes (microsettings/delete/{id}?freeze=1): 404 for an id that is not one of the club's freezes. */
export async function unfreeze(scope: TenantScope, id: number): Promise<{ removed: number }> {
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
      note: time.note,
      closed: true,
      sport_id: null,
      created_by: null,
      bookings: [],
      assigned: [],
      tags: [],
      Lesson: null,
      make_it_paid: false,
      authorized: false,
      has_add_ons: false,
      add_ons: [],
    },
    color: FREEZE_COLOR,
    book_pay_type: '-1' as const,
    price_per_hour: 0,
    point_per_hour: 0,
  }));
}
