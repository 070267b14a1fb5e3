/**
 * The coach availability form (spec 2 section 5): the rule form's checks, and also a lesson type, courts and an
 * earliest book in advance of 1 to 365 days on every row (values outside are refused, not clamped as on rules).
 */
import {
  RULE_FORM_MESSAGES,
  validateRuleForm,
  type RuleFormContext,
  type RuleFormInput,
  type ValidRule,
} from '../availability/rule-form.js';
import type { Outcome } from '../recurrence/types.js';

export const COACH_LIMITS = {
  advanceMin: 1,
  advanceMax: 365,
  /** A private session's default length when the lesson type sets no minimum (spec 2 section 9: or 30). */
  defaultSessionMinutes: 30,
  /** How far a search for private sessions may reach at once. */
  searchDaysMax: 31,
  /** The coach availability list looks back 13 months (spec 2 section 9). */
  lookBackMonths: 13,
} as const;

export const COACH_MESSAGES = {
  // Texts from the spec (sections 5, 7 and 8).
  required: RULE_FORM_MESSAGES.required,
  courts: RULE_FORM_MESSAGES.courts,
  created: 'Your availability successfully created.',
  updated: 'Your availability successfully updated.',
  confirmDelete: 'Confirm: Are you sure to delete the availability?',
  invalidRange: 'Please select valid time range.',
  blocked: 'You successfully blocked time range.',
  mandatoryFilters: 'Select all mandatory filters.',
  customerNotice: 'Set filters to see availability in yellow',
  staffNotice: 'Set private service availability in staff profiles',
  gone: 'This session is not available at the selected time anymore.',
  cantBook: "You can't book this time range. Please check court-sheet to select valid time range.",
  booked: 'Your booking successfully created.',
  empty: 'There are no availabilities found.',
  loading: 'Loading...',
  minDuration: (minutes: number) => `Lesson min duration is ${minutes} minutes`,
  maxDuration: (minutes: number) => `The business requires maximum ${minutes} minutes per booking`,
  // Our own texts for the rest.
  advance: 'Earliest book in advance must be 1 to 365 days.',
  unblocked: 'You successfully unblocked time range.',
  deleted: 'The availability was deleted.',
  notFound: 'This availability does not exist.',
  notACoach: 'Choose a coach of this club.',
  ownOnly: 'A coach manages only their own availability.',
  notPrivateType: 'Choose a lesson type of this club.',
  coachBusy: 'The coach is not free at this time.',
  courtTaken: 'The court is taken at this time; choose another time or court.',
  cancelled: 'The private session was cancelled.',
  sessionNotFound: 'This private session does not exist.',
  searchTooLong: `Search at most ${31} days at once.`,
  customerRequired: 'Choose the customer the session is for.',
  payInPersonOff: 'This club does not take payment in person: a paid private session cannot be booked yet.',
} as const;

export interface CoachFormInput extends RuleFormInput {
  lesson_type_id: number | null;
}

export interface ValidCoachAvailability extends ValidRule {
  lesson_type_id: number;
}

const fail = (field: string, message: string) => ({ ok: false as const, field, message });

/** Checks the coach availability form and answers what to save, or the first field at fault. */
export function validateCoachAvailability(
  input: CoachFormInput,
  context: RuleFormContext,
): Outcome<ValidCoachAvailability> {
  if (input.lesson_type_id === null) return fail('lesson_type_id', COACH_MESSAGES.required);
  if (input.courts.length === 0) return fail('courts', COACH_MESSAGES.courts);
  for (const [index, row] of input.rules.entries()) {
    if (
      !Number.isInteger(row.advance) ||
      row.advance < COACH_LIMITS.advanceMin ||
      row.advance > COACH_LIMITS.advanceMax
    )
      return fail(`rules.${index}.advance`, COACH_MESSAGES.advance);
  }
  const rule = validateRuleForm(input, context);
  if (!rule.ok) return rule;
  return { ok: true, value: { ...rule.value, lesson_type_id: input.lesson_type_id } };
}

/** A block's range: the end must come after the start (spec 2 section 5 "Block coach availability"). */
export function blockRangeIssue(start: Date, end: Date): string | null {
  return end.getTime() > start.getTime() ? null : COACH_MESSAGES.invalidRange;
}

/** A private session's length within its lesson type's minimum and maximum (when enabled) or the default. */
export function sessionLengthIssue(
  minutes: number,
  type: { isMinMaxEnabled: boolean; minListDuration: number | null; maxListDuration: number | null },
): string | null {
  const min = type.isMinMaxEnabled && type.minListDuration ? type.minListDuration : COACH_LIMITS.defaultSessionMinutes;
  if (minutes < min) return COACH_MESSAGES.minDuration(min);
  if (type.isMinMaxEnabled && type.maxListDuration && minutes > type.maxListDuration)
    return COACH_MESSAGES.maxDuration(type.maxListDuration);
  return null;
}
