import { Progress, Stack, Text } from '@mantine/core';
import { formatCalendarMonth, formatCount } from '@fairplay/domain';
import { useMonthlyUsage } from '../api/useNotifications';

/** This month's marketing e-mails against the 50,000 the plan includes (then $1 per 1,000). */
export function MonthlyUsage() {
  const usage = useMonthlyUsage();
  if (!usage.data) return null;
  const { sent, included, over, extra_cost_cents: extra, month } = usage.data;
  return (
    <Stack gap={4}>
      <Text size="sm">
        <b>{formatCount(sent)}</b> of {formatCount(included)} included marketing e-mails used in{' '}
        {formatCalendarMonth(month)}
        {over > 0 ? ` (${formatCount(over)} over: $${(extra / 100).toFixed(2)} at $1 per 1,000)` : ''}.
      </Text>
      <Progress
        value={Math.min(100, (sent / included) * 100)}
        color={over > 0 ? 'orange' : 'fairplay'}
        aria-label="Marketing e-mails used this month"
      />
    </Stack>
  );
}
