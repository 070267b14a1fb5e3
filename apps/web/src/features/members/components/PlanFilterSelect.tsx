import { Select } from '@mantine/core';
import { usePlans } from '../../plans';

/** The Customers list's plan filter (spec 3): every member, or those with a live subscription of one plan. */
export function PlanFilterSelect({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const plans = usePlans(false);
  return (
    <Select
      label="Plan"
      value={value === null ? 'all' : String(value)}
      onChange={(next) => onChange(next === null || next === 'all' ? null : Number(next))}
      data={[
        { value: 'all', label: 'Any plan or none' },
        ...(plans.data ?? []).map((plan) => ({ value: String(plan.id), label: plan.nickname })),
      ]}
      allowDeselect={false}
      style={{ flex: '0 1 220px' }}
    />
  );
}
