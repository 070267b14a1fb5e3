import { BOOKING_POLICY_MESSAGES, type PolicyRefusal as RefusalPayload, BOOK_PAY_TYPE } from '@fairplay/contracts';
import {
  checkCustomerBooking as clubWideIssue,
  checkSlot,
  suggestSlot,
  type BookingPerson,
  type BookPayType,
  type CompiledRules,
  type PolicyApproval,
  type PolicyRefusal,
  type TimeRange,
  utcToZonedParts,
  guestFeesAdded,
  commonPayType,
} from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { AppError } from '../../errors.js';
import type { Viewer } from './appointment-viewer.js';
import { busyRanges } from './appointments.repository.js';
import { checkCustomerBooking } from './booking-rules.js';
import { namingOccurrence } from './occurrence-refusal.js';
import type { CourtInfo } from './ports.js';

/** How far around a refused time the nearest bookable slot is looked for. */
export const SUGGESTION_HORIZON_DAYS = 14;
const DAY_MS = 86_400_000;

/** The price an occurrence is booked at: integer cents and points, guest fees included. */
export interface BookedPrice {
  price: number;
  points: number;
  payType: BookPayType;
  ruleIds: number[];
}

/** The club's rules for some courts around some times, and the person they are checked for. */
export interface LoadedPolicy {
  compiled: CompiledRules;
  person: BookingPerson;
}

export const priceKey = (courtId: number, start: Date) => `${courtId}@${start.getTime()}`;

/** Loads the rules of `courtIds` around `ranges` (wide enough to suggest another slot) and the person. */
export async function loadPolicy(
  scope: TenantScope,
  viewer: Viewer,
  courtIds: number[],
  ranges: TimeRange[],
  personId: number,
): Promise<LoadedPolicy> {
  const first = Math.min(...ranges.map((range) => range.start.getTime()));
  const last = Math.max(...ranges.map((range) => range.end.getTime()));
  const margin = SUGGESTION_HORIZON_DAYS * DAY_MS;
  const timeZone = viewer.member.business.timezone;
  const [compiled, person] = await Promise.all([
    viewer.needs.policy.compiledRules(scope, timeZone, courtIds, new Date(first - margin), new Date(last + margin)),
    viewer.needs.policy.personOf(
      scope,
      personId,
      utcToZonedParts(new Date(first), viewer.member.business.timezone).date,
    ),
  ]);
  return { compiled, person };
}

/** A booking's occurrences and who plays. */
export interface PolicyRequest {
  courts: CourtInfo[];
  ranges: TimeRange[];
  partySize: number;
  guests: number;
  /** Customers are held to the rules and the club's limits; staff booking for someone only price the booking. */
  enforce: boolean;
}

/**
 * The booking policy for one booking: each occurrence checked against the rules (where rule rows cover all of it,
 * their window replaces the club's advance_time and allow_booking_until; the party size and the maximum time per
 * party size always apply) and priced. A refusal is a 400 naming the rule, with the earliest time the
 * person could book the slot and the nearest free slot they may book. Answers each occurrence's price by
 * `priceKey`.
 */
export async function applyPolicy(
  scope: TenantScope,
  viewer: Viewer,
  policy: LoadedPolicy,
  request: PolicyRequest,
  now: Date,
): Promise<Map<string, BookedPrice>> {
  const { business } = viewer.member;
  const prices = new Map<string, BookedPrice>();
  for (const court of request.courts) {
    for (const range of request.ranges) {
      try {
        const slot = { courtId: court.id, start: range.start, end: range.end };
        const decision = checkSlot(policy.compiled, policy.person, slot, now, request.enforce);
        if (!decision.ok) throw await refusalError(scope, viewer, policy, slot, request, decision.refusal, now);
        if (request.enforce)
          checkCustomerBooking(
            business,
            [range],
            request.partySize,
            court,
            now,
            decision.approval.ungovernedMinutes === 0,
          );
        prices.set(priceKey(court.id, range.start), priceOf(viewer, court, range, decision.approval, request.guests));
      } catch (error) {
        // One occurrence of a repeat refused: its day is named (issue 24).
        throw namingOccurrence(error, range.start, request.ranges.length, business.timezone);
      }
    }
  }
  return prices;
}

/**
 * What a slot costs: the rules' price for its court time, or the court's own hourly price where no rule governs
 * it, plus the club's guest fee per guest (in money and points, zeroed by the rule's pay type as its prices are).
 */
export function priceOf(
  viewer: Viewer,
  court: CourtInfo,
  range: TimeRange,
  approval: PolicyApproval,
  guests: number,
): BookedPrice {
  const { business } = viewer.member;
  // Rule rows price what they cover; the rest is at the court's own hourly price.
  const courtTime = {
    price: approval.price + Math.round((court.price * approval.ungovernedMinutes) / 60),
    points: approval.points,
  };
  const payType = approval.bookPayType;
  const fees = guestFeesAdded(payType, guests, { money: business.guestFee, points: business.guestFeePoint });
  return {
    price: courtTime.price + fees.price,
    points: courtTime.points + fees.points,
    payType,
    ruleIds: approval.ruleIds,
  };
}

