import { MESSAGES, registerBody, type RegisterBody } from '@fairplay/contracts';
import { schemaErrors } from '../../../ui/schema-errors';
import { dobToIsoDateTime, EMPTY_DOB, type DobParts } from '../../../ui/DateOfBirthSelect';

export type AccountType = 'bu' | 'nbu';

export interface RegisterValues {
  userType: AccountType;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  dob: DobParts;
  password: string;
  confirmPassword: string;
  businessName: string;
  businessAddress: string;
  agree: boolean;
}

export const initialRegisterValues: RegisterValues = {
  userType: 'bu',
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  dob: EMPTY_DOB,
  password: '',
  confirmPassword: '',
  businessName: '',
  businessAddress: '',
  agree: false,
};

/** How each field is named in the "Please check this fields" alert. */
export const FIELD_NAMES: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  username: 'username',
  email: 'email',
  dob: 'date of birth',
  password: 'password',
  confirmPassword: 'confirm password',
  businessName: 'club name',
  businessAddress: 'club address',
};

export const REGISTER_FIELDS = Object.keys(FIELD_NAMES);

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The request body; usernames are trimmed at registration (spec 1 section 5). */
export function toRegisterBody(values: RegisterValues): RegisterBody {
  const person = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    dob: dobToIsoDateTime(values.dob) ?? '',
    password: values.password,
  };
  if (values.userType === 'nbu') return { user_type: 'nbu', ...person };
  return {
    user_type: 'bu',
    ...person,
    businessName: values.businessName.trim(),
    businessAddress: values.businessAddress.trim(),
    timezone: browserTimeZone(),
  };
}

/** Field errors by form path: the shared contract rules plus the confirm-password check. */
export function validateRegister(values: RegisterValues, usernameTaken: boolean): Record<string, string> {
  const errors = schemaErrors(registerBody, toRegisterBody(values));
  if (!values.dob.year || !values.dob.month || !values.dob.day)
    errors.dob = 'Please choose your year, month and day of birth.';
  if (!values.confirmPassword.trim() || values.confirmPassword !== values.password) {
    errors.confirmPassword = MESSAGES.passwordsDiffer;
  }
  if (usernameTaken && !errors.username) errors.username = MESSAGES.usernameTaken;
  return errors;
}

/** "first name, last name, email, confirm password" in form order. */
export function badFieldList(errors: Record<string, unknown>): string {
  return REGISTER_FIELDS.filter((field) => errors[field])
    .map((field) => FIELD_NAMES[field])
    .join(', ');
}
