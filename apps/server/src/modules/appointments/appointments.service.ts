import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  type CourtSheetEvent,
  type CreateAppointment,
  type CreateAppointmentResponse,
  type freezeBody,
  type listingBody,
  recurrenceRuleSchema,
  type EventDetails,
  type PriceResponse,
  type priceBody,
  type freeSlotsQuery,
  type FreeSlot,
} from '@fairplay/contracts';
import type { Database, Executor } from '@fairplay/db';
import type { z } from 'zod';
import { fieldError, forbidden } from '../../errors.js';
import { can, courtTimeQuote, guestFeeCharged } from '@fairplay/domain';
import {
  checkedFreeze,
  clearRulesInWindow,
  checkedFreezeScope,
  freezeById,
  freezeEvents,
  recordCancelled,
  saveFreeze,
} from '../availability/index.js';
import type { MemberContext } from '../identity/index.js';
import type { Selection } from '../../plugins/selection.js';
import { lessonIdsOf, toEvents, windowEvents, withExtras } from './appointment-events.js';
import { listWindowRows } from './appointment-window.repository.js';
import { freeSlots } from './free-slots.js';
import { requireCourtUpdate, requireStaff, viewerOf as viewerFor, type Viewer } from './appointment-viewer.js';
import { recurrenceSummary } from './appointments.repository.js';
import { createAppointments, type CreateKind } from './appointments-create.js';
import {
  audienceOf,
  familyOf,
  loadVisible,
  moveAppointment,
  seenInFull,
  updateAppointment,
} from './appointments-change.js';
import { replaceRecurrence } from './appointments-recurrence.js';
import { bookFor, cancelParticipation, messageParticipants, messagesOf } from './appointments-people.js';
import {
  deleteAppointment,
  deleteWindow,
  removeFrozen,
  removePartly,
  toggleBlock,
  type RemoveScope,
} from './appointments-remove.js';
import { eventTarget, noticeTarget, sendNotice } from './booking-notices.js';
import { withIdempotency } from './idempotency.js';
import { myBookings } from './my-bookings.js';
import { quoteSlot } from './booking-policy.js';
import { checkedWallClock, repeatOf } from './occurrence-plan.js';
import type { LiveUpdates } from './live-updates.js';
import type { AppointmentsNeeds } from './ports.js';

type ListingBody = z.output<typeof listingBody>;

/**
 * The court sheet's rules. Every write runs in one transaction and, once committed, tells the club's open
 * court sheets to refresh.
 */
