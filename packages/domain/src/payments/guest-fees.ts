import { takesMoney, takesPoints } from '../availability/types.js';

/**
 * The guest-fee rule (spec 2 business settings `guest_fee`, `guest_fee_point`; issue 13 "Guest fees added per
 * guest"), once for the server's pricing and charges and the web's checkout: each guest adds the club's guest fee to
 * the booking, in money and in points, each zeroed as the booking's pay type zeroes its prices (points only takes no
 * money, money only no points).
 */
export interface ClubGuestFee {
  /** Cents per guest (the club's guest_fee). */
  money: number;
  /** Points per guest (the club's guest_fee_point). */
  points: number;
}

/** What a booking's guests add to its price, in cents and in points, under its pay type. */
export function guestFeesAdded(payType: number, guests: number, fee: ClubGuestFee): { price: number; points: number } {
  return {
    price: guests * guestFeeCharged(payType, fee.money),
    points: takesPoints(payType) ? guests * fee.points : 0,
  };
}

/** The money fee each guest's line of the charge carries under the pay type: the club's fee, or 0 paid in points. */
export function guestFeeCharged(payType: number, feeCents: number): number {
  return takesMoney(payType) ? feeCents : 0;
}

/**
 * The guest fees (cents) inside a booking's money price: the fee per guest where the booking is paid in money, never
 * more than the price itself (a split leaves them on the booker's share).
 */
export function guestFeesInPrice(payType: number, priceCents: number, guests: number, feeCents: number): number {
  return Math.min(priceCents, guests * guestFeeCharged(payType, feeCents));
}
