import { Card, Text } from '@mantine/core';

/** One headline figure with its comparison line. */
export function FigureTile({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}
