import { MESSAGES, registerBody, type RegisterBody } from '@fairplay/contracts';
import { dobToIsoDateTime, EMPTY_DOB, type DobParts } from '../../../ui/DateOfBirthSelect';
import { schemaErrors } from '../../../ui/schema-errors';

export interface SignUpValues {
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

export const initialSignUpValues: SignUpValues = {
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

export const SIGN_UP_FIELDS = [
  'firstName',
  'lastName',
  'username',
  'email',
  'dob',
  'password',
  'confirmPassword',
  'businessName',
  'businessAddress',
];

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The body of auth/register; the demo code the page opened with carries its discount to the club's first paid month. */
export function toSignUpBody(values: SignUpValues, plan: string, demoCode?: string): RegisterBody {
  return {
    user_type: 'bu',
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    dob: dobToIsoDateTime(values.dob) ?? '',
    password: values.password,
    businessName: values.businessName.trim(),
    businessAddress: values.businessAddress.trim(),
    timezone: browserTimeZone(),
    plan,
    ...(demoCode ? { demo_code: demoCode } : {}),
  };
}

export function validateSignUp(values: SignUpValues, plan: string): Record<string, string> {
  const errors = schemaErrors(registerBody, toSignUpBody(values, plan));
  if (!values.dob.year || !values.dob.month || !values.dob.day)
    errors.dob = 'Please choose your year, month and day of birth.';
  if (!values.confirmPassword.trim() || values.confirmPassword !== values.password)
    errors.confirmPassword = MESSAGES.passwordsDiffer;
  return errors;
}
