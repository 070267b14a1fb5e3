import { z } from 'zod';

/**
 * Book pay types (spec 2 section 9, spec 3 section 5 "Book pay types: -1 both, 1 money, 2 points"): what a rule, a
 * lesson or a coach's availability lets a booking be paid with. The wire keeps the spec's numbers; code compares the
 * names (issue 25 point 4).
 */
export const BOOK_PAY_TYPE = {
  /** -1: money or points. */
  both: -1,
  /** 1: money only (point prices are zeroed). */
  moneyOnly: 1,
  /** 2: points only (money prices are zeroed). */
  pointsOnly: 2,
} as const;
export type BookPayType = (typeof BOOK_PAY_TYPE)[keyof typeof BOOK_PAY_TYPE];

/** A pay type as the API answers it. */
export const bookPayTypeSchema = z.union([
  z.literal(BOOK_PAY_TYPE.both),
  z.literal(BOOK_PAY_TYPE.moneyOnly),
  z.literal(BOOK_PAY_TYPE.pointsOnly),
]);

/** The court sheet's events carry it as text (spec 2 "Court sheet event"): '-1', '1' or '2'. */
export const bookPayTypeTextSchema = z.enum([
  String(BOOK_PAY_TYPE.both) as '-1',
  String(BOOK_PAY_TYPE.moneyOnly) as '1',
  String(BOOK_PAY_TYPE.pointsOnly) as '2',
]);
export type BookPayTypeText = z.infer<typeof bookPayTypeTextSchema>;

/** The text form of a pay type, as the court sheet's events carry it. */
export function bookPayTypeText(payType: BookPayType): BookPayTypeText {
  return String(payType) as BookPayTypeText;
}

/** A pay type as forms send it: the number or its text; anything else is refused. */
export const bookPayTypeField = z.union([z.number(), bookPayTypeTextSchema.transform(Number)]).pipe(
  z.union([z.literal(BOOK_PAY_TYPE.both), z.literal(BOOK_PAY_TYPE.moneyOnly), z.literal(BOOK_PAY_TYPE.pointsOnly)], {
    message: 'Must be -1, 1 or 2.',
  }),
);
