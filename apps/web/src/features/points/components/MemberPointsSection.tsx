import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { UserPoint } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useMemberPoints } from '../api/usePoints';
import { BuyPointsDialog } from './BuyPointsDialog';
import { ChargePointsDialog } from './ChargePointsDialog';
import { PointsOverview } from './PointsOverview';
import { RefundGiftDialog } from './RefundGiftDialog';

/**
 * The member detail's points (spec 3 section 2: points payments and gifts; payments read): balance per facility
 * group, lots with their expiry, what was paid with points; with payments update, Charge points, Gift points, Buy points (the
 * member's saved card or a new one) and Refund on unexpired gifts.
 */
export function MemberPointsSection({ memberId, memberName }: { memberId: number; memberName: string }) {
  const user = useCurrentUser();
  const business = user.business!;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const points = useMemberPoints(memberId);
  const [dialog, setDialog] = useState<'buy' | 'gift' | 'charge' | null>(null);
  const [refunding, setRefunding] = useState<UserPoint | null>(null);
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="member-points-title"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h4" id="member-points-title">
            Points
          </Title>
          {canUpdate ? (
            <Group gap="xs">
              {points.data && points.data.balances.length > 0 ? (
                <Button size="xs" variant="default" onClick={() => setDialog('charge')}>
                  Charge points
                </Button>
              ) : null}
              <Button size="xs" variant="default" onClick={() => setDialog('gift')}>
                Gift points
              </Button>
              <Button size="xs" onClick={() => setDialog('buy')}>
                Buy points
              </Button>
            </Group>
          ) : null}
        </Group>
        {points.isPending ? <BusyIndicator label="Loading points" /> : null}
        <ErrorAlert message={points.isError ? errorMessage(points.error) : null} live={false} />
        {points.data ? (
          <PointsOverview
            data={points.data}
            timeZone={business.timezone}
            currency={business.currency_code}
            onRefund={canUpdate ? setRefunding : undefined}
          />
        ) : null}
      </Stack>
      {dialog === 'charge' && points.data ? (
        <ChargePointsDialog
          member={{ userId: memberId, name: memberName }}
          balances={points.data.balances}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'buy' || dialog === 'gift' ? (
        <BuyPointsDialog
          member={{ userId: memberId, name: memberName }}
          mode={dialog}
          staff
          currency={business.currency_code}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {refunding ? <RefundGiftDialog lot={refunding} onClose={() => setRefunding(null)} /> : null}
    </Paper>
  );
}
