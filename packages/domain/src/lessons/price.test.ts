import { describe, expect, it } from 'vitest';
import { campPrice, lessonPlacePrice, zeroedByPayType, type LessonPrices } from './price.js';
import { lessonFormIssue, nextAdvance } from './form.js';

const prices: LessonPrices = {
  price: 3000,
  guest_price: 4000,
  point_price: 30,
  guest_point_price: 40,
  special_price: 2000,
  special_point: 20,
  facility_price: 500,
  facility_point: 5,
  include_facility_fee: false,
  book_pay_type: -1,
};

describe('lesson prices', () => {
  it('charges members the regular price, guests the guest price and special people the special one', () => {
    expect(lessonPlacePrice(prices, { special: false, guest: false })).toEqual({ main_value: 3000, point_value: 30 });
    expect(lessonPlacePrice(prices, { special: false, guest: true })).toEqual({ main_value: 4000, point_value: 40 });
    expect(lessonPlacePrice(prices, { special: true, guest: true })).toEqual({ main_value: 2000, point_value: 20 });
  });
  it('adds the facility fee only when it is included', () => {
    const withFee = { ...prices, include_facility_fee: true };
    expect(lessonPlacePrice(withFee, { special: false, guest: false })).toEqual({ main_value: 3500, point_value: 35 });
    expect(lessonPlacePrice(withFee, { special: true, guest: false })).toEqual({ main_value: 2500, point_value: 25 });
  });
  it('zeroes money for points only and points for money only', () => {
    expect(zeroedByPayType({ ...prices, book_pay_type: 2 })).toMatchObject({
      price: 0,
      guest_price: 0,
      point_price: 30,
    });
    expect(zeroedByPayType({ ...prices, book_pay_type: 1 })).toMatchObject({
      price: 3000,
      point_price: 0,
      facility_point: 0,
    });
    expect(lessonPlacePrice({ ...prices, book_pay_type: 1 }, { special: false, guest: false })).toEqual({
      main_value: 3000,
      point_value: 0,
    });
  });
  it('prices a camp by its days', () => {
    expect(campPrice(prices, { special: false, guest: false }, 5)).toEqual({
      main_value: 15000,
      point_value: 150,
      days: 5,
      day_value: { main_value: 3000, point_value: 30 },
    });
  });
});

describe('lesson form rules', () => {
  const base = {
    kind: 'group' as const,
    quantity: 8,
    special_price: 0,
    special_point: 0,
    for_whom: [],
    book_pay_type: -1 as const,
  };
  it('fixes a private lesson at one place', () => {
    expect(lessonFormIssue({ ...base, kind: 'private' })).toEqual({
      field: 'quantity',
      message: 'A private lesson has exactly one place.',
    });
    expect(lessonFormIssue({ ...base, kind: 'private', quantity: 1 })).toBeNull();
  });
  it('asks for a special price when it is for someone', () => {
    expect(lessonFormIssue({ ...base, for_whom: [{ for: 'groups', values: [1] }] })?.message).toBe(
      'Please Adjust The Special Price Field',
    );
    expect(lessonFormIssue({ ...base, for_whom: [{ for: 'groups', values: [1] }], special_point: 5 })).toBeNull();
    expect(
      lessonFormIssue({ ...base, for_whom: [{ for: 'groups', values: [1] }], special_point: 5, book_pay_type: 1 }),
    ).not.toBeNull();
  });
  it('ignores advance changes outside 0 to 365', () => {
    expect(nextAdvance(30, 400)).toBe(30);
    expect(nextAdvance(30, -1)).toBe(30);
    expect(nextAdvance(30, 14)).toBe(14);
  });
});
