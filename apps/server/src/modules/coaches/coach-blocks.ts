// Blocking coach availability (spec 2 "Block coach availability"): time a coach does not teach although their
// availability covers it; shown red, booked by nobody. Blocks of a coach that meet are kept as one.
import { blockRangeIssue } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError, forbidden } from '../../errors.js';
import { namesOf } from '../clubs/index.js';
import { coachOf, requireCoach, requireManages, type CoachViewer } from './coach-access.js';
import { availabilitiesBetween, blocksBetween, insertBlock, takeBlocks, type BlockRow } from './coaches.repository.js';
import { localDates } from './coach-availability.js';

interface BlockBody {
  startDate: string;
  endDate: string;
  coach_id?: number | null;
}

function rangeOf(body: BlockBody): { start: Date; end: Date } {
  const start = new Date(body.startDate);
  const end = new Date(body.endDate);
  const issue = blockRangeIssue(start, end);
  if (issue) throw fieldError('endDate', issue);
  return { start, end };
}

async function answer(scope: TenantScope, rows: BlockRow[]) {
  const names = await namesOf(
    scope,
    rows.map((row) => row.coachId),
  );
  return rows.map((row) => ({
    id: row.id,
    coach_id: row.coachId,
    coach_name: names.get(row.coachId) ?? '',
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
  }));
}

/** POST appointment/coach-block: the range becomes blocked (joined with blocks it meets). */
export async function blockTime(scope: TenantScope, viewer: CoachViewer, body: BlockBody) {
  const { start, end } = rangeOf(body);
  const coachId = coachOf(viewer, body.coach_id);
  requireManages(viewer, coachId);
  await requireCoach(scope, coachId);
  // Blocks that overlap or touch the range are taken out and put back as one.
  const met = await takeBlocks(scope, coachId, new Date(start.getTime() - 1), new Date(end.getTime() + 1));
  const from = new Date(Math.min(start.getTime(), ...met.map((b) => b.startsAt.getTime())));
  const to = new Date(Math.max(end.getTime(), ...met.map((b) => b.endsAt.getTime())));
  await insertBlock(scope, { coachId, startsAt: from, endsAt: to, createdBy: viewer.userId });
  return answer(scope, await blocksBetween(scope, [coachId], from, to));
}

/** POST appointment/coach-block-remove: the range is free again; blocks reaching past it keep their outer parts. */
export async function unblockTime(scope: TenantScope, viewer: CoachViewer, body: BlockBody) {
  const { start, end } = rangeOf(body);
  const coachId = coachOf(viewer, body.coach_id);
  requireManages(viewer, coachId);
  for (const block of await takeBlocks(scope, coachId, start, end)) {
    if (block.startsAt < start)
      await insertBlock(scope, { coachId, startsAt: block.startsAt, endsAt: start, createdBy: viewer.userId });
    if (block.endsAt > end)
      await insertBlock(scope, { coachId, startsAt: end, endsAt: block.endsAt, createdBy: viewer.userId });
  }
  return answer(scope, await blocksBetween(scope, [coachId], start, end));
}

/** The block coach availability list: a coach's blocks (staff: any coach's, or of coaches teaching a type). */
export async function listBlocks(
  scope: TenantScope,
  viewer: CoachViewer,
  body: BlockBody & { lesson_type_id?: number | null },
) {
  if (!viewer.manages) throw forbidden();
  const { start, end } = rangeOf(body);
  let coachIds: number[] | null = viewer.isCoach ? [viewer.userId] : body.coach_id ? [body.coach_id] : null;
  if (body.lesson_type_id) {
    const { fromDate, toDate } = localDates(viewer, start, end);
    const teaching = await availabilitiesBetween(scope, fromDate, toDate, {
      coachId: null,
      serviceTypeId: body.lesson_type_id,
    });
    const ids = new Set(teaching.map((row) => row.coachId));
    coachIds = (coachIds ?? [...ids]).filter((id) => ids.has(id));
  }
  if (coachIds && coachIds.length === 0) return [];
  return answer(scope, await blocksBetween(scope, coachIds, start, end));
}
