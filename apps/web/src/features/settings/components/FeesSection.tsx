import { NumberInput, SimpleGrid } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import { numberInput, type SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

type CentsField = 'no_show_fee' | 'late_cancel_fee';

/** A money setting shown in the club's currency and stored in cents. */
function CentsInput({
  form,
  field,
  label,
  description,
  currency,
}: {
  form: SettingsForm;
  field: CentsField;
  label: string;
  description: string;
  currency: string;
}) {
  const cents = form.values[field];
  return (
    <NumberInput
      label={`${label} (${currency.toUpperCase()})`}
      description={description}
      min={0}
      max={SETTINGS_LIMITS.bookingFeeMax / 100}
      decimalScale={2}
      fixedDecimalScale
      value={Number.isFinite(cents) ? cents / 100 : ''}
      // Mantine answers a string while the amount has trailing zeros ("7.50"); an emptied box becomes NaN.
      onChange={(value) => {
        const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
        form.setFieldValue(field, Math.round(amount * 100));
      }}
      error={form.errors[field]}
    />
  );
}

/**
 * No-show and late-cancel fees (issue 13): charged to the member's saved method or added to the monthly invoice;
 * a new or changed fee applies to bookings from then on only.
 */
export function FeesSection({ form, currency }: { form: SettingsForm; currency: string }) {
  return (
    <SettingsSection title="No-show and late-cancel fees">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CentsInput
          form={form}
          field="no_show_fee"
          label="No-show fee"
          description="Charged to a player not checked in in time; 0 for none."
          currency={currency}
        />
        <NumberInput
          label="No-show after (minutes)"
          description="Minutes after the start by which a player must be checked in."
          min={0}
          max={SETTINGS_LIMITS.noShowMinutesMax}
          allowDecimal={false}
          {...numberInput(form, 'no_show_fee_minutes')}
        />
        <CentsInput
          form={form}
          field="late_cancel_fee"
          label="Late-cancel fee"
          description="Charged for a cancellation outside the cancellation window; 0 for none."
          currency={currency}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
