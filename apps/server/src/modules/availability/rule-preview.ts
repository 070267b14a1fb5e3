import { BOOKING_POLICY_MESSAGES, type RulePreview, type RulePreviewBody } from '@fairplay/contracts';
import {
  addDaysToDate,
  checkSlot,
  compileRules,
  utcToZonedParts,
  type AvailabilityRule,
  type BookingPerson,
  type PolicyRefusal,
} from '@fairplay/domain';
import { fieldError } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { loadRules } from './availability.repository.js';
import type { AvailabilityNeeds } from './ports.js';
import { asPolicyRule, parseInput, type RuleKit } from './rule-kit.js';

/** How many bookings the preview lists, and how many booked occurrences it reads at most. */
export const RULE_PREVIEW_LIMITS = { listed: 100, scanned: 5000 } as const;
const DAY_MS = 86_400_000;

function reasonOf(refusal: PolicyRefusal): string {
  const note = refusal.rule.note;
  if (refusal.reason === 'not_admitted') return BOOKING_POLICY_MESSAGES.notAdmitted(note);
  if (refusal.reason === 'too_early') return BOOKING_POLICY_MESSAGES.tooEarly(note);
  return BOOKING_POLICY_MESSAGES.tooLate(note);
}

/**
 * Before saving a rule change (issue 10): the upcoming bookings on the rule's courts that the club's rules, as they
 * would be after saving, no longer admit. Each booking is checked for its booker with the booking policy of
 * @fairplay/domain (`checkSlot`) at the moment it was booked, once against the rules as they are and once against
 * the rules with the change; those admitted before and refused after are listed. Nothing is saved or cancelled.
 */
export function createRulePreview(kit: RuleKit, now: () => Date, needs: AvailabilityNeeds) {
  /** The changed rule(s) that replace `before` (none for an add), and the club-local days they span. */
  async function changed(member: MemberContext, body: RulePreviewBody) {
    const scope = member.scope;
    const input = parseInput(body);
    if (body.id === undefined) {
      if (body.date !== undefined) throw fieldError('id', 'A date is sent only with the id of the rule changed.');
      const valid = await kit.validate(member, scope, input);
      return { before: null, after: [asPolicyRule(valid, 0)], days: [valid.start_date, valid.ends_on] };
    }
    const before = await kit.loadOne(scope, body.id);
    const mode = Number(body.mode ?? 2);
    const whole = async (from: string) => {
      const valid = await kit.validate(member, scope, { ...input, start_date: from });
      return { valid, rule: asPolicyRule(valid, before.id) };
    };
    if (mode === 2 || before.recurrence === null) {
      const { valid, rule } = await whole(input.start_date);
      return { before, after: [rule], days: [before.start_date, before.ends_on, valid.start_date, valid.ends_on] };
    }
    const date = kit.requireDayOf(before, body.date, 'date');
    if (mode === 0) {
      const valid = await kit.validate(member, scope, { ...input, start_date: date, recurrence: null });
      const kept: AvailabilityRule = { ...before, excluded_dates: [...before.excluded_dates, date] };
      return { before, after: [kept, asPolicyRule(valid, 0)], days: [date, date] };
    }
    if (date === before.start_date) {
      const { valid, rule } = await whole(input.start_date);
      return { before, after: [rule], days: [before.start_date, before.ends_on, valid.start_date, valid.ends_on] };
    }
    const { valid } = await whole(date);
    const dayBefore = addDaysToDate(date, -1);
    const kept: AvailabilityRule = {
      ...before,
      recurrence: { ...before.recurrence, ends: 'date', end_date: dayBefore, occurrences: undefined },
    };
    return {
      before,
      after: [kept, asPolicyRule(valid, 0)],
      days: [date, before.ends_on, valid.start_date, valid.ends_on],
    };
  }

  return {
    async preview(member: MemberContext, body: RulePreviewBody): Promise<RulePreview> {
      kit.requireSettingsUpdate(member);
      const scope = member.scope;
      const zone = kit.zoneOf(member);
      const { before, after, days } = await changed(member, body);
      const courtIds = [...new Set([...(before?.court_ids ?? []), ...after.flatMap((rule) => rule.court_ids)])];
      const sorted = [...days].sort();
      const [firstDay, lastDay] = [addDaysToDate(sorted[0]!, -1), addDaysToDate(sorted[sorted.length - 1]!, 2)];
      const at = now();
      const from = new Date(Math.max(at.getTime(), Date.parse(`${firstDay}T00:00:00Z`)));
      const to = new Date(Date.parse(`${lastDay}T00:00:00Z`) + DAY_MS);
      if (!(to > from)) return { bookings: [], truncated: false };
      const [bookings, existing, courts] = await Promise.all([
        needs.bookings.onCourts(scope, courtIds, { from, to }, RULE_PREVIEW_LIMITS.scanned + 1),
        loadRules(scope, { courtIds, fromDate: firstDay, toDate: lastDay }),
        needs.courts.findCourts(scope, courtIds),
      ]);
      const courtNames = new Map(courts.map((court) => [court.id, court.name]));
      const rulesNow = compileRules(existing, zone);
      const rulesAfter = compileRules([...existing.filter((rule) => rule.id !== before?.id), ...after], zone);
      const people = new Map<number, Promise<BookingPerson>>();
      const personOf = (userId: number, start: Date) => {
        let person = people.get(userId);
        if (!person) {
          person = needs.bookings.personOf(scope, userId, utcToZonedParts(start, zone).date);
          people.set(userId, person);
        }
        return person;
      };
      const listed: RulePreview['bookings'] = [];
      let truncated = bookings.length > RULE_PREVIEW_LIMITS.scanned;
      for (const booking of bookings.slice(0, RULE_PREVIEW_LIMITS.scanned)) {
        if (booking.startsAt <= at) continue;
        const slot = { courtId: booking.courtId, start: booking.startsAt, end: booking.endsAt };
        // Judged as the policy judged it: when it was booked (never later than now).
        const bookedAt = booking.bookedAt < at ? booking.bookedAt : at;
        const person = await personOf(booking.bookerId, booking.startsAt);
        if (!checkSlot(rulesNow, person, slot, bookedAt).ok) continue;
        const decision = checkSlot(rulesAfter, person, slot, bookedAt);
        if (decision.ok) continue;
        if (listed.length === RULE_PREVIEW_LIMITS.listed) {
          truncated = true;
          break;
        }
        listed.push({
          appointment_id: booking.id,
          court_id: booking.courtId,
          court_name: courtNames.get(booking.courtId) ?? '',
          start: booking.startsAt.toISOString(),
          end: booking.endsAt.toISOString(),
          booker_id: booking.bookerId,
          booker_name: booking.bookerName,
          reason: reasonOf(decision.refusal),
        });
      }
      return { bookings: listed, truncated };
    },
  };
}
