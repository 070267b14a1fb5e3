import { BOOK_PAY_TYPE, bookPayTypeField, bookPayTypeSchema, bookPayTypeText } from '@fairplay/contracts';
import { BOOK_PAY_TYPES, commonPayType, EITHER_PAY_TYPE, takesMoney, takesPoints } from '@fairplay/domain';
import { describe, expect, it } from 'vitest';
import { methodsByPayType } from './checkout';

/**
 * The book pay type has one set of names (contracts' BOOK_PAY_TYPE, issue 25 point 4); the domain, which imports
 * nothing of ours, names the same codes for its rules. These pin the two together and to the spec's wire values.
 */
describe('book pay type names', () => {
  it('keep the spec wire values: -1 both, 1 money only, 2 points only', () => {
    expect(BOOK_PAY_TYPE).toEqual({ both: -1, moneyOnly: 1, pointsOnly: 2 });
    expect([1, 2, -1].map((code) => bookPayTypeSchema.safeParse(code).success)).toEqual([true, true, true]);
    expect(bookPayTypeSchema.safeParse(3).success).toBe(false);
    expect(bookPayTypeField.parse('2')).toBe(BOOK_PAY_TYPE.pointsOnly);
    expect(bookPayTypeText(BOOK_PAY_TYPE.both)).toBe('-1');
  });

  it('are the codes the domain rules use', () => {
    expect([...BOOK_PAY_TYPES].sort()).toEqual(Object.values(BOOK_PAY_TYPE).sort());
    expect(EITHER_PAY_TYPE).toBe(BOOK_PAY_TYPE.both);
    expect(takesMoney(BOOK_PAY_TYPE.pointsOnly)).toBe(false);
    expect(takesPoints(BOOK_PAY_TYPE.moneyOnly)).toBe(false);
    expect(takesMoney(BOOK_PAY_TYPE.moneyOnly) && takesPoints(BOOK_PAY_TYPE.pointsOnly)).toBe(true);
    expect(commonPayType([BOOK_PAY_TYPE.moneyOnly, BOOK_PAY_TYPE.pointsOnly])).toBe(BOOK_PAY_TYPE.both);
  });

  it('choose the checkout methods by name', () => {
    const money = ['saved' as const];
    expect(methodsByPayType(money, 1000, { price: 10, payType: BOOK_PAY_TYPE.moneyOnly })).toEqual(['saved']);
    expect(methodsByPayType(money, 1000, { price: 10, payType: BOOK_PAY_TYPE.pointsOnly })).toEqual(['points']);
    expect(methodsByPayType(money, 1000, { price: 10, payType: BOOK_PAY_TYPE.both })).toEqual(['saved', 'points']);
  });
});
