/** Limits and texts that both the client and the server enforce (spec 1 sections 5, 8, 9). */
export const LIMITS = {
  usernameMin: 2,
  usernameMax: 22,
  passwordMin: 8,
  passwordMax: 25,
  nameMin: 2,
  nameMax: 50,
  emailMax: 254,
  phoneDigitsMax: 17,
  birthYearMin: 1930,
  messageMax: 210,
  businessNameMax: 80,
  addressMax: 200,
  resetCodeDigits: 6,
  forgotCaptchaDigits: 5,
} as const;

export const USERNAME_PATTERN = /^[a-z0-9._]+$/;
export const PASSWORD_LETTER = /[A-Za-z]/;
export const PASSWORD_DIGIT = /[0-9]/;
export const PHONE_PATTERN = /^(\+?[0-9]{1,17})?$/;

export const MESSAGES = {
  incorrectCredentials: 'Incorrect Credentials',
  accountPaused: 'Your account is on pause. Contact your account manager at the provider to resume.',
  accountBlocked: 'Your account has been blocked. Please contact your club.',
  checkEmail: 'Please check your email.',
  checkFields: 'Please check this fields',
  notSignedIn: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do that.',
  notFound: 'Oops, something went wrong.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  malformedJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  nulCharacter: 'Must not contain NUL characters.',
  nestedTooDeeply: 'The request body is nested too deeply.',
  urlTooLong: 'The request address is too long.',
  badUrl: 'The request address is not valid.',
  serverError: 'Something went wrong, please try later.',
  usernameTaken: 'This username is already taken.',
  demoCodeInvalid: 'This demo code is not valid.',
  emailTaken: 'An account with this e-mail already exists.',
  passwordsDiffer: 'Passwords do not match.',
  wrongOldPassword: 'Your current password is incorrect.',
  resetCodeInvalid: 'This reset code is invalid or has expired.',
  cardDeclined: 'Unable to charge from your card. Please enter new card info.',
  success: 'Success',
  courtTimeConflict: 'Minimum and Max time settings are in conflict.',
  /** The database could not be reached or dropped the connection; nothing was saved. */
  databaseUnavailable: 'The database is unavailable. Please try again.',
  /** A unique key, a deadlock or a serialization failure: another request changed the same thing first. */
  changedConcurrently: 'This was changed at the same time by someone else. Please reload and try again.',
  /** A foreign key refused a delete: other records still point at this one. */
  stillInUse: 'This is still in use and cannot be removed.',
  /** A check constraint or a data exception (out of range, not a valid number or date) refused a value. */
  valueNotAllowed: 'This value is not allowed.',
} as const;

export const USER_TYPES = ['bu', 'nbu'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const MEMBER_TYPE_KEYS = [
  'owner',
  'admin',
  'accountant',
  'reception',
  'coach',
  'supercoach',
  'superdupercoach',
  'member',
  'proshop',
] as const;
export type MemberTypeKey = (typeof MEMBER_TYPE_KEYS)[number];

export const ROLE_RESOURCES = [
  'court',
  'lesson',
  'members',
  'notifications',
  'payments',
  'pos_backoffice',
  'settings',
  'analytics',
  'groups',
] as const;
export type RoleResource = (typeof ROLE_RESOURCES)[number];

export const ROLE_ACTIONS = ['read', 'update'] as const;
export type RoleAction = (typeof ROLE_ACTIONS)[number];
