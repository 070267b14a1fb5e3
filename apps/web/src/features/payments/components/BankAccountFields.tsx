import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { MethodErrors, MethodKind, NewMethodValues } from '../model/new-method';

export interface NewMethodFieldsProps {
  kind: MethodKind;
  values: NewMethodValues;
  errors: MethodErrors;
  onChange: (values: NewMethodValues) => void;
  disabled?: boolean;
}

type TypedField = Exclude<keyof NewMethodValues, 'account_holder_type'>;

/** What every typed field of a new method shares: its value, how it changes, its error and whether it is disabled. */
export function methodField({ values, errors, onChange, disabled }: NewMethodFieldsProps) {
  return (field: TypedField) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...values, [field]: event.currentTarget.value }),
    error: errors[field],
    disabled,
  });
}

/** A US bank account typed by hand (verified by micro-deposits), for the sandbox's client and Stripe.js alike. */
export function BankAccountFields(props: NewMethodFieldsProps) {
  const { values, onChange, disabled } = props;
  const holderTypeId = useId();
  const field = methodField(props);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        US bank accounts only. Two small deposits arrive in the account; the account can be charged once their amounts
        are confirmed.
      </Text>
      <TextInput label="Routing number" inputMode="numeric" {...field('routing_number')} required />
      <TextInput label="Account number" inputMode="numeric" {...field('account_number')} required />
      <TextInput label="Account holder name" {...field('account_holder_name')} required />
      <div>
        <Text size="sm" fw={500} id={holderTypeId} mb={4}>
          Account holder type
        </Text>
        <SegmentedControl
          aria-labelledby={holderTypeId}
          value={values.account_holder_type}
          onChange={(value) => onChange({ ...values, account_holder_type: value as 'individual' | 'company' })}
          data={[
            { value: 'individual', label: 'Individual' },
            { value: 'company', label: 'Company' },
          ]}
          disabled={disabled}
        />
      </div>
    </Stack>
  );
}
