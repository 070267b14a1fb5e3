import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberPoints } from '../api/usePoints';
import { BuyPointsDialog } from './BuyPointsDialog';
import { PointsOverview } from './PointsOverview';

/** A member's own points: how many per facility group, when they expire, what they paid with them; Buy points. */
export function MyPointsCard() {
  const user = useCurrentUser();
  const business = user.business!;
  const points = useMemberPoints(user.user_id);
  const [buying, setBuying] = useState(false);
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-points-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="my-points-title">
            My points
          </Title>
          <Button size="xs" onClick={() => setBuying(true)}>
            Buy points
          </Button>
        </Group>
        {points.isPending ? <BusyIndicator label="Loading points" /> : null}
        <ErrorAlert message={points.isError ? errorMessage(points.error) : null} live={false} />
        {points.data ? (
          <PointsOverview data={points.data} timeZone={business.timezone} currency={business.currency_code} />
        ) : null}
      </Stack>
      {buying ? (
        <BuyPointsDialog
          member={{ userId: user.user_id, name }}
          mode="buy"
          staff={false}
          currency={business.currency_code}
          onClose={() => setBuying(false)}
        />
      ) : null}
    </Paper>
  );
}
