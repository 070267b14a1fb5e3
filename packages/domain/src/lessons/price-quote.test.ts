import { describe, expect, it } from 'vitest';
import { campPriceQuote, lessonPlacePrice, lessonPriceQuote, type LessonPrices, type PriceAudience } from './price.js';

const prices: LessonPrices = {
  price: 3000,
  guest_price: 4000,
  point_price: 30,
  guest_point_price: 40,
  special_price: 2000,
  special_point: 20,
  facility_price: 500,
  facility_point: 5,
  include_facility_fee: true,
  book_pay_type: -1,
};
const audiences: PriceAudience[] = [
  { special: false, guest: false },
  { special: false, guest: true },
  { special: true, guest: false },
  { special: true, guest: true },
];

describe("the spec's lesson price response (issue 26)", () => {
  it('names the regular, special and facility figures of a member, a guest and a special person', () => {
    expect(lessonPriceQuote(prices, { special: false, guest: false })).toEqual({
      main_value: 3500,
      point_value: 35,
      price: 3000,
      special_price: null,
      facility_price: 500,
      point: 30,
      special_point: null,
      facility_point: 5,
    });
    expect(lessonPriceQuote(prices, { special: false, guest: true })).toMatchObject({ price: 4000, point: 40 });
    expect(lessonPriceQuote(prices, { special: true, guest: false })).toMatchObject({
      special_price: 2000,
      special_point: 20,
      main_value: 2500,
    });
  });

  it('adds up to main_value and point_value whatever the audience, fee and pay type', () => {
    for (const book_pay_type of [-1, 1, 2] as const)
      for (const include_facility_fee of [true, false])
        for (const audience of audiences) {
          const variant = { ...prices, book_pay_type, include_facility_fee };
          const quote = lessonPriceQuote(variant, audience);
          expect(quote.main_value).toBe((quote.special_price ?? quote.price) + quote.facility_price);
          expect(quote.point_value).toBe((quote.special_point ?? quote.point) + quote.facility_point);
          expect({ main_value: quote.main_value, point_value: quote.point_value }).toEqual(
            lessonPlacePrice(variant, audience),
          );
        }
  });

  it('leaves the facility fee out when it is not included, and zeroes what the pay type does not charge', () => {
    expect(lessonPriceQuote({ ...prices, include_facility_fee: false }, audiences[0]!)).toMatchObject({
      facility_price: 0,
      facility_point: 0,
    });
    expect(lessonPriceQuote({ ...prices, book_pay_type: 2 }, audiences[2]!)).toMatchObject({
      price: 0,
      special_price: 0,
      point: 30,
      special_point: 20,
    });
  });

  it('quotes a camp for all its days, with one day beside', () => {
    const camp = campPriceQuote(prices, { special: true, guest: false }, 3);
    expect(camp).toMatchObject({ days: 3, main_value: 7500, price: 9000, special_price: 6000, facility_price: 1500 });
    expect(camp.day_value).toEqual(lessonPriceQuote(prices, { special: true, guest: false }));
    expect(campPriceQuote(prices, audiences[0]!, 2).special_price).toBeNull();
  });
});
