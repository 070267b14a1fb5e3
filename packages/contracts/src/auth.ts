import { z } from 'zod';
import { LIMITS, USER_TYPES } from './constants.js';
import {
  confirmationMatches,
  confirmationMismatch,
  dobField,
  newPasswordFields,
  emailField,
  passwordField,
  personNameField,
  timezoneField,
  usernameField,
} from './fields.js';
import { sessionUserSchema } from './users.js';

/** Sign-in takes a username or an e-mail; the server trims and lowercases it. */
export const loginBody = z
  .object({
    username: z.string().trim().toLowerCase().min(1, 'Username is required.').max(LIMITS.emailMax),
    password: z.string().trim().min(1, 'Password is required.').max(200),
    front: z.boolean().optional(),
    role: z.enum(USER_TYPES).optional(),
  })
  .strict();
export type LoginBody = z.input<typeof loginBody>;

export const loginResponse = z.object({ user: sessionUserSchema, token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

export const verifyUsernameBody = z.object({ username: z.string().max(200) }).strict();
export const verifyUsernameResponse = z.object({ available: z.boolean() });

export const verifyDemoCodeBody = z.object({ demo_code: z.string().trim().min(1).max(64) }).strict();
/** `percent_off`: what the code takes off the club's first paid month after its trial (ours; 0 when not valid). */
export const verifyDemoCodeResponse = z.object({
  valid: z.boolean(),
  plan: z.string().nullable(),
  percent_off: z.number(),
});

const personFields = {
  firstName: personNameField('First name'),
  lastName: personNameField('Last name'),
  username: usernameField,
  email: emailField,
  dob: dobField,
  password: passwordField,
};

export const registerBody = z.discriminatedUnion('user_type', [
  z
    .object({
      user_type: z.literal('bu'),
      ...personFields,
      businessName: z
        .string()
        .trim()
        .min(LIMITS.nameMin, `Club name must be at least ${LIMITS.nameMin} characters.`)
        .max(LIMITS.businessNameMax, `Club name must be at most ${LIMITS.businessNameMax} characters.`),
      businessAddress: z
        .string()
        .trim()
        .min(LIMITS.nameMin, 'Please provide valid address')
        .max(LIMITS.addressMax, `Address must be at most ${LIMITS.addressMax} characters.`),
      timezone: timezoneField.optional(),
      plan: z.string().trim().max(64).optional(),
      /** The demo code sign-up opened with: its discount comes off the first paid month (ours). */
      demo_code: z.string().trim().min(1, 'demo_code cannot be empty.').max(64).optional(),
    })
    .strict(),
  z.object({ user_type: z.literal('nbu'), ...personFields }).strict(),
]);
export type RegisterBody = z.input<typeof registerBody>;

export const forgotPasswordBody = z
  .object({ username: z.string().trim().toLowerCase().min(1, 'Username or e-mail is required.').max(LIMITS.emailMax) })
  .strict();

/** Second step of the reset (our design; spec 1 does not show it): the e-mailed code sets a new password. */
export const resetPasswordBody = z
  .object({
    username: z.string().trim().toLowerCase().min(1, 'Username or e-mail is required.').max(LIMITS.emailMax),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'The reset code is 6 digits.'),
    ...newPasswordFields,
  })
  .strict()
  .refine(confirmationMatches, confirmationMismatch);
