import { describe, expect, it } from 'vitest';
import { pointsQuote } from './points-format';

describe('pointsQuote (issue 24 point 4)', () => {
  const entity = { price_per_point: 100, taxes: [{ id: 1, percentage: 8.25, inclusive: false }] };

  it('prices the points with the points taxes as one line, as the charge does', () => {
    // $25.00 at 8.25 % is $2.0625: $2.06.
    expect(pointsQuote(25, entity)).toEqual({ price: 2500, tax: 206, total: 2706 });
  });

  it('keeps an inclusive tax inside the price, and an untaxed group at its price', () => {
    expect(pointsQuote(10, { price_per_point: 110, taxes: [{ id: 2, percentage: 10, inclusive: true }] })).toEqual({
      price: 1100,
      tax: 100,
      total: 1100,
    });
    expect(pointsQuote(3, { price_per_point: 75, taxes: [] })).toEqual({ price: 225, tax: 0, total: 225 });
  });

  it('has no quote until a whole number of points is entered', () => {
    for (const count of [Number.NaN, 0, -2, 1.5]) expect(pointsQuote(count, entity)).toBeNull();
  });
});
