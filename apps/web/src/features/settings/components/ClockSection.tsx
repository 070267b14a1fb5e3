import { NumberInput, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { SETTINGS_LIMITS } from '@fairplay/contracts';
import { numberInput, sheetStartToTime, switchInput, timeToSheetStart, type SettingsForm } from './settings-form';
import { SettingsSection } from './SettingsSection';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');
const CURRENCIES = Intl.supportedValuesOf('currency').map((code) => ({ value: code.toLowerCase(), label: code }));
const STEPS = SETTINGS_LIMITS.bookingSteps.map((step) => ({ value: String(step), label: `${step} minutes` }));

/** Time zone, currency, clock, booking step, minimum length and the court sheet's first row. */
export function ClockSection({ form }: { form: SettingsForm }) {
  const step = form.values.booking_to_start;
  return (
    <SettingsSection title="Time, money and the court sheet">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Time zone"
          description="Dates and times on every screen and e-mail use this zone."
          data={TIME_ZONES}
          searchable
          allowDeselect={false}
          {...form.getInputProps('timezone')}
        />
        <Select
          label="Currency"
          description="Prices and payments are charged in this currency."
          data={CURRENCIES}
          searchable
          allowDeselect={false}
          {...form.getInputProps('currency_code')}
        />
        <Select
          label="Booking step"
          description="The court sheet's slot length; every booking length is a multiple of it."
          data={STEPS}
          allowDeselect={false}
          value={String(form.values.booking_to_start)}
          onChange={(value) => form.setFieldValue('booking_to_start', Number(value))}
          error={form.errors.booking_to_start}
        />
        <NumberInput
          label="Minimum booking length (minutes)"
          description={`At least one step; in steps of ${step} minutes.`}
          min={step}
          step={step}
          max={1440}
          allowDecimal={false}
          {...numberInput(form, 'min_list_duration')}
        />
        <TextInput
          label="Court-sheet start time"
          description="The first row of the court sheet each day."
          type="time"
          value={sheetStartToTime(form.values.csh_start_time)}
          onChange={(event) => form.setFieldValue('csh_start_time', timeToSheetStart(event.currentTarget.value))}
          error={form.errors.csh_start_time}
        />
        <Switch
          mt="lg"
          label="12-hour clock (am/pm)"
          description="Off shows times on a 24-hour clock."
          {...switchInput(form, 'am_pm')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
