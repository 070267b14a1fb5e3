import { Paper, Text } from '@mantine/core';
import { changeLabel } from '../model/report-filters';

/** One headline figure with the previous period's beside it. */
export function CompareStat(props: {
  label: string;
  value: number;
  previous: number | null | undefined;
  format: (value: number) => string;
}) {
  const change = changeLabel(props.value, props.previous);
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      <Text size="xl" fw={700}>
        {props.format(props.value)}
      </Text>
      {props.previous !== null && props.previous !== undefined && (
        <Text size="sm" c="dimmed">
          Previous period {props.format(props.previous)}
          {change ? ` (${change})` : ''}
        </Text>
      )}
    </Paper>
  );
}
