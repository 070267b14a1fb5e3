import { NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { COURT_LIMITS, type SessionBusiness } from '@fairplay/contracts';
import { optionalNumberInput, switchInput, type CourtForm, type OptionalNumberKey } from './court-form';
import { CourtSection } from './CourtSection';

const CLUB = 'club';

/** The club's settings carry the same four fields, which apply where the court's box is empty. */
const MAX_TIMES = [
  ['max_time_for_singles', 'Max time for 1 person'],
  ['max_time_for_doubles', 'Max time for 2 people'],
  ['max_time_for_triples', 'Max time for 3 people'],
  ['max_time_for_quadruples', 'Max time for 4 people and more'],
] as const satisfies readonly (readonly [OptionalNumberKey & keyof SessionBusiness, string])[];

/** Booking step, minimum and maximum booking lengths, and how early booking opens; empty boxes use the club's settings. */
export function CourtTimesSection({ form, club }: { form: CourtForm; club: SessionBusiness }) {
  const step = form.values.booking_to_start ?? club.booking_to_start;
  const stepOptions = [
    { value: CLUB, label: `Club setting (${club.booking_to_start} minutes)` },
    ...COURT_LIMITS.bookingSteps.map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` })),
  ];
  const minutes = { min: COURT_LIMITS.minutesMin, max: COURT_LIMITS.minutesMax, allowDecimal: false } as const;
  return (
    <CourtSection title="Booking times">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Booking step"
          description="Slots on the court sheet start in these steps."
          data={stepOptions}
          allowDeselect={false}
          value={form.values.booking_to_start === null ? CLUB : String(form.values.booking_to_start)}
          onChange={(value) =>
            form.setFieldValue('booking_to_start', value === null || value === CLUB ? null : Number(value))
          }
          error={form.errors.booking_to_start}
        />
        <NumberInput
          label="Minimum duration (minutes)"
          description={`Empty uses the club's ${club.min_list_duration} minutes; in steps of ${step} minutes.`}
          placeholder={`Club setting (${club.min_list_duration})`}
          step={step}
          {...minutes}
          {...optionalNumberInput(form, 'min_list_duration')}
        />
      </SimpleGrid>
      <Switch
        label="Limit the booking length by party size"
        description="Customers' bookings may not be longer than the max time for their party."
        {...switchInput(form, 'enable_max_time_for_bookings')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {MAX_TIMES.map(([field, label]) => (
          <NumberInput
            key={field}
            label={`${label} (minutes)`}
            description={`Empty uses the club's ${club[field]} minutes.`}
            placeholder={`Club setting (${club[field]})`}
            step={step}
            {...minutes}
            {...optionalNumberInput(form, field)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Switch
          label="Limit how early booking opens"
          description="Bookings open only this many minutes before the start."
          {...switchInput(form, 'enable_time_to_start_booking')}
        />
        <NumberInput
          label="Time to start booking (minutes)"
          description={`0 to ${COURT_LIMITS.timeToStartMax}; empty leaves it unset.`}
          min={0}
          max={COURT_LIMITS.timeToStartMax}
          allowDecimal={false}
          {...optionalNumberInput(form, 'time_to_start_booking')}
        />
      </SimpleGrid>
    </CourtSection>
  );
}
