import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { COURT_LIMITS } from '@fairplay/contracts';
import { numberInput, priceInput, switchInput, type CourtForm } from './court-form';
import { CourtSection } from './CourtSection';

/** Name, price per hour, party size, surface, details and whether the court is virtual. */
export function CourtDetailsSection({ form, currency }: { form: CourtForm; currency: string }) {
  return (
    <CourtSection title="Court">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Name"
          required
          maxLength={COURT_LIMITS.nameMax}
          description={`Shown on the court sheet; at most ${COURT_LIMITS.nameMax} characters.`}
          {...form.getInputProps('name')}
        />
        <NumberInput
          label={`Price per hour (${currency.toUpperCase()})`}
          description="Charged for bookings of this court."
          min={0}
          max={COURT_LIMITS.priceMax / 100}
          decimalScale={2}
          fixedDecimalScale
          {...priceInput(form)}
        />
        <NumberInput
          label="Party size"
          description={`Players the court holds, ${COURT_LIMITS.partySizeMin} to ${COURT_LIMITS.partySizeMax}.`}
          min={COURT_LIMITS.partySizeMin}
          max={COURT_LIMITS.partySizeMax}
          allowDecimal={false}
          {...numberInput(form, 'party_size')}
        />
        <TextInput
          label="Surface"
          description="For example hard, clay or grass."
          maxLength={COURT_LIMITS.surfaceMax}
          {...form.getInputProps('surface')}
        />
      </SimpleGrid>
      <Textarea
        label="Details"
        description={`${form.values.details.length} / ${COURT_LIMITS.detailsMax} characters.`}
        autosize
        minRows={2}
        maxLength={COURT_LIMITS.detailsMax}
        {...form.getInputProps('details')}
      />
      <Switch
        label="Virtual court"
        description="A court that exists for booking only, such as a ball machine."
        {...switchInput(form, 'virtual_court')}
      />
    </CourtSection>
  );
}
