import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SplitShare, SplitShareStatus } from '@fairplay/contracts';
import { formatCents, formatClubDateTime } from '@fairplay/domain';
import { useState } from 'react';
import { PayShareModal } from './PayShareModal';
import { useMyShares } from '../api/useCheckout';
import { useClubClock } from '../../../ui/dates';

export const SHARE_STATUS: Record<SplitShareStatus, { label: string; color: string }> = {
  owed: { label: 'Owed', color: 'red' },
  paid: { label: 'Paid', color: 'green' },
  authorized: { label: 'Held on the card', color: 'yellow' },
  refunded: { label: 'Refunded', color: 'gray' },
  released: { label: 'Hold released', color: 'gray' },
};

/**
 * A split booking's shares in its details (issue 13): each player, their share and whether they paid it. Staff who
 * take payments collect an owed share (card or cash); a player pays their own.
 */
export function SplitShares({
  shares,
  userId,
  staff,
  customer,
}: {
  shares: SplitShare[];
  userId: number;
  staff: boolean;
  customer: boolean;
}) {
  const [paying, setPaying] = useState<SplitShare | null>(null);
  if (shares.length === 0) return null;
  return (
    <Stack gap={4} data-testid="split-shares">
      <Text size="sm" fw={600}>
        Split payment
      </Text>
      {shares.map((share) => (
        <Group key={share.id} justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text size="sm">
              {`${share.full_name}${share.booker ? ' (booker)' : ''}: ${formatCents(share.amount, share.currency)}`}
              {share.guest_fees > 0 ? ` incl. guest fees ${formatCents(share.guest_fees, share.currency)}` : ''}
            </Text>
            <Badge color={SHARE_STATUS[share.status].color} variant="dot">
              {SHARE_STATUS[share.status].label}
            </Badge>
          </Group>
          {share.status === 'owed' && (staff || share.user_id === userId) ? (
            <Button size="xs" variant="light" onClick={() => setPaying(share)}>
              {staff ? 'Collect share' : 'Pay my share'}
            </Button>
          ) : null}
        </Group>
      ))}
      <PayShareModal share={paying} staff={staff} customer={customer} onClose={() => setPaying(null)} />
    </Stack>
  );
}

/**
 * The member's own share of a split booking in their bookings list: what it is, whether it is paid, and "Pay my
 * share" while it is owed.
 */
export function MyShareLine({ share, customer }: { share: SplitShare; customer: boolean }) {
  const [paying, setPaying] = useState<SplitShare | null>(null);
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{`Your share: ${formatCents(share.amount, share.currency)}`}</Text>
      <Badge color={SHARE_STATUS[share.status].color} variant="dot" size="sm">
        {SHARE_STATUS[share.status].label}
      </Badge>
      {share.status === 'owed' ? (
        <Button size="xs" onClick={() => setPaying(share)}>
          Pay my share
        </Button>
      ) : null}
      <PayShareModal share={paying} staff={false} customer={customer} onClose={() => setPaying(null)} />
    </Group>
  );
}

/**
 * The member's home: every share they still owe on upcoming split bookings (whatever page of bookings it is on),
 * each with "Pay my share". Nothing when nothing is owed.
 */
export function MySharesCard({ timeZone, customer }: { timeZone: string; customer: boolean }) {
  const { amPm } = useClubClock();
  const shares = useMyShares();
  const owed = shares.data?.rows.filter((share) => share.status === 'owed') ?? [];
  if (owed.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="my-shares-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="my-shares-title">
          Shares to pay
        </Title>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {owed.map((share) => (
            <Stack component="li" key={share.id} gap={2}>
              <Text size="sm" fw={600}>
                {formatClubDateTime(share.start, timeZone, amPm)}
              </Text>
              <MyShareLine share={share} customer={customer} />
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
