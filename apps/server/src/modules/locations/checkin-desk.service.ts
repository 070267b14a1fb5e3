import { randomInt } from 'node:crypto';
import {
  CHECKIN_CODE_ALPHABET,
  CHECKIN_LIMITS,
  CHECKIN_MESSAGES,
  isCheckinCode,
  normalizeCheckinCode,
  type AddCheckinResponse,
  type CheckinPerson,
  type DeskCheckin,
} from '@fairplay/contracts';
import { formatInstantClock, utcToZonedParts, zonedDayBounds } from '@fairplay/domain';
import { AppError, fieldError, notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import type { Selection } from '../../plugins/selection.js';
import {
  findBookingCheckIn,
  findCodeOf,
  findRepeatedCheckIn,
  findUserByCode,
  insertCheckIn,
  insertCode,
  listCheckInsBetween,
  type DeskCheckInRow,
} from './checkin-desk.repository.js';
import { findLocation } from './locations.repository.js';
import type { DeskBooking, LocationsNeeds } from './ports.js';

/** A fresh random code from the unambiguous alphabet (crypto-random: a code cannot be guessed from another). */
function drawCode(): string {
  let code = '';
  for (let i = 0; i < CHECKIN_LIMITS.codeLength; i += 1)
    code += CHECKIN_CODE_ALPHABET[randomInt(CHECKIN_CODE_ALPHABET.length)];
  return code;
}

function toBooking(booking: DeskBooking | undefined) {
  if (!booking) return null;
  return {
    appointment_id: booking.appointmentId,
    court_id: booking.courtId,
    court_name: booking.courtName,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
  };
}

/**
 * The front desk (issue 16): members' personal codes, finding a member by name or code, recording a check-in at
 * the header's location with the booking it belongs to, and today's list. Staff with members read run it.
 */
export function createCheckinDeskService(needs: LocationsNeeds) {
  async function requireLocation(member: MemberContext, given: number | undefined, selection: Selection) {
    const locationId = given ?? selection.locationId;
    if (locationId === null) throw fieldError('location_id', CHECKIN_MESSAGES.chooseLocation);
    if (!(await findLocation(member.scope, locationId))) throw notFound('Location');
    return locationId;
  }

  async function describe(member: MemberContext, rows: DeskCheckInRow[]): Promise<DeskCheckin[]> {
    const people = await needs.people.findMembers(member.scope, [...new Set(rows.map((row) => row.userId))]);
    const names = new Map(people.map((person) => [person.userId, person.fullName]));
    const appointmentIds = [...new Set(rows.flatMap((row) => (row.appointmentId === null ? [] : [row.appointmentId])))];
    const bookings = new Map(
      (await needs.bookings.byIds(member.scope, appointmentIds)).map((booking) => [booking.appointmentId, booking]),
    );
    return rows.map((row) => ({
      id: row.id,
      location_id: row.locationId,
      user_id: row.userId,
      full_name: names.get(row.userId) ?? '',
      checked_in_at: row.checkedInAt.toISOString(),
      booking: row.appointmentId === null ? null : toBooking(bookings.get(row.appointmentId)),
    }));
  }

  return {
    /** The member's code in their current club; made on first use and then kept. */
    async myCode(member: MemberContext): Promise<{ code: string }> {
      const userId = member.user.id;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const existing = await findCodeOf(member.scope, userId);
        if (existing) return { code: existing };
        // A taken code (one in 32^10) or a second request at the same moment: read again, draw again.
        await insertCode(member.scope, userId, drawCode());
      }
      throw new AppError(503, 'Could not make a check-in code. Please try again.');
    },

    /** The member whose code was typed or scanned, else members by name. */
    async find(member: MemberContext, search: string): Promise<CheckinPerson[]> {
      if (search === '') return [];
      if (isCheckinCode(search)) {
        const userId = await findUserByCode(member.scope, normalizeCheckinCode(search));
        const [person] = userId === undefined ? [] : await needs.people.findMembers(member.scope, [userId]);
        if (person) return [{ user_id: person.userId, full_name: person.fullName, by_code: true }];
      }
      const found = await needs.people.searchMembers(member.scope, search, CHECKIN_LIMITS.findMax);
      return found.map((person) => ({ user_id: person.userId, full_name: person.fullName, by_code: false }));
    },

    async add(
      member: MemberContext,
      selection: Selection,
      body: { user_id?: number | undefined; code?: string | undefined; location_id?: number | undefined },
    ): Promise<AddCheckinResponse> {
      const locationId = await requireLocation(member, body.location_id, selection);
      let userId = body.user_id;
      if (body.code !== undefined) {
        userId = await findUserByCode(member.scope, body.code);
        if (userId === undefined) throw new AppError(404, CHECKIN_MESSAGES.unknownCode);
      }
      const [person] = await needs.people.findMembers(member.scope, [userId!]);
      if (!person) throw notFound('Member');
      const at = needs.now();
      const booking = await needs.bookings.around(member.scope, locationId, person.userId, at);
      const target = { locationId, userId: person.userId, at };
      const appointmentId = booking?.appointmentId ?? null;
      const saved = await insertCheckIn(member.scope, { ...target, appointmentId });
      // Refused: the booking's check-in (however long ago) is the one to show, else the scan this one repeated.
      const first =
        saved ??
        (appointmentId === null ? undefined : await findBookingCheckIn(member.scope, { ...target, appointmentId }));
      const row = first ?? (await findRepeatedCheckIn(member.scope, target));
      if (!row) throw new AppError(409, 'The check-in could not be recorded. Please scan again.');
      const [described] = await describe(member, [row]);
      return { ...described!, repeated: saved === undefined };
    },

    /** The answer's message: a repeat for a booking says when the member checked in, in the club's time. */
    messageOf(member: MemberContext, result: AddCheckinResponse): string {
      if (!result.repeated) return CHECKIN_MESSAGES.checkedIn;
      if (result.booking === null) return CHECKIN_MESSAGES.repeated;
      const { timezone, amPm } = member.business;
      return CHECKIN_MESSAGES.alreadyCheckedIn(formatInstantClock(result.checked_in_at, timezone, amPm));
    },

    /**
     * Today's check-ins, the day being the club's: at the location asked for (another club's answers 404), else
     * at the header's (like every list, a selection outside the club shows nothing), else at all the club's.
     */
    async today(member: MemberContext, selection: Selection, locationId: number | undefined): Promise<DeskCheckin[]> {
      if (locationId !== undefined && !(await findLocation(member.scope, locationId))) throw notFound('Location');
      const id = locationId ?? selection.locationId;
      if (locationId === undefined && id !== null && !(await findLocation(member.scope, id))) return [];
      const zone = member.business.timezone;
      const day = zonedDayBounds(utcToZonedParts(needs.now(), zone).date, zone);
      return describe(member, await listCheckInsBetween(member.scope, id, day.start, day.end));
    },
  };
}

export type CheckinDeskService = ReturnType<typeof createCheckinDeskService>;
