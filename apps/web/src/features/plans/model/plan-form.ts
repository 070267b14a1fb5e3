import { parseCents } from '@fairplay/domain';
import type { Plan, PlanCreateBody, PlanInterval } from '@fairplay/contracts';

/** What the plan form holds: text as typed, read into the call's body on save. */
export interface PlanFormValues {
  nickname: string;
  description: string;
  amount: string;
  interval: PlanInterval;
  default_tax_rates: string[];
  facility_groups: string[];
  nbu_subscribe: boolean;
  is_individual: boolean;
  min_age: string;
  max_age: string;
  trial_period_days: string;
  /** How long what is bought lasts: open, until a date, or a number of days. */
  validity: 'open' | 'until' | 'days';
  period_end: string;
  valid_days: string;
  /** A product's class uses (empty: not a class pack) and the lesson kinds it covers (none: all). */
  uses: string;
  pack_covers: string[];
  apply_to_existing: boolean;
}

export function formValuesOf(plan: Plan | null): PlanFormValues {
  return {
    nickname: plan?.nickname ?? '',
    description: plan?.description ?? '',
    amount: plan ? (plan.amount / 100).toFixed(2) : '',
    interval: plan?.interval ?? 'month',
    default_tax_rates: plan?.default_tax_rates.map(String) ?? [],
    facility_groups: plan?.facility_groups.map((group) => String(group.id)) ?? [],
    nbu_subscribe: plan?.nbu_subscribe ?? true,
    is_individual: plan?.is_individual ?? true,
    min_age: plan?.min_age?.toString() ?? '',
    max_age: plan?.max_age?.toString() ?? '',
    trial_period_days: plan ? String(plan.trial_period_days) : '0',
    validity: plan?.period_end ? 'until' : plan?.valid_days ? 'days' : 'open',
    period_end: plan?.period_end?.slice(0, 10) ?? '',
    valid_days: plan?.valid_days?.toString() ?? '',
    uses: plan?.uses?.toString() ?? '',
    pack_covers: plan?.pack_covers ?? [],
    apply_to_existing: false,
  };
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

const wholeOrNull = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
};

/** The body for create (the update sends the same fields, one_time excepted), or the errors to show. */
export function planBodyOf(
  values: PlanFormValues,
  product: boolean,
): { body: PlanCreateBody & { apply_to_existing?: boolean }; errors: null } | { body: null; errors: PlanFormErrors } {
  const errors: PlanFormErrors = {};
  const amount = parseCents(values.amount);
  if (amount === null || amount < 0) errors.amount = 'Enter a price such as 49.00.';
  if (values.nickname.trim() === '') errors.nickname = 'Name is required.';
  const minAge = wholeOrNull(values.min_age);
  const maxAge = wholeOrNull(values.max_age);
  if (minAge === undefined) errors.min_age = 'Enter a whole number of years.';
  if (maxAge === undefined) errors.max_age = 'Enter a whole number of years.';
  if (minAge != null && maxAge != null && minAge > maxAge)
    errors.max_age = 'The maximum age must not be below the minimum age.';
  const trial = wholeOrNull(values.trial_period_days);
  if (trial === undefined) errors.trial_period_days = 'Enter a whole number of days.';
  const validDays = values.validity === 'days' ? wholeOrNull(values.valid_days) : null;
  if (values.validity === 'days' && !validDays) errors.valid_days = 'Enter the number of days it lasts.';
  if (values.validity === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(values.period_end))
    errors.period_end = 'Choose the date it ends.';
  const uses = product ? wholeOrNull(values.uses) : null;
  if (uses === undefined || uses === 0) errors.uses = 'Enter a whole number of uses, or leave it empty.';
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      nickname: values.nickname.trim(),
      description: values.description.trim(),
      amount: amount!,
      interval: product ? null : values.interval,
      one_time: product,
      default_tax_rates: values.default_tax_rates.map(Number),
      facility_groups: values.facility_groups.map(Number),
      nbu_subscribe: values.nbu_subscribe,
      is_individual: values.is_individual,
      min_age: minAge ?? null,
      max_age: maxAge ?? null,
      trial_period_days: product ? 0 : (trial ?? 0),
      period_end: values.validity === 'until' ? `${values.period_end}T23:59:00Z` : null,
      valid_days: validDays ?? null,
      uses: uses ?? null,
      pack_covers: uses ? (values.pack_covers as PlanCreateBody['pack_covers']) : [],
      apply_to_existing: values.apply_to_existing,
    },
    errors: null,
  };
}

const INTERVAL_WORDS: Record<PlanInterval, string> = { day: 'day', week: 'week', month: 'month', year: 'year' };

/** "$49.00 / month", or the product's one price. */
/** "Tax $4.04 · Total $53.04 / month" for a plan with taxes (what a period is charged); null without. */
export function taxedLabel(
  plan: Pick<Plan, 'tax' | 'total' | 'currency' | 'interval'>,
  format: (cents: number, currency: string) => string,
): string | null {
  if (plan.tax === 0) return null;
  const total = format(plan.total, plan.currency);
  return `Tax ${format(plan.tax, plan.currency)} · Total ${plan.interval ? `${total} / ${INTERVAL_WORDS[plan.interval]}` : total}`;
}

export function priceLabel(
  plan: Pick<Plan, 'amount' | 'currency' | 'interval'>,
  format: (cents: number, currency: string) => string,
) {
  const price = format(plan.amount, plan.currency);
  return plan.interval ? `${price} / ${INTERVAL_WORDS[plan.interval]}` : price;
}
