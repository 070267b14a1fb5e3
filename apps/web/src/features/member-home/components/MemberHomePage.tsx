import { Container, Grid, Stack, Tabs, Text, Title } from '@mantine/core';
import type { MyBooking } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { useState } from 'react';
import { useCurrentUser } from '../../../api/session';
import { CancelMyBookingDialog } from './CancelMyBookingDialog';
import { BookingList } from './BookingList';
import { BookNextCard } from './BookNextCard';
import { CheckinCodeCard } from './CheckinCodeCard';
import { ClubCard } from './ClubCard';
import { MyRestrictionsCard } from '../../restrictions';
import { MyPointsCard } from '../../points';
import { MyPacksCard } from '../../class-packs';
import { MySharesCard } from '../../booking-checkout';

/**
 * /private/home (issue 15): where a member lands. Their upcoming and past bookings (and their family's), with
 * Cancel where the club allows it; their club; what to book next; and their personal check-in code.
 */
export function MemberHomePage() {
  const user = useCurrentUser();
  const [now] = useState(() => new Date());
  const [cancelling, setCancelling] = useState<MyBooking | null>(null);
  const business = user.business;
  if (!business) return null;
  const canBook = can(user.member_type?.roles, 'court', 'update');
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2">
        Hello, {user.first_name}
      </Title>
      <Text c="dimmed" mb="md">
        Your bookings at {business.name}.
      </Text>
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
            <MySharesCard timeZone={business.timezone} customer={user.user_type === 'nbu'} />
            <CheckinCodeCard />
            <MyRestrictionsCard userId={user.user_id} />
            <BookNextCard business={business} now={now} canBook={canBook} />
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
