import { MultiSelect } from '@mantine/core';
import type { Tax } from '@fairplay/contracts';
import { formatPercent } from '../model/money';

/** The club's tax rates to add to a charge (spec 3: optional tax selection), "Sales tax (8.25%, included)". */
export function TaxSelect({
  taxes,
  value,
  onChange,
  disabled,
}: {
  taxes: readonly Tax[];
  value: number[];
  onChange: (value: number[]) => void;
  disabled?: boolean;
}) {
  return (
    <MultiSelect
      label="Taxes"
      placeholder={value.length === 0 ? (taxes.length === 0 ? 'No tax rates yet' : 'No tax') : undefined}
      data={taxes.map((tax) => ({
        value: String(tax.id),
        label: `${tax.display_name} (${formatPercent(tax.percentage)}${tax.inclusive ? ', included' : ''})`,
      }))}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      disabled={disabled || taxes.length === 0}
      clearable
    />
  );
}
