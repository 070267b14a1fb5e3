import { APPOINTMENT_MESSAGES, type Conflict, type CourtSheetEvent } from '@fairplay/contracts';
import type { Executor } from '@fairplay/db';
import type { z } from 'zod';
import type { updateAppointmentBody } from '@fairplay/contracts';
import { AppError, fieldError } from '../../errors.js';
import { requireStaff, type Viewer } from './appointment-viewer.js';
import {
  bookedAppointmentIds,
  deleteOccurrences,
  findAppointment,
  lockOccurrences,
} from './appointments.repository.js';
import { listAssignees, listParticipants } from './appointment-people.repository.js';
import { audienceOf, loadVisible, staleError, targetsOf } from './appointments-change.js';
import { createAppointments } from './appointments-create.js';

type UpdateBody = z.output<typeof updateAppointmentBody>;

/**
 * update_complex with a recurrence: the chosen part of the series (this and following, or all) is replaced
 * by a new series from this occurrence's day, keeping its people, note and court unless the body changes them.
 * A null recurrence turns the chosen part into this single occurrence.
 */
export async function replaceRecurrence(
  db: Executor,
  viewer: Viewer,
  id: number,
  body: UpdateBody,
  now: Date,
): Promise<{ updated: CourtSheetEvent[]; skipped: Conflict[] }> {
  requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnlyChange);
  if (body.mode === 0)
    throw fieldError('mode', 'Choose "This and following events" or "All events" to change the repeat.');
  const scope = viewer.member.scope.within(db);
  const audience = await audienceOf(scope, viewer);
  const row = await loadVisible(scope, viewer, id, audience);
  if (body.recurrence_id !== undefined && body.recurrence_id !== row.recurrenceId)
    throw fieldError('recurrence_id', 'does not match this event.');
  // With the rows locked, a concurrent change of them waits for this replacement, and the version read below is
  // the latest: a change made from an older view is refused (409) rather than replaced over.
  const targets = await targetsOf(scope, audience, row, body.mode);
  await lockOccurrences(
    scope,
    targets.map((target) => target.id),
  );
  if (body.version !== undefined && (await findAppointment(scope, audience, row.id))?.version !== body.version)
    throw staleError();
  if (
    (
      await bookedAppointmentIds(
        scope,
        targets.map((target) => target.id),
      )
    ).size > 0
  )
    throw new AppError(409, APPOINTMENT_MESSAGES.bookedInRecurrence);
  const people = await listParticipants(scope, [row.id]);
  const assignees = await listAssignees(scope, [row.id]);
  const booker = people.find((p) => p.kind === 'booker');
  // The new occurrences keep the tags and the add-on of the one changed (issue 10) unless the change names others.
  const extras = (await viewer.needs.extras.of(scope, [row.id])).get(row.id);
  await deleteOccurrences(
    scope,
    targets.map((target) => target.id),
  );
  const result = await createAppointments(
    db,
    viewer,
    'complex',
    [
      {
        courts: [body.court_id ?? row.courtId],
        start_time: body.start_time ?? row.startsAt.toISOString(),
        end_time: body.end_time ?? row.endsAt.toISOString(),
        note: body.note ?? row.note,
        closed: body.closed ?? row.closed,
        sport_id: body.sport_id === undefined ? row.sportId : body.sport_id,
        lesson_type_id: body.lesson_type_id === undefined ? row.serviceTypeId : body.lesson_type_id,
        userId: booker?.userId ?? null,
        assigned: body.assigned ?? assignees.map((a) => a.userId),
        partners: body.partners ?? people.filter((p) => p.kind === 'partner').map((p) => p.userId!),
        guests: body.guests ?? people.filter((p) => p.kind === 'guest').map((p) => p.fullName),
        recurrence: body.recurrence ?? null,
        multipleDates: [],
        force: body.force,
        tags: body.tags ?? extras?.tags.map((tag) => tag.id) ?? [],
        add_on_id: body.add_on_id === undefined ? (extras?.addOns[0]?.id ?? null) : body.add_on_id,
      },
    ],
    body.force,
    now,
  );
  return { updated: result.created, skipped: result.skipped };
}
