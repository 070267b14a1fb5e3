import type { SandboxTokenBody } from '@fairplay/contracts';

export type MethodKind = 'card' | 'bank_account';

/** What a person types for a new card or US bank account, before it goes to the processor's tokenizer. */
export interface NewMethodValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
  routing_number: string;
  account_number: string;
  account_holder_name: string;
  account_holder_type: 'individual' | 'company';
}

export const EMPTY_METHOD: NewMethodValues = {
  number: '',
  expiry: '',
  cvc: '',
  name: '',
  routing_number: '',
  account_number: '',
  account_holder_name: '',
  account_holder_type: 'individual',
};

export type MethodErrors = Partial<Record<keyof NewMethodValues, string>>;

/** "MM/YY" or "MM/YYYY" to month and four-digit year; null when unreadable. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/**
 * The tokenizer's body, or the errors the form shows before sending anything (the processor checks the rest:
 * digits, lengths, spec 3 section 5's routing 6-9 and account 1-12 digits).
 */
export function tokenBodyOf(
  kind: MethodKind,
  values: NewMethodValues,
): { body: SandboxTokenBody; errors: null } | { body: null; errors: MethodErrors } {
  if (kind === 'card') {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return { body: null, errors: { expiry: 'Enter the expiry as MM/YY.' } };
    return {
      body: {
        card: {
          number: values.number,
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: values.cvc.trim(),
          ...(values.name.trim() ? { name: values.name.trim() } : {}),
        },
      },
      errors: null,
    };
  }
  return {
    body: {
      bank_account: {
        country: 'US',
        currency: 'usd',
        routing_number: values.routing_number.trim(),
        account_number: values.account_number.trim(),
        account_holder_name: values.account_holder_name.trim(),
        account_holder_type: values.account_holder_type,
      },
    },
    errors: null,
  };
}

/** The tokenizer names a field by its own name; the form's expiry is one input for two of them. */
export function fieldOfParam(param: string | null): keyof NewMethodValues | null {
  if (param === 'exp_month' || param === 'exp_year') return 'expiry';
  const fields: readonly string[] = Object.keys(EMPTY_METHOD);
  return param && fields.includes(param) ? (param as keyof NewMethodValues) : null;
}
