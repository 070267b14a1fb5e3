import { Container, Grid, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { MyBooking } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { useState } from 'react';
import { useCurrentUser } from '../../../api/session';
import { useLiveUpdates } from '../../../api/live-updates';
import { refreshMyBookings, useMyBookings, useMyCheckinCode } from '../api/useMemberHome';
import { useSaveDaySnapshot } from '../../offline-day';
import { CancelMyBookingDialog } from './CancelMyBookingDialog';
import { BookingList } from './BookingList';
import { BookNextCard } from './BookNextCard';
import { CheckinCodeCard } from './CheckinCodeCard';
import { ClubCard } from './ClubCard';
import { NextUpCard } from './NextUpCard';
import { MyRestrictionsCard } from '../../restrictions';
import { MyPointsCard } from '../../points';
import { MyPacksCard } from '../../class-packs';
import { MySharesCard } from '../../booking-checkout';

/**
 * /private/home (issue 15): where a member lands. First (within a phone's first screen, issue 24 point 8) their
 * next booking, "Book a court" and their check-in code; then shares to pay, their upcoming and past bookings (and
 * their family's) with Cancel where the club allows it, their club and what else it offers.
 */
export function MemberHomePage() {
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  // A booking changed by anyone, on any server process, shows here at once.
  useLiveUpdates(refreshMyBookings);
  // The lists below share these answers; today's and tomorrow's part is saved for the offline day view (issue 29).
  const upcoming = useMyBookings('upcoming').data?.pages[0]?.rows;
  useSaveDaySnapshot(user, upcoming, useMyCheckinCode().data?.code);
  const business = user.business;
  if (!business) return null;
  const canBook = can(user.member_type?.roles, 'court', 'update');
  return (
    <Container size="lg" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2">
        Hello, {user.first_name}
      </Title>
      <Text c="dimmed" mb="sm" size="sm">
        Your bookings at {business.name}.
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NextUpCard business={business} now={now} canBook={canBook} />
          <CheckinCodeCard />
        </SimpleGrid>
        <MySharesCard timeZone={business.timezone} customer={user.user_type === 'nbu'} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Tabs defaultValue="upcoming" keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
                <Tabs.Tab value="past">Past</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="upcoming">
                <BookingList
                  when="upcoming"
                  business={business}
                  userId={user.user_id}
                  now={now}
                  {...(canBook ? { onCancel: setCancelling } : {})}
                />
              </Tabs.Panel>
              <Tabs.Panel value="past">
                <BookingList when="past" business={business} userId={user.user_id} now={now} />
              </Tabs.Panel>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <MyRestrictionsCard userId={user.user_id} />
              <BookNextCard business={business} canBook={canBook} />
              <ClubCard business={business} user={user} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={12}>
            <Stack gap="md">
              <MyPacksCard />
              <MyPointsCard />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
      {cancelling ? (
        <CancelMyBookingDialog
          booking={cancelling}
          business={business}
          userId={user.user_id}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </Container>
  );
}
