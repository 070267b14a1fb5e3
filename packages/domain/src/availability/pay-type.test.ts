import { describe, expect, it } from 'vitest';
import {
  BOOK_PAY_TYPES,
  commonPayType,
  EITHER_PAY_TYPE,
  isMoneyOnly,
  isPointsOnly,
  takesMoney,
  takesPoints,
} from './types.js';

describe('book pay types', () => {
  it('are the spec codes: -1 both, 1 money only, 2 points only', () => {
    expect(BOOK_PAY_TYPES).toEqual([-1, 1, 2]);
    expect(EITHER_PAY_TYPE).toBe(-1);
    expect(BOOK_PAY_TYPES.map((t) => [takesMoney(t), takesPoints(t)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
    ]);
    expect(BOOK_PAY_TYPES.filter(isMoneyOnly)).toEqual([1]);
    expect(BOOK_PAY_TYPES.filter(isPointsOnly)).toEqual([2]);
  });

  it('combine to theirs when they agree, else either', () => {
    expect(commonPayType([2, 2])).toBe(2);
    expect(commonPayType([1, 2])).toBe(-1);
    expect(commonPayType([])).toBe(-1);
  });
});
