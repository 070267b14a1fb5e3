import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MyBooking, SessionBusiness } from '@fairplay/contracts';
import { BOOKING_PAYMENT_WORDS, formatClubDate, formatInstantClock, formatInstantRange } from '@fairplay/domain';
import { cancelBlockedReason, playersLine } from '../model/home';

interface BookingItemProps {
  booking: MyBooking;
  business: SessionBusiness;
  userId: number;
  now: Date;
  /** Upcoming bookings offer Cancel where the club allows it; past ones only tell what happened. */
  upcoming: boolean;
  onCancel?: (booking: MyBooking) => void;
  /** The member's share when the booking's price is split (what it is, and paying it). */
  share?: ReactNode;
}

/** The colours of a payment state, as the booking's details on the court sheet show them. */
const PAYMENT_COLORS = { paid: 'green', authorized: 'yellow', unpaid: 'red', free: 'gray', partly: 'orange' } as const;

/** One booking in the member's home: when, where, with whom, and whether it can still be cancelled. */
export function BookingItem({ booking, business, userId, now, upcoming, onCancel, share }: BookingItemProps) {
  const zone = business.timezone;
  const day = formatClubDate(booking.start, zone, 'day');
  const time = formatInstantRange(booking.start, booking.end, zone, business.am_pm);
  const mine = booking.bookings.find((person) => person.user_id === booking.for_user_id);
  const forRelative = booking.for_user_id !== userId && mine ? mine.full_name : null;
  const blocked = upcoming ? cancelBlockedReason(booking, business, now) : null;
  const label = `${day}, ${time}, ${booking.court_name}`;
  return (
    <Card component="li" withBorder padding="sm" radius="md" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600}>
            {day} · {time}
          </Text>
          <Text size="sm">{booking.court_name}</Text>
          {booking.bookings.length > 0 ? (
            <Text size="sm" c="dimmed">
              {playersLine(booking)}
            </Text>
          ) : null}
          {share}
          <Group gap={6} mt={2}>
            {/* What the money says (issue 24): paid, still owed at the desk, or nothing to pay. */}
            {booking.payment_state ? (
              <Badge variant="dot" color={PAYMENT_COLORS[booking.payment_state]} size="sm" data-testid="payment-state">
                {BOOKING_PAYMENT_WORDS[booking.payment_state]}
              </Badge>
            ) : null}
            {booking.recurring ? (
              <Badge variant="dot" color="gray" size="sm">
                Repeats
              </Badge>
            ) : null}
            {forRelative ? (
              <Badge variant="dot" color="grape" size="sm">
                For {forRelative}
              </Badge>
            ) : null}
            {mine?.checked_in_at ? (
              <Badge variant="dot" color="teal" size="sm">
                Checked in {formatInstantClock(mine.checked_in_at, zone, business.am_pm)}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {upcoming && onCancel ? (
          blocked ? (
            <Text size="xs" c="dimmed" maw="14rem">
              {blocked}
            </Text>
          ) : (
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={() => onCancel(booking)}
              aria-label={`Cancel ${label}`}
            >
              Cancel
            </Button>
          )
        ) : null}
      </Group>
    </Card>
  );
}
