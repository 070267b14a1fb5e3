import { Alert, Button, Stack, Text } from '@mantine/core';
import type { MyBooking, SessionBusiness } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useMyBookings } from '../api/useMemberHome';
import { BookingItem } from './BookingItem';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { useCurrentUser } from '../../../api/session';
import { MyShareLine, useMyShares } from '../../booking-checkout';

interface BookingListProps {
  when: 'upcoming' | 'past';
  business: SessionBusiness;
  userId: number;
  now: Date;
  onCancel?: (booking: MyBooking) => void;
}

/** Upcoming (soonest first) or past (latest first) bookings, 20 at a time with "Show more". */
export function BookingList({ when, business, userId, now, onCancel }: BookingListProps) {
  const bookings = useMyBookings(when);
  // Split bookings: the member's own share of each, with "Pay my share" while it is owed.
  const shares = useMyShares(when === 'upcoming');
  const customer = useCurrentUser().user_type === 'nbu';
  const rows = bookings.data?.pages.flatMap((page) => page.rows) ?? [];
  const title = when === 'upcoming' ? 'Upcoming bookings' : 'Past bookings';
  if (bookings.isPending) return <BusyIndicator label={`Loading ${title.toLowerCase()}`} size="sm" />;
  if (bookings.isError)
    return (
      <Alert color="red" variant="light" title="Error">
        <Stack gap="xs" align="flex-start">
          <span>{errorMessage(bookings.error)}</span>
          <Button size="xs" variant="light" color="red" onClick={() => void bookings.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {when === 'upcoming' ? 'You have no upcoming bookings.' : 'No past bookings yet.'}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} aria-label={title} style={{ listStyle: 'none' }}>
        {rows.map((booking) => {
          const share = shares.data?.rows.find((row) => row.appointment_id === booking.id && row.user_id === userId);
          return (
            <BookingItem
              key={booking.id}
              share={share ? <MyShareLine share={share} customer={customer} /> : null}
              booking={booking}
              business={business}
              userId={userId}
              now={now}
              upcoming={when === 'upcoming'}
              {...(onCancel ? { onCancel } : {})}
            />
          );
        })}
      </Stack>
      {bookings.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={bookings.isFetchingNextPage}
          onClick={() => void bookings.fetchNextPage()}
          style={{ alignSelf: 'flex-start' }}
        >
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}
