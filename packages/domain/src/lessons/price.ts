/**
 * A lesson's prices (spec 2 section 5, lesson form): book pay type 2 (points only) zeroes the money prices and 1
 * (money only) the point prices; the special price applies to the people it is for, the guest price to people who
 * are not members, and the facility fee is added to whichever applies only when its include flag is set.
 * Integer cents and whole points throughout.
 */
import { takesMoney, takesPoints, type BookPayType } from '../availability/types.js';

export interface LessonPrices {
  price: number;
  guest_price: number;
  point_price: number;
  guest_point_price: number;
  special_price: number;
  special_point: number;
  facility_price: number;
  facility_point: number;
  include_facility_fee: boolean;
  book_pay_type: BookPayType;
}

const MONEY = ['price', 'guest_price', 'special_price', 'facility_price'] as const;
const POINTS = ['point_price', 'guest_point_price', 'special_point', 'facility_point'] as const;

/** The prices as saved: the columns the pay type does not charge are zero. */
export function zeroedByPayType<T extends LessonPrices>(prices: T): T {
  const zeroed = { ...prices };
  if (!takesMoney(prices.book_pay_type)) for (const key of MONEY) zeroed[key] = 0;
  if (!takesPoints(prices.book_pay_type)) for (const key of POINTS) zeroed[key] = 0;
  return zeroed;
}

/** Who the price is for: a special-price person, a guest (not a member of the club), or a member. */
export interface PriceAudience {
  special: boolean;
  guest: boolean;
}

/** One place's price (main_value cents, point_value points). */
export function lessonPlacePrice(
  prices: LessonPrices,
  audience: PriceAudience,
): { main_value: number; point_value: number } {
  const p = zeroedByPayType(prices);
  let main = p.price;
  let points = p.point_price;
  if (audience.special) {
    main = p.special_price;
    points = p.special_point;
  } else if (audience.guest) {
    main = p.guest_price;
    points = p.guest_point_price;
  }
  if (p.include_facility_fee) {
    main += p.facility_price;
    points += p.facility_point;
  }
  return { main_value: main, point_value: points };
}

/** A camp booked as a whole: each of its remaining days at the place price. */
export function campPrice(
  prices: LessonPrices,
  audience: PriceAudience,
  days: number,
): { main_value: number; point_value: number; days: number; day_value: { main_value: number; point_value: number } } {
  const day = lessonPlacePrice(prices, audience);
  return { main_value: day.main_value * days, point_value: day.point_value * days, days, day_value: day };
}

/**
 * The spec's lesson price response (spec 3 section 3: price, special_price, facility_price, point, special_point,
 * facility_point) beside the coach-style main_value and point_value, which are what a place costs:
 * `price` is the person's regular price (the guest price for someone who is not a member), `special_price` the
 * special price when it applies to them (else null), and `facility_price` the facility fee when it is added (else
 * 0); so main_value = (special_price ?? price) + facility_price, and the same for points.
 */
export interface LessonPriceQuote {
  main_value: number;
  point_value: number;
  price: number;
  special_price: number | null;
  facility_price: number;
  point: number;
  special_point: number | null;
  facility_point: number;
}

export function lessonPriceQuote(prices: LessonPrices, audience: PriceAudience): LessonPriceQuote {
  const p = zeroedByPayType(prices);
  const place = lessonPlacePrice(prices, audience);
  return {
    ...place,
    price: audience.guest ? p.guest_price : p.price,
    special_price: audience.special ? p.special_price : null,
    facility_price: p.include_facility_fee ? p.facility_price : 0,
    point: audience.guest ? p.guest_point_price : p.point_price,
    special_point: audience.special ? p.special_point : null,
    facility_point: p.include_facility_fee ? p.facility_point : 0,
  };
}

/** A camp booked as a whole, quoted the spec's way: every figure for all its remaining days, and one day's. */
export function campPriceQuote(
  prices: LessonPrices,
  audience: PriceAudience,
  days: number,
): LessonPriceQuote & { days: number; day_value: LessonPriceQuote } {
  const day = lessonPriceQuote(prices, audience);
  const times = (value: number | null) => (value === null ? null : value * days);
  return {
    main_value: day.main_value * days,
    point_value: day.point_value * days,
    price: day.price * days,
    special_price: times(day.special_price),
    facility_price: day.facility_price * days,
    point: day.point * days,
    special_point: times(day.special_point),
    facility_point: day.facility_point * days,
    days,
    day_value: day,
  };
}
