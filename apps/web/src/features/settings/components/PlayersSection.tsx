import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import { MAX_TIME_FIELDS } from '@fairplay/domain';
import { numberInput, switchInput, type SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

/** Partner and guest names, guest fees and the longest booking per party size. */
export function PlayersSection({ form, currency }: { form: SettingsForm; currency: string }) {
  const step = form.values.booking_to_start;
  const fee = form.values.guest_fee;
  return (
    <SettingsSection title="Partners, guests and booking length">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="Require partner names"
          description="Bookings must name every partner."
          {...switchInput(form, 'require_partner_name')}
        />
        <Switch
          label="Require guest names"
          description="Bookings must name every guest."
          {...switchInput(form, 'require_guest_name')}
        />
        <Switch
          label="Require guest and partner names together"
          description="Needs both requirements above on."
          {...switchInput(form, 'require_guest_and_partner_name')}
        />
        <span />
        <NumberInput
          label={`Guest fee (${currency.toUpperCase()})`}
          description="Charged for each guest on a booking."
          min={0}
          max={SETTINGS_LIMITS.guestFeeMax / 100}
          decimalScale={2}
          fixedDecimalScale
          value={Number.isFinite(fee) ? fee / 100 : ''}
          onChange={(value) =>
            form.setFieldValue('guest_fee', typeof value === 'number' ? Math.round(value * 100) : Number.NaN)
          }
          error={form.errors.guest_fee}
        />
        <NumberInput
          label="Guest fee in points"
          description={`0 to ${SETTINGS_LIMITS.guestFeePointMax}.`}
          min={0}
          max={SETTINGS_LIMITS.guestFeePointMax}
          allowDecimal={false}
          {...numberInput(form, 'guest_fee_point')}
        />
        <Switch
          label="Split payment"
          description="Players of a booking paid by card may each pay their own share; guest fees stay on the booker."
          {...switchInput(form, 'split_payment')}
        />
        <Switch
          label="One court at a time"
          description="A member cannot hold two courts at the same time. Staff booking for a member may override it."
          {...switchInput(form, 'one_court_at_a_time')}
        />
      </SimpleGrid>
      <Switch
        label="Limit the booking length by party size"
        description={`Each limit is in steps of ${step} minutes and not below the minimum booking length.`}
        {...switchInput(form, 'enable_max_time_for_bookings')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MAX_TIME_FIELDS.map(([field, label]) => (
          <NumberInput
            key={field}
            label={`${label} (minutes)`}
            min={step}
            step={step}
            max={1440}
            allowDecimal={false}
            disabled={!form.values.enable_max_time_for_bookings}
            {...numberInput(form, field)}
          />
        ))}
      </SimpleGrid>
    </SettingsSection>
  );
}
