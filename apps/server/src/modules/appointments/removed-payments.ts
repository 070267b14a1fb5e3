import type { Executor } from '@fairplay/db';
import type { Viewer } from './appointment-viewer.js';
import type { AppointmentRow } from './appointments.repository.js';

/**
 * Before occurrences are removed: their payments follow the club's cancellation window (booking payments decide,
 * through the `removedBookings` need); the provider's part runs after the commit.
 */
export async function settleRemovedPayments(
  db: Executor,
  viewer: Viewer,
  rows: Pick<AppointmentRow, 'id' | 'startsAt'>[],
  refund: boolean,
  reason: 'cancel' | 'delete',
): Promise<void> {
  const port = viewer.needs.removedBookings;
  if (!port || rows.length === 0) return;
  const { business } = viewer.member;
  const work = await port(
    db,
    viewer.member.scope.within(db),
    rows.map((row) => ({ id: row.id, startsAt: row.startsAt })),
    {
      refund,
      window: { cancelAllowed: business.cancelAllowed, cancelAllowedHour: business.cancelAllowedHour },
      reason,
      actorId: viewer.userId,
    },
  );
  if (work) viewer.afterCommit.push(work);
}
