import { MultiSelect, NumberInput, SimpleGrid, Switch } from '@mantine/core';
import type { Court } from '@fairplay/contracts';
import { COURT_LIMITS } from '@fairplay/contracts';
import { numberInput, switchInput, type CourtForm } from './court-form';
import { CourtSection } from './CourtSection';

interface Props {
  form: CourtForm;
  courtId: number;
  /** The club's courts in the header's selection; blocked courts outside it keep a plain label. */
  courts: Court[];
}

/** Which other courts a booking here blocks, and the vertical blocking of the court sheet. */
export function CourtBlockingSection({ form, courtId, courts }: Props) {
  const known = new Set(courts.map((court) => court.id));
  const options = [
    ...courts.filter((court) => court.id !== courtId).map((court) => ({ value: String(court.id), label: court.name })),
    ...form.values.blocked_courts
      .filter((id) => !known.has(id))
      .map((id) => ({ value: String(id), label: `Court #${id}` })),
  ];
  return (
    <CourtSection title="Blocking">
      <MultiSelect
        label="Blocked courts"
        description="Booking this court also blocks these courts."
        placeholder={form.values.blocked_courts.length === 0 ? 'None' : undefined}
        data={options}
        searchable
        clearable
        value={form.values.blocked_courts.map(String)}
        onChange={(values) => form.setFieldValue('blocked_courts', values.map(Number))}
        error={form.errors.blocked_courts}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="Block vertically"
          description="Blocks run down the court sheet's time rows."
          {...switchInput(form, 'is_block_court_vertical')}
        />
        <NumberInput
          label="Vertical block step (minutes)"
          description={`0 to ${COURT_LIMITS.verticalStepMax}.`}
          min={0}
          max={COURT_LIMITS.verticalStepMax}
          allowDecimal={false}
          {...numberInput(form, 'block_court_vertical_step')}
        />
      </SimpleGrid>
    </CourtSection>
  );
}
