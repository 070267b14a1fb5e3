import { describe, expect, it } from 'vitest';
import { creditCovers, payWithCredit, renewalCredit, taxProration } from './taxed-credit.js';

/** Texas 6.25 % and Austin 2 %, both added to the price. */
const texasAustin = [
  { id: 1, percentage: 6.25, inclusive: false },
  { id: 2, percentage: 2, inclusive: false },
];

describe('creditCovers', () => {
  it('pays the whole price with its tax when the credit is enough', () => {
    // 3000 + 187.5→188 + 60 = 3248.
    expect(creditCovers(5000, 3000, texasAustin)).toMatchObject({ price: 3000, tax: 248, total: 3248 });
  });

  it('pays the largest part whose total fits in the credit', () => {
    // 1000 of credit: 924 + 57.75→58 + 18.48→18 = 1000; 925 would cost 925 + 58 + 19 = 1002.
    expect(creditCovers(1000, 3000, texasAustin)).toMatchObject({ price: 924, tax: 76, total: 1000 });
    expect(creditCovers(0, 3000, texasAustin)).toMatchObject({ price: 0, tax: 0, total: 0 });
  });

  it('with no tax, is the smaller of the credit and the price', () => {
    expect(creditCovers(1000, 3000, []).total).toBe(1000);
    expect(creditCovers(4000, 3000, []).total).toBe(3000);
  });
});

describe('taxProration', () => {
  it('an upgrade gives back the unused tax, taxes the remainder, and the card pays the rest with its tax', () => {
    const result = taxProration({ unusedCredit: 1500, newRemainder: 3000 }, texasAustin, texasAustin, 0);
    // Unused 1500: 93.75→94 + 30 = 124 given back; credit 1624.
    expect(result.unused).toMatchObject({ net: 1500, tax: 124, total: 1624 });
    // Remainder 3000: 188 + 60 = 248.
    expect(result.remainder).toMatchObject({ tax: 248, total: 3248 });
    // Credit 1624 pays 1500 (1500 + 94 + 30 = 1624).
    expect(result.fromCredit).toMatchObject({ price: 1500, tax: 124, total: 1624 });
    expect(result.card).toMatchObject({ price: 1500, tax: 124, total: 1624 });
    expect(result.creditAfter).toBe(0);
  });

  it('a downgrade keeps the credit left with its tax, and nothing goes to the card', () => {
    const result = taxProration({ unusedCredit: 4000, newRemainder: 1000 }, texasAustin, texasAustin, 0);
    // Unused 4000: 250 + 80 = 330; remainder 1000: 62.5→63 + 20 = 83.
    expect(result.unused.total).toBe(4330);
    expect(result.fromCredit).toMatchObject({ price: 1000, tax: 83, total: 1083 });
    expect(result.card.total).toBe(0);
    expect(result.creditAfter).toBe(4330 - 1083);
  });

  it('from an untaxed plan to a taxed one, the credit pays the new tax too', () => {
    const result = taxProration({ unusedCredit: 1000, newRemainder: 3000 }, [], texasAustin, 0);
    expect(result.fromCredit).toMatchObject({ price: 924, tax: 76, total: 1000 });
    expect(result.card.price).toBe(3000 - 924);
    expect(result.creditAfter).toBe(0);
  });
});

describe('renewalCredit', () => {
  it('takes the renewal with its tax off held credit, and says what is left', () => {
    expect(renewalCredit(2000, 5000, texasAustin)).toMatchObject({ covered: { price: 2000, tax: 165 }, left: 2835 });
    expect(renewalCredit(2000, 1000, texasAustin)).toMatchObject({ covered: { price: 924, total: 1000 }, left: 0 });
  });
});

describe('never a card charge under the minimum (issue 25 point 9)', () => {
  it('uses less credit so the card pays at least the minimum, keeping the rest of the credit', () => {
    // Credit 3000 pays 2772 of 3000 (2772 + 173.25 → 173 + 55.44 → 55 = 3000); the card's 228 + 14 + 5 = 247.
    expect(payWithCredit(3000, 3000, texasAustin, 50).card).toMatchObject({ price: 228, total: 247 });
    // Credit 3200 pays 2956 (2956 + 185 + 59 = 3200), leaving the card 44 + 3 + 1 = 48, under 50: the card pays
    // 46 + 2.875 → 3 + 0.92 → 1 = 50 instead (45 would be 49), and the credit pays 2954 and keeps the rest.
    const paid = payWithCredit(3200, 3000, texasAustin, 50);
    expect(paid.card).toMatchObject({ price: 46, total: 50 });
    expect(paid.fromCredit.price).toBe(2954);
    expect(renewalCredit(3000, 3200, texasAustin, 50).left).toBe(3200 - paid.fromCredit.total);
  });

  it('forgoes a remainder when even the whole price is under the minimum', () => {
    expect(payWithCredit(10, 40, [], 50)).toMatchObject({ fromCredit: { total: 10 }, card: { total: 0 }, forgone: 30 });
  });
});