export function createAppointmentsService(
  db: Database,
  live: LiveUpdates,
  now: () => Date,
  publicUrl: string,
  needs: AppointmentsNeeds,
) {
  const viewerOf = (member: MemberContext) => viewerFor(member, needs);

  async function write<T>(member: MemberContext, work: (tx: Executor, viewer: Viewer) => Promise<T>): Promise<T> {
    const viewer = viewerOf(member);
    requireCourtUpdate(viewer);
    const result = await db.transaction((tx) => work(tx, viewer));
    live.publish(member.business.id, now());
    // A failed follow-up is finished by its own safety-net job; the change itself has committed.
    for (const followUp of viewer.afterCommit) await followUp().catch(() => undefined);
    return result;
  }

  /** After a change: tells the booked members of the event (as it is now) that it changed. */
  async function noticeChanged(tx: Executor, viewer: Viewer, event: CourtSheetEvent | undefined): Promise<void> {
    if (event) await sendNotice(tx, viewer, publicUrl, 'booking_changed', eventTarget(event));
  }

  /** Before a removal: who to tell, and afterwards the notice itself (`only`: just these people). */
  async function beforeCancel(tx: Executor, viewer: Viewer, id: number, only: number | null = null) {
    const row = await loadVisible(viewer.member.scope.within(tx), viewer, id);
    const target = await noticeTarget(tx, viewer, row);
    // A player leaving hears of it alone; the booker leaving removes the booking, so everyone in it hears.
    if (only !== null && !target.bookerIds?.includes(only))
      target.userIds = target.userIds.filter((userId) => userId === only);
    return () => sendNotice(tx, viewer, publicUrl, 'booking_cancelled', target);
  }

  /** The people whose events the listing shows in full: the viewer, or a family member they choose. */
  async function involvedUsers(viewer: Viewer, family: number | null): Promise<number[]> {
    if (family === null || family === viewer.userId) return [viewer.userId];
    const { scope } = viewer.member;
    // Coaches and customers choose within their own family; other staff may look at any member's bookings.
    const known = viewer.restricted
      ? (await familyOf(scope, viewer, viewer.userId)).includes(family)
      : (await needs.people.findMembers(scope, [family])).length > 0;
    if (!known) throw fieldError('family', 'is not a member of your family.');
    return viewer.restricted ? [viewer.userId, family] : [family];
  }

  return {
    live,

    async listing(member: MemberContext, selection: Selection, body: ListingBody): Promise<CourtSheetEvent[]> {
      const from = new Date(body.startDate);
      const to = new Date(body.endDate);
      if (!(to > from)) throw fieldError('endDate', 'must be after startDate.');
      if (to.getTime() - from.getTime() > APPOINTMENT_LIMITS.listingDaysMax * 86_400_000) {
        throw fieldError('endDate', `The listing covers at most ${APPOINTMENT_LIMITS.listingDaysMax} days.`);
      }
      const viewer = viewerOf(member);
      const involved = await involvedUsers(viewer, body.family);
      const courts = await needs.courts.courtsForSelection(member.scope, selection);
      const courtIds = courts.map((court) => court.id);
      // Three reads that do not wait for each other: on PostgreSQL they run side by side on the pool's connections
      // (PGlite runs them one after another, as before). The bookings with everything shown on them come in one
      // statement; the availability rules behind them (with their prices per hour) from the rules cache, checked
      // against the club's rule version; and frozen time (issue 10), drawn closed: seen by everyone, since nobody
      // may book it.
      const [rows, rules, frozen] = await Promise.all([
        listWindowRows(member.scope, from, to, courtIds, viewer.restricted ? involved : null, needs.listingColumns),
        needs.policy.ruleEvents(member.scope, member.business.timezone, from, to, courtIds),
        freezeEvents(member.scope, from, to, courtIds),
      ]);
      // Lesson court time (issue 11) takes its service type's colour: one more read only when the day has lessons.
      const lessonIds = lessonIdsOf(rows);
      const looks = lessonIds.length > 0 ? await needs.lessonLooks(member.scope, lessonIds) : new Map();
      let events = windowEvents(rows, courts, looks);
      // Members see the lessons they hold a place on or may still book in full (to open and book them).
      if (viewer.isCustomer && lessonIds.length > 0) {
        const open = await needs.lessonsOpen(member, lessonIds, from, to, now());
        events = events.map((event) =>
          event.type === 'lesson' && !event.visible && open.has(event.group_id)
            ? {
                ...event,
                visible: true,
                record: { ...event.record, note: looks.get(event.lesson_id!)?.description ?? '' },
              }
            : event,
        );
      }
      const assignedTo = body.assignedTo === null ? [] : [body.assignedTo].flat();
      if (assignedTo.length > 0)
        events = events.filter((event) => event.record.assigned.some((person) => assignedTo.includes(person.id)));
      if (body.family !== null && !viewer.restricted)
        events = events.filter((event) => event.record.bookings.some((b) => b.user_id === body.family));
      return rules.length + frozen.length > 0 ? [...rules, ...frozen, ...events] : events;
    },

    /** appointment/price: a slot's price for the caller or a member they book for, and whether they may book it. */
    async price(member: MemberContext, body: z.output<typeof priceBody>): Promise<PriceResponse> {
      const viewer = viewerOf(member);
      const userId = body.userId ?? viewer.userId;
      if (userId !== viewer.userId) {
        const allowed = viewer.isCustomer
          ? (await familyOf(member.scope, viewer, viewer.userId)).includes(userId)
          : (await needs.people.findMembers(member.scope, [userId])).length > 0;
        if (!allowed)
          throw fieldError(
            'userId',
            viewer.isCustomer ? 'You can book only for yourself or your family.' : 'is not a member of this club.',
          );
      }
      const [court] = await needs.courts.findCourts(member.scope, [body.court_id]);
      if (!court) throw fieldError('court_id', 'is not a court of this club.');
      const range = { start: new Date(body.start_time), end: new Date(body.end_time) };
      checkedWallClock(range.start, range.end, member.business.timezone, { now: now(), kept: null });
      const ranges = body.recurrence ? repeatOf(body, member.business.timezone, now()) : [range];
      const quote = await quoteSlot(
        member.scope,
        viewer,
        court,
        ranges,
        { userId, guests: body.guests, partySize: 1 + body.guests },
        now(),
      );
      // The charge's lines (court time, a line per guest fee) taxed as book-and-pay will charge them.
      const guestFee = guestFeeCharged(quote.price.payType, member.business.guestFee);
      const taxes = (await needs.courtTimeTaxes?.(member.scope)) ?? [];
      const taxed = courtTimeQuote(quote.price.price, body.guests, guestFee, taxes);
      return {
        main_value: quote.price.price,
        point_value: quote.price.points,
        book_pay_type: quote.price.payType,
        rule_ids: quote.price.ruleIds,
        refusal: quote.refusal,
        occurrences: ranges.length,
        facility_group_id: court.facilityGroupId,
        tax: taxed.tax,
        total: taxed.total,
      };
    },

    /** appointment/free-slots: the day's free court times the caller may book, priced as booking prices them. */
    async freeSlots(member: MemberContext, query: z.output<typeof freeSlotsQuery>): Promise<FreeSlot[]> {
      return freeSlots(member.scope, viewerOf(member), query, now());
    },

    /** Members by name for the partner and booker pickers; only ids and names, never contact details. */
    async people(member: MemberContext, search: string, limit: number) {
      const rows = await needs.people.searchMembers(member.scope, search, limit);
      return rows.map((row) => ({ user_id: row.userId, full_name: row.fullName, user_type: row.userType }));
    },

    async get(member: MemberContext, id: number): Promise<EventDetails> {
      const viewer = viewerOf(member);
      const audience = await audienceOf(member.scope, viewer);
      const row = await loadVisible(member.scope, viewer, id, audience);
      const [event] = await toEvents(member.scope, [row], viewer, seenInFull(audience, viewer));
      const summary = await recurrenceSummary(member.scope, row, row.startsAt);
      // A rule stored by an older version that no longer reads as one is left out rather than failing the answer.
      const rule = recurrenceRuleSchema.safeParse(summary.rule);
      return {
        ...event!,
        series: {
          occurrences: summary.occurrences,
          following: summary.following,
          last_start: summary.lastStart.toISOString(),
          rule: rule.success ? rule.data : null,
        },
      };
    },

    async create(
      member: MemberContext,
      kind: CreateKind,
      bodies: CreateAppointment[],
      force: boolean,
      idempotency: { key: string | null; route: string; body: unknown },
      listField: string | null = null,
    ): Promise<CreateAppointmentResponse> {
      const viewer = viewerOf(member);
      requireCourtUpdate(viewer);
      const result = await withIdempotency(
        db,
        { businessId: member.business.id, userId: member.user.id },
        idempotency.key,
        idempotency,
        async (tx) => {
          const result = await createAppointments(tx, viewer, kind, bodies, force, now(), listField);
          // One confirmation per booking made: its first occurrence (a series or several courts say it once).
          const first = result.created[0];
          if (first) await sendNotice(tx, viewer, publicUrl, 'booking_created', eventTarget(first));
          return result;
        },
        now(),
      );
      live.publish(member.business.id, now());
      return result;
    },

    update: (member: MemberContext, id: number, body: Parameters<typeof updateAppointment>[3]) =>
      write(member, async (tx, viewer) => {
        const result = await updateAppointment(tx, viewer, id, body, now());
        // Tags and the add-on (issue 10), when the change names them, on every occurrence it changed.
        const choice = { tags: body.tags, addOnId: body.add_on_id };
        result.updated = await withExtras(member.scope.within(tx), viewer, result.updated, choice);
        await noticeChanged(tx, viewer, result.updated[0]);
        return result;
      }),
    updateComplex: (member: MemberContext, id: number, body: Parameters<typeof replaceRecurrence>[3]) =>
      write(member, (tx, viewer) => replaceRecurrence(tx, viewer, id, body, now())),
    move: (member: MemberContext, id: number, body: Parameters<typeof moveAppointment>[3]) =>
      write(member, async (tx, viewer) => {
        const moved = await moveAppointment(tx, viewer, id, body, now());
        await noticeChanged(tx, viewer, moved);
        return moved;
      }),
    delete: (member: MemberContext, id: number, refund: boolean | undefined) =>
      write(member, async (tx, viewer) => {
        requireStaff(viewer);
        const notify = await beforeCancel(tx, viewer, id);
        const result = await deleteAppointment(tx, viewer, id, refund);
        await notify();
        return result;
      }),
    removePartly: (
      member: MemberContext,
      target: { id: number; recurrenceId: number; globalId: number | null },
      options: { scope: RemoveScope; refund: boolean | undefined },
    ) =>
      write(member, async (tx, viewer) => {
        requireStaff(viewer);
        const notify = await beforeCancel(tx, viewer, target.id);
        const result = await removePartly(tx, viewer, target, options);
        await notify();
        return result;
      }),
    // delete_rule clears the court's window: its bookings (as delete/{id} would) and, for those who may change
    // the club's availability rules, the rules' rows there (single-day overrides keep the rest of each rule).
    deleteWindow: (member: MemberContext, body: Parameters<typeof deleteWindow>[2]) =>
      write(member, async (tx, viewer) => {
        const result = await deleteWindow(tx, viewer, body);
        if (!can(member.membership.roles, 'settings', 'update')) return result;
        const rules = await clearRulesInWindow(
          member.scope.within(tx),
          member.business.timezone,
          body.court_id,
          new Date(body.start_time),
          new Date(body.end_time),
          member.user.id,
        );
        // `rules` is named only when some were cleared: a window of bookings alone answers as it always did.
        return rules > 0 ? { ...result, rules } : result;
      }),
    /**
     * appointment/freeze: closes courts for the freeze's times. With cancel_on_freeze (the form's, else the club's
     * setting) the bookings there are removed in the same transaction and their members told (notification and
     * e-mail through the outbox); otherwise they are kept. Open court sheets refresh once it is committed.
     */
    freeze: (member: MemberContext, body: z.output<typeof freezeBody>) =>
      write(member, async (tx, viewer) => {
        requireStaff(viewer);
        const scope = member.scope.within(tx);
        const { note, ranges } = checkedFreeze(body, member.business.timezone, now());
        const courts = await needs.courts.findCourts(scope, body.courts);
        body.courts.forEach((id, index) => {
          if (!courts.some((court) => court.id === id))
            throw fieldError(`courts.${index}`, 'is not a court of this club.');
        });
        const courtIds = [...new Set(body.courts)];
        const cancelOnFreeze = body.cancel_on_freeze ?? member.business.cancelOnFreeze;
        const closes = await checkedFreezeScope(scope, body);
        const id = await saveFreeze(scope, {
          note,
          cancelOnFreeze,
          courtIds,
          ranges,
          groupBy: body.group_by,
          createdBy: member.user.id,
          ...closes,
        });
        if (cancelOnFreeze) {
          const targets = await removeFrozen(tx, viewer, courtIds, ranges, now(), closes);
          for (const target of targets)
            await sendNotice(tx, viewer, publicUrl, 'booking_cancelled', target, { message: `Closed: ${note}` });
          await recordCancelled(scope, id, targets.length);
        }
        const names = new Map(courts.map((court) => [court.id, court.name]));
        return freezeById(scope, id, async () => names);
      }),
    block: async (member: MemberContext, id: number) =>
      write(
        member,
        async (tx, viewer) =>
          (await toEvents(member.scope.within(tx), [await toggleBlock(tx, viewer, id)], viewer, [viewer.userId]))[0]!,
      ),
    cancel: (member: MemberContext, id: number, userId: number | null, following: boolean) =>
      write(member, async (tx, viewer) => {
        if (
          viewer.isCustomer &&
          userId !== null &&
          !(await familyOf(member.scope.within(tx), viewer, viewer.userId)).includes(userId)
        ) {
          throw forbidden('You can cancel only your own or your family’s bookings.');
        }
        const notify = await beforeCancel(tx, viewer, id, userId ?? viewer.userId);
        const result = await cancelParticipation(
          tx,
          viewer,
          id,
          {
            userId: userId ?? viewer.userId,
            following,
            refund: member.business.automaticallyRefundPayment,
            enforceRules: viewer.isCustomer,
          },
          now(),
        );
        await notify();
        return result;
      }),
    cancelFor: (member: MemberContext, id: number, userId: number, following: boolean, refund: boolean | undefined) =>
      write(member, async (tx, viewer) => {
        requireStaff(viewer, APPOINTMENT_MESSAGES.staffOnly);
        const notify = await beforeCancel(tx, viewer, id, userId);
        const result = await cancelParticipation(
          tx,
          viewer,
          id,
          { userId, following, refund: refund ?? member.business.automaticallyRefundPayment, enforceRules: false },
          now(),
        );
        await notify();
        return result;
      }),
    bookFor: (member: MemberContext, id: number, body: Parameters<typeof bookFor>[3] & { add_on_id: number | null }) =>
      write(member, async (tx, viewer) => {
        const events = await bookFor(tx, viewer, id, body);
        // An add-on booked with the place (spec 2 section 7: book_for's add_on_id), on the occurrences booked.
        return withExtras(member.scope.within(tx), viewer, events, { addOnId: body.add_on_id ?? undefined });
      }),
    messages: (member: MemberContext, appointmentId: number) => messagesOf(db, viewerOf(member), appointmentId),
    mine: (member: MemberContext, query: { when: 'upcoming' | 'past'; page: number }) =>
      myBookings(member, viewerOf(member), query, now()),
    sendMessage: (member: MemberContext, appointmentId: number, message: string) =>
      write(member, (tx, viewer) => messageParticipants(tx, viewer, appointmentId, message, publicUrl)),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
