import { Paper, Stack, Title } from '@mantine/core';
import { useRestrictionStatistics } from '../api/useRestrictions';
import { RestrictionUsageList } from './RestrictionUsageList';

/** The member home's card: how much of each booking limit the member has used (nothing when none applies). */
export function MyRestrictionsCard({ userId }: { userId: number }) {
  const statistics = useRestrictionStatistics(userId, 'week', 1);
  const rows = statistics.data?.restrictions ?? [];
  if (rows.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="my-limits-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-limits-title">
          Your booking limits
        </Title>
        <RestrictionUsageList rows={rows} />
      </Stack>
    </Paper>
  );
}
