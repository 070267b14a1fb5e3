import { FREEZE_MESSAGES, freezeCloses } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { conflict } from '../../errors.js';
import { frozenTimesOn, type FrozenTime } from '../availability/index.js';
import type { Viewer } from './appointment-viewer.js';

/** An occurrence as a freeze sees it: where, when, and what it is for (sport and service type). */
export interface FreezeCandidate {
  courtId: number;
  startsAt: Date;
  endsAt: Date;
  sportId: number | null;
  serviceTypeId: number | null;
}

/** The frozen stretch that closes this occurrence (its court, overlapping, and a freeze of its kind), if any. */
export function frozenAt(frozen: readonly FrozenTime[], want: FreezeCandidate): FrozenTime | undefined {
  return frozen.find(
    (time) =>
      time.courtId === want.courtId && time.start < want.endsAt && time.end > want.startsAt && freezeCloses(time, want),
  );
}

/**
 * Moving or extending occurrences (update, drag and drop): a new time or court inside frozen time is refused with
 * the create path's 409 "{court} is closed at this time ({title})."; staff with force move through the freeze (the
 * explicit override). Holds the club's freeze lock (shared) to the end of the transaction, like a create.
 */
export async function refuseFrozen(
  scope: TenantScope,
  viewer: Viewer,
  changes: FreezeCandidate[],
  options: { force: boolean; field: string; courtName: (courtId: number) => string },
): Promise<void> {
  if (changes.length === 0 || (options.force && !viewer.isCustomer)) return;
  const from = new Date(Math.min(...changes.map((change) => change.startsAt.getTime())));
  const to = new Date(Math.max(...changes.map((change) => change.endsAt.getTime())));
  const frozen = await frozenTimesOn(scope, [...new Set(changes.map((change) => change.courtId))], from, to);
  for (const change of changes) {
    const freeze = frozenAt(frozen, change);
    if (freeze) throw conflict(options.field, FREEZE_MESSAGES.frozen(options.courtName(change.courtId), freeze.note));
  }
}
