import { PAYMENT_LIMITS, PAYMENT_MESSAGES } from '@fairplay/contracts';
import { lineTaxes, sumCents, totalPercent, type TaxRate } from '@fairplay/domain';
import type { TenantScope } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import type { NewLine } from './charges.repository.js';
import { courtTimeTaxRows, findTaxes, lessonTaxRows, pointsTaxRows, type TaxRow } from './taxes.repository.js';

/** The selected taxes: each one the club's and not archived (400 naming `selected_taxes.<index>`). */
export async function selectedTaxes(scope: TenantScope, ids: readonly number[]): Promise<TaxRow[]> {
  const found = new Map((await findTaxes(scope, ids)).map((row) => [row.id, row]));
  return ids.map((id, index) => {
    const row = found.get(id);
    if (!row) throw fieldError(`selected_taxes.${index}`, PAYMENT_MESSAGES.taxNotFound);
    if (row.archivedAt) throw fieldError(`selected_taxes.${index}`, PAYMENT_MESSAGES.taxArchivedAlready);
    return row;
  });
}

/**
 * The club's taxes charged on court time (issue 24), as the domain's rates with their names, in the order a
 * booking's charge adds them: the quote and the charge both read them here.
 */
export async function courtTimeTaxes(scope: TenantScope): Promise<(TaxRate & { displayName: string })[]> {
  return (await courtTimeTaxRows(scope)).map(namedRate);
}

/** The club's taxes charged on lesson places, camp days and coaches' private sessions (issue 24 point 4). */
export async function lessonTaxes(scope: TenantScope): Promise<(TaxRate & { displayName: string })[]> {
  return (await lessonTaxRows(scope)).map(namedRate);
}

/** The club's taxes charged when a member buys points (issue 24 point 4): the dialog's quote and the charge. */
export async function pointsTaxes(scope: TenantScope): Promise<(TaxRate & { displayName: string })[]> {
  return (await pointsTaxRows(scope)).map(namedRate);
}

function namedRate(row: TaxRow): TaxRate & { displayName: string } {
  return {
    id: row.id,
    percentage: Number(row.percentage),
    inclusive: row.inclusive,
    displayName: row.displayName,
  };
}

/**
 * Rates as the domain's tax rule reads them, archived ones too, in the order given (ids not the club's are left
 * out): money already charged with a rate is given back, and credit pays for plan time, by the rate it was charged
 * with even after the rate is archived (issue 25 point 7).
 */
export async function taxRatesOf(scope: TenantScope, ids: readonly number[]): Promise<TaxRate[]> {
  const found = new Map((await findTaxes(scope, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [{ id: row.id, percentage: Number(row.percentage), inclusive: row.inclusive }] : [];
  });
}

export interface Priced {
  lines: NewLine[];
  amount: number;
  tax: number;
  taxPercent: number;
  total: number;
}

/**
 * The order lines of a charge with their taxes (domain's lineTaxes: tax per rate = price × percentage rounded
 * to cents). `allInclusive`: the amount typed already holds every tax (the cash dialog's Total mode).
 */
export function priceLines(
  goods: readonly { description: string; price: number; count: number }[],
  rates: readonly TaxRow[],
  allInclusive = false,
): Priced {
  const taxRates = rates.map((rate) => ({
    id: rate.id,
    percentage: Number(rate.percentage),
    inclusive: rate.inclusive,
  }));
  const lines = goods.map((item) => {
    const computed = lineTaxes(item.price * item.count, taxRates, allInclusive);
    return {
      description: item.description,
      price: item.price,
      count: item.count,
      tax: computed.tax,
      total: computed.total,
      taxes: computed.taxes.map((tax, index) => ({
        taxId: tax.id,
        displayName: rates[index]!.displayName,
        percentage: Number(rates[index]!.percentage),
        inclusive: allInclusive || rates[index]!.inclusive,
        amount: tax.amount,
      })),
    };
  });
  const total = sumCents(lines.map((line) => line.total));
  if (total > PAYMENT_LIMITS.amountMax) throw fieldError('amount', PAYMENT_MESSAGES.amountTooLarge);
  return {
    lines,
    amount: sumCents(goods.map((item) => item.price * item.count)),
    tax: sumCents(lines.map((line) => line.tax)),
    taxPercent: totalPercent(taxRates),
    total,
  };
}
