/**
 * A lesson's prices (spec 2 section 5, lesson form): book pay type 2 (points only) zeroes the money prices and 1
 * (money only) the point prices; the special price applies to the people it is for, the guest price to people who
 * are not members, and the facility fee is added to whichever applies only when its include flag is set.
 * Integer cents and whole points throughout.
 */
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
  book_pay_type: -1 | 1 | 2;
}

const MONEY = ['price', 'guest_price', 'special_price', 'facility_price'] as const;
const POINTS = ['point_price', 'guest_point_price', 'special_point', 'facility_point'] as const;

/** The prices as saved: the columns the pay type does not charge are zero. */
export function zeroedByPayType<T extends LessonPrices>(prices: T): T {
  const zeroed = { ...prices };
  if (prices.book_pay_type === 2) for (const key of MONEY) zeroed[key] = 0;
  if (prices.book_pay_type === 1) for (const key of POINTS) zeroed[key] = 0;
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
