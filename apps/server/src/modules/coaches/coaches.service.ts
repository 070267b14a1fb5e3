import { taxedLines } from '@fairplay/domain';
import type {
  BookAndPayCoachInput,
  CoachAvailabilityInput,
  CoachBookInput,
  CoachFilterBody,
  CoachPrivateBookingInput,
} from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import type { MemberContext } from '../identity/index.js';
import { coachViewerOf, type CoachViewer } from './coach-access.js';
import { addAvailability, changeAvailability, listAvailabilities, removeAvailability } from './coach-availability.js';
import { blockTime, listBlocks, unblockTime } from './coach-blocks.js';
import { bookCoach, bookForMember, coachList, coachSchedule, listingCoach, priceCoach } from './coach-sessions.js';
import { bookAndPayCoach } from './coach-paying.js';
import type { CoachesNeeds } from './ports.js';

type Body<F extends (...args: never[]) => unknown, I extends number> = Parameters<F>[I];

/** Coach availability and private sessions: every call in one transaction bound to the caller's club. */
export function createCoachesService(db: Database, now: () => Date, needs: CoachesNeeds) {
  function inClub<T>(member: MemberContext, work: (scope: TenantScope, viewer: CoachViewer) => Promise<T>) {
    return db.transaction((tx) => work(member.scope.within(tx), coachViewerOf(member)));
  }
  /**
   * A read outside a transaction: its independent statements run side by side on the pool's connections (inside a
   * transaction they would queue on one, which node-postgres deprecates), and it saves the BEGIN and COMMIT round
   * trips. Every call that only reads goes this way.
   */
  function reading<T>(member: MemberContext, work: (scope: TenantScope, viewer: CoachViewer) => Promise<T>) {
    return work(member.scope, coachViewerOf(member));
  }
  /** A write that changes what the court sheet shows: open sheets refresh once it is committed. */
  async function changing<T>(member: MemberContext, work: (scope: TenantScope, viewer: CoachViewer) => Promise<T>) {
    const result = await inClub(member, work);
    needs.scheduleChanged(member.business.id);
    return result;
  }
  return {
    add: (member: MemberContext, body: CoachAvailabilityInput) =>
      changing(member, (scope, viewer) => addAvailability(scope, viewer, needs, body, now())),
    update: (member: MemberContext, id: number, body: CoachAvailabilityInput) =>
      changing(member, (scope, viewer) => changeAvailability(scope, viewer, needs, id, body, now())),
    list: (member: MemberContext, body: CoachFilterBody) =>
      reading(member, (scope, viewer) => listAvailabilities(scope, viewer, body)),
    listing: (member: MemberContext, body: CoachFilterBody) =>
      reading(member, (scope, viewer) => listingCoach(scope, viewer, needs, body, now())),
    remove: (member: MemberContext, id: number) =>
      changing(member, (scope, viewer) => removeAvailability(scope, viewer, id)),
    block: (member: MemberContext, body: Body<typeof blockTime, 2>) =>
      changing(member, (scope, viewer) => blockTime(scope, viewer, body)),
    unblock: (member: MemberContext, body: Body<typeof unblockTime, 2>) =>
      changing(member, (scope, viewer) => unblockTime(scope, viewer, body)),
    blocks: (member: MemberContext, body: Body<typeof listBlocks, 2>) =>
      reading(member, (scope, viewer) => listBlocks(scope, viewer, body)),
    book: (member: MemberContext, body: CoachBookInput) =>
      changing(member, (scope, viewer) => bookCoach(scope, viewer, needs, body, now())),
    bookAndPay: (member: MemberContext, body: BookAndPayCoachInput) => bookAndPayCoach(db, member, needs, body, now()),
    bookFor: (member: MemberContext, body: CoachPrivateBookingInput) =>
      changing(member, (scope, viewer) => bookForMember(scope, viewer, needs, body, now())),
    price: (member: MemberContext, body: Body<typeof priceCoach, 3>) =>
      reading(member, async (scope, viewer) => {
        const quote = await priceCoach(scope, viewer, needs, body, now());
        // The session's taxes (rates marked "Charge on lessons and coaching"), as its charge adds them.
        const taxed = taxedLines([quote.main_value], await needs.placePayments.taxes(scope));
        return { ...quote, tax: taxed.tax, total: taxed.total };
      }),
    coaches: (member: MemberContext, businessId: number, body: Body<typeof coachList, 4>) =>
      reading(member, (scope, viewer) => coachList(scope, viewer, needs, businessId, body, now())),
    cancel: async (member: MemberContext, id: number) => {
      let giveBack: (() => Promise<void>) | null = null;
      const appointmentId = await changing(member, async (scope) => {
        const gone = await needs.sessions.cancel(scope, member, id, now());
        giveBack = gone.giveBack;
        return gone.appointmentId;
      });
      // A paid or held session's refund or release, asked of the provider once the cancellation committed.
      if (giveBack) await (giveBack as () => Promise<void>)();
      return appointmentId;
    },
    schedule: (member: MemberContext, body: Body<typeof coachSchedule, 3>) =>
      reading(member, (scope, viewer) => coachSchedule(scope, viewer, needs, body)),
  };
}

export type CoachesService = ReturnType<typeof createCoachesService>;
