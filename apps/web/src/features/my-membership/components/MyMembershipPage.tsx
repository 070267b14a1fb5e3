import { Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/session';
import { MyPacksCard } from '../../class-packs';
import { MyReceiptsCard, MySavedMethodsCard } from '../../payments';
import { MyPlansSection } from '../../plans';
import { MyPointsCard } from '../../points';

/**
 * /private/my-membership (issue 24 point 10): in one place, what the member holds at their club: plans and
 * subscriptions (status, next charge, pause and resume, change), points, class packs, saved cards and receipts,
 * and the way to the club's plans (the public memberships page, where they subscribe or buy).
 */
export function MyMembershipPage() {
  const user = useCurrentUser();
  const business = user.business;
  if (!business) return null;
  return (
    <Container size="lg" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <div>
            <Title order={1} size="h2">
              My membership
            </Title>
            <Text c="dimmed" size="sm">
              Your plans, points, class packs, cards and receipts at {business.name}.
            </Text>
          </div>
          <Button component={Link} to={`/memberships/${business.uid}`} variant="light">
            See the club&apos;s plans
          </Button>
        </Group>
        <MyPlansSection business={business} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <MyPointsCard />
              <MyPacksCard />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="md">
              <MySavedMethodsCard userId={user.user_id} />
              <MyReceiptsCard timeZone={business.timezone} amPm={business.am_pm} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
