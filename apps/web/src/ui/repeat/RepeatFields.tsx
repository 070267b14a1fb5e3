import { Checkbox, Group, NativeSelect, NumberInput, Radio, Stack, Switch, TextInput } from '@mantine/core';
import {
  OCCURRENCE_CAPS,
  REPEAT_OR_LIST_MESSAGE,
  resetRepeat,
  withFrequency,
  type RepeatFrequency,
  type RepeatValues,
} from './repeat';

const FREQUENCIES: { value: RepeatFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'biweekly', label: 'Bi-weekly' },
  { value: 'monthly', label: 'Monthly' },
];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

interface RepeatFieldsProps {
  value: RepeatValues;
  date: string;
  /** First and last allowed end dates: today and 12 months ahead. */
  minEnd: string;
  maxEnd: string;
  /** "List Different Times" is on: repeating is not available. */
  locked: boolean;
  onChange: (value: RepeatValues) => void;
}

/** "Do you want to repeat?": daily, weekly, bi-weekly or monthly, ending on a date or after a count. */
export function RepeatFields({ value, date, minEnd, maxEnd, locked, onChange }: RepeatFieldsProps) {
  const weekly = value.frequency === 'weekly' || value.frequency === 'biweekly';
  return (
    <Stack gap="xs">
      <Switch
        label="Do you want to repeat?"
        description={locked ? REPEAT_OR_LIST_MESSAGE : undefined}
        disabled={locked}
        checked={value.enabled}
        onChange={(event) => onChange(event.currentTarget.checked ? { ...value, enabled: true } : resetRepeat(date))}
      />
      {value.enabled ? (
        <Stack gap="xs" pl="md">
          <NativeSelect
            label="Repeat"
            value={value.frequency}
            data={FREQUENCIES}
            onChange={(event) => onChange(withFrequency(value, event.currentTarget.value as RepeatFrequency))}
          />
          {weekly ? (
            <Checkbox.Group
              label="On"
              value={value.days.map(String)}
              onChange={(days) => onChange({ ...value, days: days.map(Number) })}
            >
              <Group gap="sm" mt={4}>
                {WEEKDAYS.map((day, index) => (
                  <Checkbox key={day} value={String(index)} label={day} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
          <Radio.Group
            label="Ends"
            value={value.ends}
            onChange={(ends) => onChange({ ...value, ends: ends as RepeatValues['ends'] })}
          >
            <Group gap="md" mt={4}>
              <Radio value="date" label="On date" />
              <Radio value="occurrences" label="After a number of times" disabled={value.frequency === 'daily'} />
            </Group>
          </Radio.Group>
          {value.ends === 'date' ? (
            <TextInput
              type="date"
              label="End date"
              min={minEnd}
              max={maxEnd}
              value={value.endDate}
              onChange={(event) => onChange({ ...value, endDate: event.currentTarget.value })}
            />
          ) : (
            <NumberInput
              label="Occurrences"
              min={1}
              max={OCCURRENCE_CAPS[value.frequency]}
              clampBehavior="strict"
              allowDecimal={false}
              value={value.occurrences}
              onChange={(count) =>
                onChange({ ...value, ends: 'occurrences', occurrences: typeof count === 'number' ? count : 0 })
              }
            />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
