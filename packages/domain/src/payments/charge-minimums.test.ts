import { describe, expect, it } from 'vitest';
import { amountTooSmallMessage, belowMinimumCharge, minimumCharge } from './charge-minimums.js';

describe('minimum card charges (Stripe’s table)', () => {
  it('holds a dollar charge to 50 cents, a pound to 30 pence, yen to 50 whole yen', () => {
    expect(minimumCharge('usd')).toBe(50);
    expect(minimumCharge('GBP')).toBe(30);
    expect(minimumCharge('jpy')).toBe(50);
    expect(minimumCharge('xyz')).toBe(50);
    expect(belowMinimumCharge(49, 'usd')).toBe(true);
    expect(belowMinimumCharge(50, 'usd')).toBe(false);
    expect(belowMinimumCharge(0, 'usd')).toBe(false);
  });

  it('words the refusal as Stripe does', () => {
    expect(amountTooSmallMessage('usd')).toBe('Amount must be at least $0.50 usd');
    expect(amountTooSmallMessage('eur')).toBe('Amount must be at least €0.50 eur');
    expect(amountTooSmallMessage('jpy')).toBe('Amount must be at least ¥50 jpy');
  });
});
