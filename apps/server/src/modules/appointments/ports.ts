import type { MemberContext } from '../identity/index.js';
import type { BookingAddOn, BookingTag, BookingWebhookData, CourtSheetEvent } from '@fairplay/contracts';
import type { Executor, TenantScope } from '@fairplay/db';
import type { BookingPerson, CompiledRules, TaxRate } from '@fairplay/domain';
import type { ListingColumns } from './appointment-window.repository.js';

export type { ListingColumns } from './appointment-window.repository.js';

/** One of the club's members as the scheduling rules see them. */
export interface MemberInfo {
  userId: number;
  userType: 'bu' | 'nbu';
  fullName: string;
  email: string;
}

/**
 * What appointments needs from the club's people (owned by the clubs module: users, business_members). Every
 * call is batched by ids; the scope may be bound to the caller's transaction.
 */
export interface ClubPeople {
  /** The club's members among `userIds`; other clubs' users are simply absent. */
  findMembers(scope: TenantScope, userIds: number[]): Promise<MemberInfo[]>;
  /** Active members whose full name contains `search`, by name. */
  searchMembers(
    scope: TenantScope,
    search: string,
    limit: number,
  ): Promise<{ userId: number; fullName: string; userType: 'bu' | 'nbu' }[]>;
  /** The other members of the user's family in the club. */
  listFamilyOf(scope: TenantScope, userId: number): Promise<{ userId: number; firstName: string; lastName: string }[]>;
  /** Full names ("First Last") of users, for assignees and message senders; unknown ids are absent. */
  namesOf(scope: TenantScope, userIds: number[]): Promise<Map<number, string>>;
}

/** A court as bookings need it. */
export interface CourtInfo {
  id: number;
  name: string;
  facilityGroupId: number;
  price: number;
  partySize: number;
  /** Its own booking-length settings (null: the club's); see @fairplay/domain's bookingLengthLimit. */
  minListDuration: number | null;
  enableMaxTimeForBookings: boolean;
  maxTimeForSingles: number | null;
  maxTimeForDoubles: number | null;
  maxTimeForTriples: number | null;
  maxTimeForQuadruples: number | null;
}

/** What appointments needs from the courts module. */
export interface CourtsLookup {
  /** The club's courts among `ids` (all of them for null), in court order. */
  findCourts(scope: TenantScope, ids: number[] | null): Promise<CourtInfo[]>;
  /** The club's courts inside the header's selection (null: all), in sheet order. */
  courtsForSelection(
    scope: TenantScope,
    selection: { locationId: number | null; facilityGroupId: number | null },
  ): Promise<CourtInfo[]>;
}

