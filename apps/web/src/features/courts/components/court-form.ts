import type { UseFormReturnType } from '@mantine/form';
import { updateCourtBody, type Court, type CourtClubDefaults } from '@fairplay/contracts';
import { courtRuleIssues } from '@fairplay/domain';
import { schemaErrors } from '../../../ui/schema-errors';

/** Every field the form edits: the court as the API shows it, less its id, facility group and its sport category. */
export type CourtFormValues = Omit<Court, 'id' | 'facility_group_id' | 'sport_category_id'>;
export type CourtForm = UseFormReturnType<CourtFormValues>;

type KeysOf<T> = { [K in keyof CourtFormValues]: CourtFormValues[K] extends T ? K : never }[keyof CourtFormValues];
export type NumberKey = KeysOf<number>;
/** The minutes fields where empty (null) means the club's setting applies. */
export type OptionalNumberKey = Exclude<KeysOf<number | null>, NumberKey>;
export type FlagKey = KeysOf<boolean>;

export const COURT_FIELDS: readonly (keyof CourtFormValues)[] = Object.keys(
  updateCourtBody.shape,
) as (keyof CourtFormValues)[];

export function courtValuesOf(court: Court): CourtFormValues {
  const { id: _id, facility_group_id: _group, sport_category_id: _category, ...values } = court;
  return values;
}

/** The same checks the server runs: each field's contract, then the rules that tie the fields to the club's settings. */
export function validateCourt(values: CourtFormValues, club: CourtClubDefaults): Record<string, string> {
  const errors = schemaErrors(updateCourtBody, values);
  if (Object.keys(errors).length === 0) {
    for (const issue of courtRuleIssues(values, club)) errors[issue.field] ??= issue.message;
  }
  return errors;
}

/** Input props for a whole-number field; an emptied box becomes NaN, which the contract reports. */
export function numberInput(form: CourtForm, key: NumberKey) {
  const value = form.values[key];
  return {
    ...form.getInputProps(key),
    value: Number.isFinite(value) ? value : '',
    onChange: (next: number | string) => form.setFieldValue(key, typeof next === 'number' ? next : Number.NaN),
  };
}

/** Input props for a field where an empty box means "the club's setting applies" (null). */
export function optionalNumberInput(form: CourtForm, key: OptionalNumberKey) {
  const value = form.values[key];
  return {
    ...form.getInputProps(key),
    value: value === null || !Number.isFinite(value) ? '' : value,
    onChange: (next: number | string) =>
      form.setFieldValue(key, typeof next === 'number' ? next : next === '' ? null : Number.NaN),
  };
}

export function switchInput(form: CourtForm, key: FlagKey) {
  return form.getInputProps(key, { type: 'checkbox' });
}

/** Cents ↔ the currency's main unit for the price box. */
export function priceInput(form: CourtForm) {
  const cents = form.values.price;
  return {
    ...form.getInputProps('price'),
    value: Number.isFinite(cents) ? cents / 100 : '',
    // With a fixed decimal scale the box reports "45.00" as a string, so strings are parsed too.
    onChange: (next: number | string) => {
      const amount = typeof next === 'number' ? next : next.trim() === '' ? Number.NaN : Number(next);
      form.setFieldValue('price', Number.isFinite(amount) ? Math.round(amount * 100) : Number.NaN);
    },
  };
}
