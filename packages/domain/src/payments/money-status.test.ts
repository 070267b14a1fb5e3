import { describe, expect, it } from 'vitest';
import {
  bookingOwed,
  bookingOwedOf,
  bookingPaymentState,
  chargeMoneyState,
  memberOwed,
  type BookingMoney,
} from './money-status.js';

const booking = (money: Partial<BookingMoney>): BookingMoney => ({
  price: 3000,
  points: 0,
  paid: null,
  held: false,
  markedPaid: false,
  markedAuthorized: false,
  ...money,
});

describe('bookingPaymentState', () => {
  it('reads a booking priced at nothing as free, never unpaid', () => {
    expect(bookingPaymentState(booking({ price: 0 }))).toBe('free');
  });

  it('reads a booking with a points price and nothing paid as unpaid, and paid once points cover it', () => {
    expect(bookingPaymentState(booking({ price: 0, points: 16 }))).toBe('unpaid');
    expect(bookingPaymentState(booking({ price: 0, points: 16, paid: 0 }))).toBe('paid');
  });

  it('reads a booking paid in full as paid, in part as partly paid, not at all as unpaid', () => {
    expect(bookingPaymentState(booking({ paid: 3000 }))).toBe('paid');
    expect(bookingPaymentState(booking({ paid: 1000 }))).toBe('partly');
    expect(bookingPaymentState(booking({}))).toBe('unpaid');
    expect(bookingPaymentState(booking({ paid: 0 }))).toBe('unpaid');
  });

  it('reads a marked paid booking as paid and a held payment as authorized', () => {
    expect(bookingPaymentState(booking({ markedPaid: true }))).toBe('paid');
    expect(bookingPaymentState(booking({ held: true }))).toBe('authorized');
    expect(bookingPaymentState(booking({ markedAuthorized: true, paid: 1000 }))).toBe('authorized');
    expect(bookingPaymentState(booking({ held: true, paid: 3000 }))).toBe('paid');
  });
});

describe('what a booking owes', () => {
  it('is its price less what was taken, never below nothing', () => {
    expect(bookingOwed(3000, 1000)).toBe(2000);
    expect(bookingOwed(3000, 3500)).toBe(0);
    expect(bookingOwed(0, 0)).toBe(0);
  });

  it('is nothing once marked paid', () => {
    expect(bookingOwedOf({ price: 3000, taken: 0, markedPaid: true })).toBe(0);
    expect(bookingOwedOf({ price: 3000, taken: 500, markedPaid: false })).toBe(2500);
  });

  it("adds to the ledger's owed in the member's owed", () => {
    expect(memberOwed({ ledgerOwed: 1200, bookingsOwed: 3000 })).toBe(4200);
  });
});

describe('chargeMoneyState', () => {
  const charge = (amount_refunded: number, status = 'succeeded') => ({ status, total: 3000, amount_refunded });

  it('reads a charge refunded whole as refunded, in part as partly refunded', () => {
    expect(chargeMoneyState(charge(3000))).toBe('refunded');
    expect(chargeMoneyState(charge(1000))).toBe('partly_refunded');
  });

  it('keeps the status of a charge with nothing refunded, or one that took no money', () => {
    expect(chargeMoneyState(charge(0))).toBe('succeeded');
    expect(chargeMoneyState(charge(0, 'failed'))).toBe('failed');
    expect(chargeMoneyState(charge(3000, 'voided'))).toBe('voided');
  });
});
