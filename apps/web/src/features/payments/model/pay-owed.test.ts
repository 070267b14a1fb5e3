import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@fairplay/contracts';
import { payOwedOffer } from './pay-owed';

const card = (changes: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: 1,
  object: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2030,
  account_holder_name: null,
  default_source: true,
  status: 'verified',
  createdAt: '2026-01-01T00:00:00Z',
  ...changes,
});
const balance = (owed: number, bookingsOwed: number) => ({
  charged: 0,
  refunded: 0,
  owed,
  bookings_owed: bookingsOwed,
  credit: 0,
});

describe('payOwedOffer', () => {
  it('offers what the bookings owe with the default verified method', () => {
    const other = card({ id: 2, default_source: false, last4: '4444' });
    expect(payOwedOffer({ balance: balance(9000, 6000), methods: [other, card()] })).toEqual({
      amount: 6000,
      method: card(),
    });
  });

  it('offers nothing when the bookings owe nothing (an invoice alone is collected at month end)', () => {
    expect(payOwedOffer({ balance: balance(2500, 0), methods: [card()] })).toBeNull();
  });

  it('offers nothing without a verified default method', () => {
    expect(payOwedOffer({ balance: balance(3000, 3000), methods: [] })).toBeNull();
    expect(payOwedOffer({ balance: balance(3000, 3000), methods: [card({ status: 'not verified' })] })).toBeNull();
  });
});
