import { Fieldset, NativeSelect, NumberInput, SimpleGrid } from '@mantine/core';
import type { FilterValues } from '../model/who-can-book';

const GENDERS = [
  { value: '', label: 'Any' },
  { value: 'NA', label: 'N/A' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

export interface RuleFiltersFieldsProps {
  values: FilterValues;
  canEdit: boolean;
  errorOf: (field: string) => string | undefined;
  onChange: (patch: Partial<FilterValues>) => void;
}

/** The who-can-book filters (spec "Who-can-book setting"): age, level and gender, each optional. */
export function RuleFiltersFields({ values, canEdit, errorOf, onChange }: RuleFiltersFieldsProps) {
  return (
    <Fieldset legend="Filters" disabled={!canEdit}>
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <NumberInput
          label="Min age"
          min={0}
          max={120}
          allowDecimal={false}
          value={values.minAge}
          error={errorOf('filters.min_age')}
          onChange={(value) => onChange({ minAge: value === '' ? '' : Number(value) })}
        />
        <NumberInput
          label="Max age"
          min={0}
          max={120}
          allowDecimal={false}
          value={values.maxAge}
          error={errorOf('filters.max_age')}
          onChange={(value) => onChange({ maxAge: value === '' ? '' : Number(value) })}
        />
        <NumberInput
          label="Min level"
          min={1}
          max={7}
          step={0.5}
          decimalScale={1}
          value={values.minLevel}
          error={errorOf('filters.min_level')}
          onChange={(value) => onChange({ minLevel: value === '' ? '' : Number(value) })}
        />
        <NumberInput
          label="Max level"
          min={1}
          max={7}
          step={0.5}
          decimalScale={1}
          value={values.maxLevel}
          error={errorOf('filters.max_level')}
          onChange={(value) => onChange({ maxLevel: value === '' ? '' : Number(value) })}
        />
        <NativeSelect
          label="Gender"
          data={GENDERS}
          value={values.gender}
          onChange={(event) => onChange({ gender: event.currentTarget.value as FilterValues['gender'] })}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
