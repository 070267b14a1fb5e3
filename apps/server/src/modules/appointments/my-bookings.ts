import { MY_BOOKINGS_PAGE_SIZE, type MyBooking, type MyBookings } from '@fairplay/contracts';
import type { MemberContext } from '../identity/index.js';
import { toEvents } from './appointment-events.js';
import { familyOf } from './appointments-change.js';
import type { Viewer } from './appointment-viewer.js';
import { listBookingsOf } from './my-bookings.repository.js';

/**
 * The member's home: their own and their family's bookings (the family the court sheet already lets them book
 * and cancel for), upcoming soonest first or past latest first, a page at a time. Read-only.
 */
export async function myBookings(
  member: MemberContext,
  viewer: Viewer,
  query: { when: 'upcoming' | 'past'; page: number },
  now: Date,
): Promise<MyBookings> {
  const { scope } = member;
  const family = await familyOf(scope, viewer, viewer.userId);
  const rows = await listBookingsOf(
    scope,
    family,
    query.when,
    { offset: (query.page - 1) * MY_BOOKINGS_PAGE_SIZE, limit: MY_BOOKINGS_PAGE_SIZE },
    now,
  );
  const page = rows.slice(0, MY_BOOKINGS_PAGE_SIZE);
  const events = await toEvents(scope, page, viewer, family);
  const courts = await viewer.needs.courts.findCourts(scope, [...new Set(page.map((row) => row.courtId))]);
  const courtName = new Map(courts.map((court) => [court.id, court.name]));
  const answer: MyBooking[] = page.map((row, index) => {
    const bookings = events[index]!.record.bookings;
    const placed = bookings.filter((person) => person.user_id !== null && family.includes(person.user_id));
    const own = placed.find((person) => person.user_id === viewer.userId);
    const relative = placed.find((person) => person.kind === 'booker') ?? placed[0];
    return {
      id: row.id,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      court_id: row.courtId,
      court_name: courtName.get(row.courtId) ?? '',
      sport_id: row.sportId,
      note: row.note,
      recurring: row.recurring,
      created_by: row.createdBy,
      for_user_id: (own ?? relative)?.user_id ?? viewer.userId,
      bookings,
      payment_state: events[index]!.record.payment_state,
    };
  });
  return { rows: answer, page: query.page, isEnd: rows.length <= MY_BOOKINGS_PAGE_SIZE };
}
