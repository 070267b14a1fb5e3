import { describe, expect, it } from 'vitest';
import { splitBooking, splitPlayers, splitShares } from './split-shares.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('splitShares', () => {
  it('divides an even price equally', () => {
    expect(splitShares(4000, 4)).toEqual([1000, 1000, 1000, 1000]);
  });

  it('gives the cents that do not divide one each to the first players', () => {
    expect(splitShares(1000, 3)).toEqual([334, 333, 333]);
    expect(splitShares(1001, 4)).toEqual([251, 250, 250, 250]);
    expect(splitShares(1003, 4)).toEqual([251, 251, 251, 250]);
  });

  it('always adds up to the price and no two shares differ by more than a cent', () => {
    for (let price = 0; price <= 2_000; price += 7)
      for (let players = 1; players <= 8; players++) {
        const shares = splitShares(price, players);
        expect(shares).toHaveLength(players);
        expect(sum(shares)).toBe(price);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect(shares[0]).toBe(Math.max(...shares));
      }
  });

  it('shares a price smaller than the number of players', () => {
    expect(splitShares(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitShares(0, 3)).toEqual([0, 0, 0]);
  });

  it('refuses fractions of cents, negative prices and an empty party', () => {
    expect(() => splitShares(10.5, 2)).toThrow(RangeError);
    expect(() => splitShares(-1, 2)).toThrow(RangeError);
    expect(() => splitShares(100, 0)).toThrow(RangeError);
  });
});

describe('splitBooking', () => {
  it('puts the guest fees on the booker alone and adds up to the whole price', () => {
    expect(splitBooking(3000, 1000, 3)).toEqual([2000, 1000, 1000]);
    expect(splitBooking(1001, 500, 2)).toEqual([1001, 500]);
    const shares = splitBooking(4567, 1234, 4);
    expect(sum(shares)).toBe(4567 + 1234);
  });

  it('refuses fees that are not whole cents', () => {
    expect(() => splitBooking(1000, -1, 2)).toThrow(RangeError);
    expect(() => splitBooking(1000, 1.5, 2)).toThrow(RangeError);
  });
});

describe('splitPlayers', () => {
  it('lists the booker first and each partner once', () => {
    expect(splitPlayers(5, [7, 5, 9, 7])).toEqual([5, 7, 9]);
    expect(splitPlayers(5, [])).toEqual([5]);
  });
});

describe('splitBooking under the minimum card charge', () => {
  it('gives a share under the minimum to the booker, who pays it with their own', () => {
    // 120 cents among 4: 30 each, each under 50: the booker pays all of it.
    expect(splitBooking(120, 0, 4, 50)).toEqual([120, 0, 0, 0]);
    // 250 among 4: 63, 63, 62, 62: all at least 50, nothing moves.
    expect(splitBooking(250, 0, 4, 50)).toEqual([63, 63, 62, 62]);
    // 140 + 40 guest fees among 3: 47, 47, 46 → the booker takes the other two.
    expect(splitBooking(140, 40, 3, 50)).toEqual([180, 0, 0]);
  });
});