/** An e-mail for the outbox (the mail module's). */
export interface OutgoingEmail {
  businessId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Puts an e-mail in the outbox inside the caller's transaction. */
export type EnqueueEmail = (db: Executor, email: OutgoingEmail) => Promise<unknown>;

/** What happened to a booking, for the people in it (the notifications module's `notifyBooking`). */
export interface BookingNotice {
  kind: 'booking_created' | 'booking_changed' | 'booking_cancelled' | 'staff_message';
  club: { id: number; name: string; timezone: string; amPm: boolean };
  /** The occurrence: a booking made or moved gets its reminder scheduled. */
  appointmentId?: number;
  actorUserId: number;
  recipients: { userId: number; email: string }[];
  court: string;
  startsAt: Date;
  link: string;
  message?: string;
  sender?: string;
}

/**
 * Sends a booking notice through the club's template for its kind, inside the caller's transaction (e-mail through
 * the outbox and the bell), honouring the club's on/off switch and each person's preferences.
 */
export type NotifyBooking = (db: Executor, notice: BookingNotice) => Promise<unknown>;

/** Ends long-lived answers with their session (identity's SessionWatch). */
export interface SessionEnds {
  /** Calls `end` once the session is signed out, revoked or expired; answers the function that stops watching. */
  watch(session: { sessionId: number; userId: number }, end: () => void): () => void;
}

/** A member's front-desk check-in for a booking (owned by the locations module: check_ins). */
export interface BookingCheckIn {
  appointmentId: number;
  userId: number;
  checkedInAt: Date;
}

/** The check-ins recorded for these occurrences, in one query (the court sheet shows them on the bookings). */
export type CheckInsOfBookings = (scope: TenantScope, appointmentIds: readonly number[]) => Promise<BookingCheckIn[]>;

/**
 * The club's booking restrictions (the restrictions module's): called inside the booking's transaction once the
 * occurrences are written (created, moved or given a booker); refuses (throws) when their bookers go over a limit.
 * `byStaff`: staff made the change for the member.
 */
export interface BookingRestrictions {
  check(db: Executor, scope: TenantScope, change: { appointmentIds: number[]; byStaff: boolean }): Promise<void>;
}

/**
 * What the booking policy and the listing need from other modules: the club's availability rules (the
 * availability module's cache of them: compiled for checks, and as the court sheet's events) and who a person is
 * for them (groups, level, age, coach and facility groups). The scope may be bound to the booking's transaction.
 */
export interface BookingPolicyNeeds {
  /** The club's rules compiled for checks: at least those naming any of `courtIds` that may apply in [from, to]. */
  compiledRules(scope: TenantScope, timeZone: string, courtIds: number[], from: Date, to: Date): Promise<CompiledRules>;
  /** The club's rules on `courtIds` overlapping [from, to) as court-sheet events (type microsettings). */
  ruleEvents(
    scope: TenantScope,
    timeZone: string,
    from: Date,
    to: Date,
    courtIds: number[],
  ): Promise<CourtSheetEvent[]>;
  /** The member as the rules see them, with their age on the club-local date `on` ('YYYY-MM-DD'). */
  personOf(scope: TenantScope, userId: number, on: string): Promise<BookingPerson>;
}

/** An occurrence's time and court, as its extras need them. */
export interface ExtrasTarget {
  id: number;
  courtId: number;
  startsAt: Date;
  endsAt: Date;
}

/** The tags and the add-ons on one occurrence. */
export interface OccurrenceExtras {
  tags: BookingTag[];
  addOns: BookingAddOn[];
}

/**
 * Tags and add-ons on bookings (issue 10; owned by the tags and add-ons modules). The scope may be bound to the
 * caller's transaction; a refusal (an unknown tag, a sold-out add-on) throws, so the caller's write rolls back.
 */
export interface BookingExtras {
  /** Occurrence id → its tags and add-ons, in one pass for all of them; occurrences with neither are absent. */
  of(scope: TenantScope, appointmentIds: readonly number[]): Promise<Map<number, OccurrenceExtras>>;
  /** Replaces the tags (when given) and the add-on (when given; null removes it) of the occurrences. */
  apply(
    scope: TenantScope,
    occurrences: readonly ExtrasTarget[],
    choice: { tags?: readonly number[] | undefined; addOnId?: number | null | undefined },
    actorId: number,
  ): Promise<void>;
}

/** Everything appointments receives from other modules. */
/**
 * What a removal (cancel, cancel_for, delete, remove_partly, delete_rule, a cancelling freeze) does to the removed
 * occurrences' payments (booking payments, issue 13), in its transaction before they go; answers the work to run
 * once the removal committed (the provider's refund or release), or null.
 */
export type RemovedBookings = (
  tx: Executor,
  scope: TenantScope,
  removed: { id: number; startsAt: Date }[],
  options: {
    refund: boolean;
    window: { cancelAllowed: boolean; cancelAllowedHour: number };
    /** A cancellation, or staff deleting the booking (a class pack's use comes back then, issue 14). */
    reason: 'cancel' | 'delete';
    actorId: number;
  },
) => Promise<(() => Promise<void>) | null>;

/**
 * A member giving up their place on occurrences (cancel, cancel_for): the club's late-cancel fee is recorded in the
 * cancellation's transaction (booking fees, issue 13); answers the charge to run once it committed, or null.
 */
export type LateCancellations = (
  tx: Executor,
  scope: TenantScope,
  cancellation: { userId: number; occurrences: { id: number; startsAt: Date; bookedAt: Date }[] },
) => Promise<(() => Promise<void>) | null>;

export interface AppointmentsNeeds {
  /** Payments of removed bookings (booking payments); absent: removals touch no payment. */
  removedBookings?: RemovedBookings;
  /** Late-cancel fees (booking fees); absent: cancellations owe no fee. */
  lateCancelled?: LateCancellations;
  people: ClubPeople;
  courts: CourtsLookup;
  notify: NotifyBooking;
  sessions: SessionEnds;
  checkIns: CheckInsOfBookings;
  restrictions: BookingRestrictions;
  policy: BookingPolicyNeeds;
  extras: BookingExtras;
  /** The other modules' parts of the court sheet's one statement (check-ins, tags, add-ons, names). */
  listingColumns: ListingColumns;
  /** How lessons show on the sheet (the lessons module's `lessonLooks`): their service type's colour. */
  lessonLooks(scope: TenantScope, lessonIds: number[]): Promise<Map<number, LessonLook>>;
  /**
   * The lessons module's `lessonsOpenTo`: the court-time groups of these lessons between `from` and `to` a member
   * holds a place on or may still book (shown to them in full on the sheet).
   */
  lessonsOpen(member: MemberContext, lessonIds: number[], from: Date, to: Date, now: Date): Promise<Set<number>>;
  /** The club's taxes on court time (payments' courtTimeTaxes); absent: court time is quoted untaxed. */
  courtTimeTaxes?(scope: TenantScope): Promise<TaxRate[]>;
  /** The club's webhooks (the integrations module's `emitWebhookEvent`); absent: no webhooks are sent. */
  webhooks?: EmitWebhook;
}

/** A booking event for the club's webhook endpoints, written in the caller's transaction (the event's cause). */
export type EmitWebhook = (
  db: Executor,
  businessId: number,
  type: 'booking.created' | 'booking.changed' | 'booking.cancelled',
  data: BookingWebhookData,
) => Promise<unknown>;

/** A lesson as the court sheet draws it (issue 11). */
export interface LessonLook {
  color: string;
  /** Shown to members the lesson is open to, as its event's note. */
  description: string;
}