/**
 * appointment/price: the price of a slot, or of every occurrence of a repeat summed (issue 24), for a member, always
 * answered (priced as staff would book it), with the refusal the member would meet when they book it themselves:
 * the first occurrence the rules refuse them.
 */
export async function quoteSlot(
  scope: TenantScope,
  viewer: Viewer,
  court: CourtInfo,
  ranges: TimeRange[],
  person: { userId: number; guests: number; partySize: number },
  now: Date,
): Promise<{ price: BookedPrice; refusal: RefusalPayload | null }> {
  const policy = await loadPolicy(scope, viewer, [court.id], ranges, person.userId);
  const prices: BookedPrice[] = [];
  let refusal: RefusalPayload | null = null;
  for (const range of ranges) {
    const slot = { courtId: court.id, start: range.start, end: range.end };
    const priced = checkSlot(policy.compiled, policy.person, slot, now, false);
    // Without enforcement a slot is always priced.
    const approval: PolicyApproval = priced.ok
      ? priced.approval
      : { governed: false, ungovernedMinutes: 0, ruleIds: [], price: 0, points: 0, bookPayType: BOOK_PAY_TYPE.both };
    prices.push(priceOf(viewer, court, range, approval, person.guests));
    if (!viewer.isCustomer || refusal) continue;
    const checked = checkSlot(policy.compiled, policy.person, slot, now, true);
    if (checked.ok) continue;
    const request = { courts: [court], partySize: person.partySize };
    refusal = await refusalPayload(scope, viewer, policy, slot, request, checked.refusal, now);
  }
  return { price: summed(prices), refusal };
}

/** The occurrences' prices as one: money and points added, the pay type theirs when they agree (else either). */
function summed(prices: BookedPrice[]): BookedPrice {
  return {
    price: prices.reduce((sum, price) => sum + price.price, 0),
    points: prices.reduce((sum, price) => sum + price.points, 0),
    payType: commonPayType(prices.map((price) => price.payType)),
    ruleIds: [...new Set(prices.flatMap((price) => price.ruleIds))],
  };
}

/** The refusal as the API answers it: its message, `errors` on start_time, and `refusal` with a suggestion. */
async function refusalError(
  scope: TenantScope,
  viewer: Viewer,
  policy: LoadedPolicy,
  slot: { courtId: number; start: Date; end: Date },
  request: PolicyRequest,
  refusal: PolicyRefusal,
  now: Date,
): Promise<AppError> {
  const payload = await refusalPayload(scope, viewer, policy, slot, request, refusal, now);
  const message = refusalMessage(refusal);
  return new AppError(400, message, { errors: [{ field: 'start_time', message }], refusal: payload });
}

export function refusalMessage(refusal: PolicyRefusal): string {
  const note = refusal.rule.note;
  switch (refusal.reason) {
    case 'not_admitted':
      return BOOKING_POLICY_MESSAGES.notAdmitted(note);
    case 'too_early':
      return BOOKING_POLICY_MESSAGES.tooEarly(note);
    case 'too_late':
      return BOOKING_POLICY_MESSAGES.tooLate(note);
  }
}

export async function refusalPayload(
  scope: TenantScope,
  viewer: Viewer,
  policy: LoadedPolicy,
  slot: { courtId: number; start: Date; end: Date },
  request: Pick<PolicyRequest, 'courts' | 'partySize'>,
  refusal: PolicyRefusal,
  now: Date,
): Promise<RefusalPayload> {
  const { business } = viewer.member;
  const margin = SUGGESTION_HORIZON_DAYS * DAY_MS;
  const length = slot.end.getTime() - slot.start.getTime();
  const busy = await busyRanges(
    scope,
    [slot.courtId],
    new Date(Math.max(now.getTime(), slot.start.getTime() - margin)),
    new Date(slot.start.getTime() + margin + length),
  );
  const court = request.courts.find((candidate) => candidate.id === slot.courtId);
  const suggested = suggestSlot(policy.compiled, policy.person, slot, now, {
    busy,
    stepMinutes: business.bookingToStart,
    horizonDays: SUGGESTION_HORIZON_DAYS,
    alsoAllowed: (range, governed) =>
      !court || clubWideIssue(business, [range], request.partySize, court, now, governed) === null,
  });
  return {
    reason: refusal.reason,
    rule: refusal.rule,
    court_id: slot.courtId,
    start_time: slot.start.toISOString(),
    end_time: slot.end.toISOString(),
    earliest_time: refusal.earliestTime?.toISOString() ?? null,
    suggested: suggested
      ? {
          court_id: suggested.courtId,
          start_time: suggested.start.toISOString(),
          end_time: suggested.end.toISOString(),
        }
      : null,
  };
}
