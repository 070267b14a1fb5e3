import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import type { RestrictionUsageRow } from '@fairplay/contracts';
import { describePrimeTime, formatCalendarDate } from '@fairplay/domain';
import { usageText } from '../model/labels';

/** Each restriction that holds for the member: how much of it they have used, as text and a bar. */
export function RestrictionUsageList({ rows }: { rows: RestrictionUsageRow[] }) {
  if (rows.length === 0) return <Text c="dimmed">No booking limits apply.</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {rows.map((row) => {
        const full = row.limit !== null && row.used >= row.limit;
        const percent =
          row.limit === null || row.limit === 0 ? (row.limit === 0 ? 100 : 0) : (row.used / row.limit) * 100;
        return (
          <li key={row.restriction_id}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fw={600}>{row.name}</Text>
              {row.override ? (
                <Badge variant="light" color="grape">
                  {row.override.exempt ? 'Exempt' : 'Personal limit'}
                  {row.override.ends_on ? ` until ${formatCalendarDate(row.override.ends_on)}` : ''}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c={full ? 'red.8' : undefined}>
              {usageText(row)}
              {row.prime_time ? ` · prime time ${describePrimeTime(row.prime_time)}` : ''}
            </Text>
            {row.limit !== null ? (
              <Progress
                value={Math.min(100, percent)}
                color={full ? 'red' : 'teal'}
                aria-label={`${row.name}: ${usageText(row)}`}
                mt={4}
              />
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
