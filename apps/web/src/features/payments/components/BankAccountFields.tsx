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

/** A US bank account typed by hand (verified by micro-deposits), for the sandbox's client and Stripe.js alike. */
export function BankAccountFields({ values, errors, onChange, disabled }: NewMethodFieldsProps) {
  const holderTypeId = useId();
  const set = (field: keyof NewMethodValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        US bank accounts only. Two small deposits arrive in the account; the account can be charged once their amounts
        are confirmed.
      </Text>
      <TextInput
        label="Routing number"
        inputMode="numeric"
        value={values.routing_number}
        onChange={set('routing_number')}
        error={errors.routing_number}
        disabled={disabled}
        required
      />
      <TextInput
        label="Account number"
        inputMode="numeric"
        value={values.account_number}
        onChange={set('account_number')}
        error={errors.account_number}
        disabled={disabled}
        required
      />
      <TextInput
        label="Account holder name"
        value={values.account_holder_name}
        onChange={set('account_holder_name')}
        error={errors.account_holder_name}
        disabled={disabled}
        required
      />
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
