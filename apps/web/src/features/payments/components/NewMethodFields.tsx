import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import type { MethodErrors, MethodKind, NewMethodValues } from '../model/new-method';

/**
 * A new card or US bank account, typed into the page and sent only to the processor's tokenizer (never to
 * Fairplay's API): card number, expiry and CVC; or routing and account numbers, holder name and type.
 */
export function NewMethodFields({
  kind,
  values,
  errors,
  onChange,
  disabled,
}: {
  kind: MethodKind;
  values: NewMethodValues;
  errors: MethodErrors;
  onChange: (values: NewMethodValues) => void;
  disabled?: boolean;
}) {
  const holderTypeId = useId();
  const set = (field: keyof NewMethodValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...values, [field]: event.currentTarget.value });
  if (kind === 'card') {
    return (
      <Stack gap="xs">
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.number}
          onChange={set('number')}
          error={errors.number}
          disabled={disabled}
          required
        />
        <Group grow gap="xs" align="flex-start">
          <TextInput
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={values.expiry}
            onChange={set('expiry')}
            error={errors.expiry}
            disabled={disabled}
            required
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={values.cvc}
            onChange={set('cvc')}
            error={errors.cvc}
            disabled={disabled}
            required
          />
        </Group>
        <TextInput
          label="Name on card"
          autoComplete="cc-name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          disabled={disabled}
        />
      </Stack>
    );
  }
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
