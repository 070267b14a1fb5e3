import { Group, TextInput } from '@mantine/core';

/** The report's club-local date range: two native date inputs (keyboard and screen-reader friendly). */
export function RangeInputs({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <Group gap="xs" align="end" wrap="wrap">
      <TextInput
        type="date"
        label="From"
        value={from}
        max={to}
        onChange={(event) => event.currentTarget.value && onChange({ from: event.currentTarget.value, to })}
      />
      <TextInput
        type="date"
        label="To"
        value={to}
        min={from}
        onChange={(event) => event.currentTarget.value && onChange({ from, to: event.currentTarget.value })}
      />
    </Group>
  );
}
