import { Badge, Button, Card, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { endpoints, type Plan } from '@fairplay/contracts';
import { formatCents, utcToZonedParts } from '@fairplay/domain';
import { call } from '../../../api/client';
import { storeSessionUser, useSessionUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAuthModal } from '../../auth';
import { NotFoundPage } from '../../not-found';
import { useMySubscriptions, usePublicMemberships } from '../api/usePlans';
import { planBlockedReason, takeVerb } from '../model/plan-availability';
import { priceLabel, taxedLabel } from '../model/plan-form';
import { MySubscriptions } from './MySubscriptions';
import { SubscribeModal } from './SubscribeModal';

/**
 * /memberships/{uid}[/{plan_id}] and /out/{section}/{uid}[/{plan_id}] (spec 3): the club and its plan cards with
 * Subscribe. `?subscribe_to_plan=` starts subscribing and is then cleared; a signed-out visitor registers first and
 * comes back here to finish. Signing in for a club one is not a member of joins it under its join policy.
 */
export function PublicMembershipsPage() {
  const { uid = '', planId } = useParams();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signedIn, user } = useSessionUser();
  const authModal = useAuthModal();
  const page = usePublicMemberships(uid);
  const mine = useMySubscriptions(signedIn && user?.business?.id === page.data?.business.id);
  const [subscribing, setSubscribing] = useState<Plan | null>(null);
  const [joining, setJoining] = useState(false);
  const started = useRef(false);
  const business = page.data?.business;

  const start = async (plan: Plan) => {
    if (!business) return;
    if (!signedIn) {
      // Back here after registering, with the plan to subscribe to.
      await navigate(location.pathname, {
        replace: true,
        state: { from: `${location.pathname}?subscribe_to_plan=${plan.plan_id}` },
      });
      authModal.open('register');
      return;
    }
    if (!user) return;
    if (user.business?.id !== business.id) {
      setJoining(true);
      try {
        const joined = await call(endpoints.users.setBusiness, { body: { business_id: business.id } });
        storeSessionUser(queryClient, joined);
        if (joined.business?.id !== business.id) {
          notifySuccess(`Your request to join ${business.name} was sent. You can subscribe once it is approved.`);
          return;
        }
      } catch (error) {
        notifyError(error);
        return;
      } finally {
        setJoining(false);
      }
    }
    setSubscribing(plan);
  };

  const wanted = search.get('subscribe_to_plan');
  useEffect(() => {
    if (!wanted || !page.data || started.current || (signedIn && !user)) return;
    started.current = true;
    const plan = page.data.plans.find((row) => row.plan_id === wanted || String(row.id) === wanted);
    setSearch({}, { replace: true });
    // Started after this render: subscribing opens dialogs and may join the club first.
    if (plan) void Promise.resolve().then(() => start(plan));
    // start reads the latest session; it runs once per arrival with the query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, page.data, signedIn, user]);

  if (page.isPending) return <BusyIndicator label="Loading memberships" />;
  if (page.isError || !page.data) return <NotFoundPage />;
  const plans = planId ? page.data.plans.filter((plan) => plan.plan_id === planId) : page.data.plans;
  const isMemberHere = signedIn && user?.business?.id === business!.id;
  const person = user
    ? {
        dob: user.dob,
        today: utcToZonedParts(new Date(), user.business?.timezone ?? 'UTC').date,
        subscriptions: isMemberHere ? (mine.data ?? []) : [],
      }
    : null;
  const blockedOf = (plan: Plan) => planBlockedReason(plan, person);

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group align="flex-start" gap="lg" wrap="wrap">
          {business!.image ? (
            <Image src={business!.image} alt={business!.name} w={{ base: '100%', xs: 240 }} maw={320} radius="md" />
          ) : null}
          <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
            <Title order={1}>{business!.name}</Title>
            {business!.about ? (
              <Text c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {business!.about}
              </Text>
            ) : null}
          </Stack>
        </Group>
        {isMemberHere ? <MySubscriptions timeZone={user!.business!.timezone} plans={page.data.plans} /> : null}
        {plans.length === 0 ? <Text c="dimmed">This club offers no memberships online yet.</Text> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" p={0} m={0}>
          {plans.map((plan) => (
            <Card
              key={plan.id}
              withBorder
              radius="md"
              component="li"
              style={{ listStyle: 'none' }}
              aria-label={plan.nickname}
            >
              <Stack gap="xs" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h4">
                    {plan.nickname}
                  </Title>
                  {plan.one_time ? <Badge variant="dot">One time</Badge> : null}
                </Group>
                <Text fw={700} size="lg">
                  {priceLabel(plan, formatCents)}
                </Text>
                {taxedLabel(plan, formatCents) ? <Text size="sm">{taxedLabel(plan, formatCents)}</Text> : null}
                {plan.description ? <Text size="sm">{plan.description}</Text> : null}
                {plan.facility_groups.map((group) => (
                  <Text key={group.id} size="sm" c="dimmed">
                    {group.location.name} - {group.name}
                  </Text>
                ))}
                {blockedOf(plan) ? (
                  <Text size="sm" c="dimmed" mt="auto" data-testid="plan-blocked">
                    {blockedOf(plan)}
                  </Text>
                ) : null}
                <Button
                  mt={blockedOf(plan) ? 0 : 'auto'}
                  onClick={() => void start(plan)}
                  loading={joining}
                  disabled={blockedOf(plan) !== null}
                  aria-label={`${takeVerb(plan)} ${plan.one_time ? '' : 'to '}${plan.nickname}`}
                >
                  {takeVerb(plan)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      {subscribing ? (
        <SubscribeModal
          plan={subscribing}
          businessId={business!.id}
          requireWaiver={business!.require_waiver_sign}
          onClose={() => setSubscribing(null)}
        />
      ) : null}
    </Container>
  );
}
