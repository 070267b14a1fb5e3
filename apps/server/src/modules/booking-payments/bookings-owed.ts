import type { TenantScope } from '@fairplay/db';
import { bookingOwedOf } from '@fairplay/domain';
import { pricedBookingsOf } from '../appointments/index.js';
import { takenOfMany } from './booking-payments.repository.js';

/**
 * What a member's bookings still owe (cents): each priced booking they made, less what paid, pending and held
 * payments took of it (nothing once marked paid), as its Payments tab reads it (issue 24: the member summary's Owed agrees with the bookings).
 */
export async function bookingsOwedOf(scope: TenantScope, userId: number): Promise<number> {
  const booked = await pricedBookingsOf(scope, userId);
  const taken = await takenOfMany(
    scope,
    booked.map((booking) => booking.id),
  );
  return booked.reduce(
    (sum, booking) =>
      sum +
      bookingOwedOf({ price: booking.bookedPrice, taken: taken.get(booking.id) ?? 0, markedPaid: booking.makeItPaid }),
    0,
  );
}
