import { RATE_UNITS_PER_PERCENT, WHOLE_IN_RATE_UNITS, percentOf, proportion, rateUnits, sumCents } from './money.js';

/**
 * Taxes on a charge (issue 12; spec 3 sections 5 and 9): tax per rate = price × percentage, rounded to cents.
 * An exclusive rate is added to the price; an inclusive rate is already in it, so the price is first split into
 * the net and the inclusive taxes. Exclusive rates apply to the net.
 */
export interface TaxRate {
  id: number;
  percentage: number;
  inclusive: boolean;
}

export interface LineTaxes {
  /** The price without any tax. */
  net: number;
  /** Each rate's tax in cents, in the order given. */
  taxes: { id: number; amount: number }[];
  /** All tax of the line. */
  tax: number;
  /** What the line costs in all: the price plus the exclusive taxes. */
  total: number;
}

/**
 * The taxes of a line priced `price` cents (unit price × count). `allInclusive` treats every rate as included in
 * the price: the cash dialog's "Total" mode, where the amount typed is what was paid.
 */
export function lineTaxes(price: number, rates: readonly TaxRate[], allInclusive = false): LineTaxes {
  const included = rates.filter((rate) => allInclusive || rate.inclusive);
  const includedUnits = sumCents(included.map((rate) => rateUnits(rate.percentage)));
  // The net is the price without the inclusive taxes: price × 100 / (100 + their percentages).
  const net = proportion(price, WHOLE_IN_RATE_UNITS, WHOLE_IN_RATE_UNITS + includedUnits);
  const taxes = rates.map((rate) => ({ id: rate.id, amount: percentOf(net, rate.percentage) }));
  const inclusiveTax = sumCents(
    taxes.filter((_, index) => allInclusive || rates[index]!.inclusive).map((t) => t.amount),
  );
  // Rounding each inclusive rate may miss the price by a cent; the net absorbs it, so net + inclusive tax = price.
  const exactNet = price - inclusiveTax;
  const exclusiveTax = sumCents(
    taxes.filter((_, index) => !(allInclusive || rates[index]!.inclusive)).map((t) => t.amount),
  );
  return { net: exactNet, taxes, tax: inclusiveTax + exclusiveTax, total: price + exclusiveTax };
}

/** The sum of the rates' percentages (a charge's tax_percent), kept to three decimals. */
export function totalPercent(rates: readonly TaxRate[]): number {
  return sumCents(rates.map((rate) => rateUnits(rate.percentage))) / RATE_UNITS_PER_PERCENT;
}

/**
 * The tax part of refunding `amount` of a line that cost `total` with `tax` in it: in proportion, and the last
 * refund (which empties the line) takes exactly the tax left, so a fully refunded line refunds all its tax.
 */
export function refundTax(
  amount: number,
  line: { total: number; tax: number; amountRefunded: number; taxRefunded: number },
): number {
  const left = line.total - line.amountRefunded;
  const taxLeft = line.tax - line.taxRefunded;
  if (amount >= left) return taxLeft;
  return Math.min(taxLeft, proportion(amount, line.tax, line.total));
}
