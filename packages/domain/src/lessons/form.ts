/**
 * The lesson form's own rules beyond types and sizes (spec 2 section 5), shared by the form and the server.
 * Answers the first problem as the field it belongs to and the spec's text, or null.
 */
import { takesMoney, takesPoints, type BookPayType } from '../availability/types.js';

export interface LessonFormInput {
  kind: 'group' | 'private' | 'camp';
  quantity: number;
  special_price: number;
  special_point: number;
  for_whom: readonly unknown[];
  book_pay_type: BookPayType;
}

export const LESSON_FORM_MESSAGES = {
  privateQuantity: 'A private lesson has exactly one place.',
  specialPrice: 'Please Adjust The Special Price Field',
} as const;

export function lessonFormIssue(input: LessonFormInput): { field: string; message: string } | null {
  if (input.kind === 'private' && input.quantity !== 1)
    return { field: 'quantity', message: LESSON_FORM_MESSAGES.privateQuantity };
  // A special price chosen for some people must say what they pay (in what the pay type charges).
  if (input.for_whom.length > 0) {
    const money = takesMoney(input.book_pay_type) ? input.special_price : 0;
    const points = takesPoints(input.book_pay_type) ? input.special_point : 0;
    if (money === 0 && points === 0) return { field: 'special_price', message: LESSON_FORM_MESSAGES.specialPrice };
  }
  return null;
}

/** The advance field ignores changes outside 0 to 365 (spec 5): the last valid value stays. */
export function nextAdvance(previous: number, typed: number): number {
  return Number.isInteger(typed) && typed >= 0 && typed <= 365 ? Math.max(typed, 1) : previous;
}

/**
 * What the lesson form shows for a server refusal (spec 2 section 5): the server's 'specialMicroSettings' (as its
 * message, or as the field it names) is 'Please Adjust The Special Price Field'; anything else as the server said it.
 */
export function lessonServerProblem(message: string, fields: readonly string[]): string {
  if (message === 'specialMicroSettings' || fields.some((field) => field.startsWith('specialMicroSettings')))
    return LESSON_FORM_MESSAGES.specialPrice;
  return message;
}
