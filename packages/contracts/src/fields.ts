import { z } from 'zod';
import { LIMITS, PASSWORD_DIGIT, PASSWORD_LETTER, PHONE_PATTERN, USERNAME_PATTERN } from './constants.js';

/** Reusable field schemas; each message names what is wrong so the client can show it as is. */
export const usernameField = z
  .string()
  .trim()
  .toLowerCase()
  .min(LIMITS.usernameMin, `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters.`)
  .max(LIMITS.usernameMax, `Username must be ${LIMITS.usernameMin} to ${LIMITS.usernameMax} characters.`)
  .regex(USERNAME_PATTERN, 'Username may contain only lowercase letters, digits, period and underscore.');

export const passwordField = z
  .string()
  .trim()
  .min(LIMITS.passwordMin, `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`)
  .max(LIMITS.passwordMax, `Password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`)
  .regex(PASSWORD_LETTER, 'Password must contain at least one letter.')
  .regex(PASSWORD_DIGIT, 'Password must contain at least one number.');

export function personNameField(label: string) {
  return z
    .string()
    .trim()
    .min(LIMITS.nameMin, `${label} must be at least ${LIMITS.nameMin} characters.`)
    .max(LIMITS.nameMax, `${label} must be at most ${LIMITS.nameMax} characters.`);
}

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.emailMax, 'E-mail is too long.')
  .pipe(z.email('Please enter a valid e-mail address.'));

export const phoneField = z.string().trim().regex(PHONE_PATTERN, 'Phone may start with + and have up to 17 digits.');

/** An ISO date (YYYY-MM-DD) or date-time; the birth year must be 1930 or later and not in the future. */
export const dobField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Date of birth must be an ISO date.')
  .transform((value) => value.slice(0, 10))
  .refine(
    (value) => {
      // Date.parse rolls impossible days over (1990-02-31 becomes 1990-03-03), so require a round trip.
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    },
    { message: 'Date of birth is not a real date.', abort: true },
  )
  .refine(
    (value) => Number(value.slice(0, 4)) >= LIMITS.birthYearMin,
    `Year of birth must be ${LIMITS.birthYearMin} or later.`,
  )
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), 'Date of birth cannot be in the future.');

export const idParam = z.coerce
  .number()
  .int('Id must be a whole number.')
  .positive('Id must be positive.')
  .max(2147483647);

export const timezoneField = z
  .string()
  .trim()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone.');

/** New password plus its confirmation; a mismatch is reported on confirm_password, where the user typed it. */
export const newPasswordFields = {
  new_password: passwordField,
  confirm_password: z.string().trim().max(200),
};

export function confirmationMatches(body: { new_password: string; confirm_password: string }): boolean {
  return body.new_password === body.confirm_password;
}

export const confirmationMismatch = { message: 'Passwords do not match.', path: ['confirm_password'] };
