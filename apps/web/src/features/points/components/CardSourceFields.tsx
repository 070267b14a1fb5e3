import { Checkbox, Select, Stack } from '@mantine/core';
import type { PaymentMethod } from '@fairplay/contracts';
import { NewMethodFields, type MethodErrors, type NewMethodValues } from '../../payments';

export const NEW_CARD = 'new';

/**
 * How bought points are paid: one of the payer's saved cards (the default first) or a new card typed into the
 * processor's tokenizer (never sent to Fairplay's API), optionally saved.
 */
export function CardSourceFields({
  methods,
  choice,
  onChoice,
  card,
  onCard,
  errors,
  save,
  onSave,
  disabled,
}: {
  methods: PaymentMethod[];
  choice: string;
  onChoice: (value: string) => void;
  card: NewMethodValues;
  onCard: (values: NewMethodValues) => void;
  errors: MethodErrors;
  save: boolean;
  onSave: (save: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Stack gap="xs">
      <Select
        label="Payment method"
        value={choice}
        onChange={(value) => onChoice(value ?? NEW_CARD)}
        allowDeselect={false}
        disabled={disabled}
        data={[
          ...methods.map((method) => ({
            value: String(method.id),
            label: `${method.brand} •••• ${method.last4}${method.default_source ? ' (default)' : ''}`,
          })),
          { value: NEW_CARD, label: 'New card' },
        ]}
      />
      {choice === NEW_CARD ? (
        <>
          <NewMethodFields kind="card" values={card} errors={errors} onChange={onCard} disabled={disabled} />
          <Checkbox
            label="Save this card for later"
            checked={save}
            onChange={(event) => onSave(event.currentTarget.checked)}
            disabled={disabled}
          />
        </>
      ) : null}
    </Stack>
  );
}
