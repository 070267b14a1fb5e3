import { Fieldset, Grid, NativeSelect, Text } from '@mantine/core';
import { LIMITS } from '@fairplay/contracts';

export interface DobParts {
  year: string;
  month: string;
  day: string;
}

export const EMPTY_DOB: DobParts = { year: '', month: '', day: '' };

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (value: string) => value.padStart(2, '0');

const THIS_YEAR = new Date().getFullYear();
const YEAR_OPTIONS = Array.from({ length: THIS_YEAR - LIMITS.birthYearMin + 1 }, (_, index) => {
  const year = String(THIS_YEAR - index);
  return { value: year, label: year };
});

const DAYS = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
const MONTH_OPTIONS = MONTHS.map((label, index) => ({ value: String(index + 1), label }));

/** "YYYY-MM-DD", or null until all three parts are chosen. */
export function dobToIsoDate(parts: DobParts): string | null {
  if (!parts.year || !parts.month || !parts.day) return null;
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** Spec 1 section 5: the date of birth is sent as an ISO date at 20:00 UTC. */
export function dobToIsoDateTime(parts: DobParts): string | null {
  const date = dobToIsoDate(parts);
  return date && `${date}T20:00:00.000Z`;
}

export function dobFromIso(iso: string | null | undefined): DobParts {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  if (!match) return EMPTY_DOB;
  return { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) };
}

interface DateOfBirthSelectProps {
  value: DobParts;
  onChange: (value: DobParts) => void;
  error?: string | null;
  required?: boolean;
  legend?: string;
}

/** Year (1930 to this year), month and day (1-31) as three labelled selects. */
export function DateOfBirthSelect({
  value,
  onChange,
  error,
  required,
  legend = 'Date of birth',
}: DateOfBirthSelectProps) {
  const set = (part: keyof DobParts) => (event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...value, [part]: event.currentTarget.value });
  const errorId = error ? 'dob-error' : undefined;
  return (
    <Fieldset
      legend={legend}
      variant="unstyled"
      aria-describedby={errorId}
      styles={{
        root: { padding: 0, margin: 0 },
        legend: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, padding: 0, marginBottom: 4 },
      }}
    >
      <Grid gap="xs">
        <Grid.Col span={4}>
          <NativeSelect
            label="Year"
            required={required}
            value={value.year}
            onChange={set('year')}
            data={[{ value: '', label: 'Year' }, ...YEAR_OPTIONS]}
            error={Boolean(error)}
          />
        </Grid.Col>
        <Grid.Col span={5}>
          <NativeSelect
            label="Month"
            required={required}
            value={value.month}
            onChange={set('month')}
            data={[{ value: '', label: 'Month' }, ...MONTH_OPTIONS]}
            error={Boolean(error)}
          />
        </Grid.Col>
        <Grid.Col span={3}>
          <NativeSelect
            label="Day"
            required={required}
            value={value.day}
            onChange={set('day')}
            data={[{ value: '', label: 'Day' }, ...DAYS]}
            error={Boolean(error)}
          />
        </Grid.Col>
      </Grid>
      {error ? (
        <Text id={errorId} role="alert" size="xs" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
