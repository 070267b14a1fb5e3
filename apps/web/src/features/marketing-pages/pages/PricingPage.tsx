import { Badge, Button, Container, List, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useDemoModal } from '../../marketing-forms';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { useHydrated } from '../../../ui/hydration';
import { useSessionUser } from '../../../api/session';
import { OfferCallout } from '../components/OfferCallout';
import { PageHero } from '../components/PageHero';
import { INCLUDED } from './pricing-included';
import { LESSON_PROVIDER_PLAN, PLANS } from './plans';

const signUpPath = (plan: string, code: string) =>
  `/sign-up?plan=${encodeURIComponent(plan)}&code=${encodeURIComponent(code.trim())}`;

/** Upgrade mode: the club's owner picks a plan on /private/updateplan, with the promo code typed here. */
const upgradePath = (plan: string, code: string) =>
  `/private/updateplan?plan=${encodeURIComponent(plan)}${code.trim() ? `&promo=${encodeURIComponent(code.trim())}` : ''}`;

/** /pricing-and-features, and /code/{code} with the code already applied. */
export function PricingPage() {
  const { code: fromUrl } = useParams();
  const demo = useDemoModal();
  const [code, setCode] = useState(fromUrl ?? '');
  const ready = code.trim().length > 0;
  // Prerendered: typing before the page's code runs would be lost, so the field takes text once it does.
  const hydrated = useHydrated();
  // Two modes (spec 3 "Pricing and upgrade"): sign-up, and upgrade for a signed-in business user.
  const user = useSessionUser().user;
  const upgrading = hydrated && user?.user_type === 'bu' && user.business !== null;

  return (
    <>
      <PageHero
        eyebrow="Pricing and features"
        title="One flat monthly fee. No cut from your bookings."
        lead="You keep every dollar your courts, lessons and memberships earn. You pay Fairplay a flat monthly fee plus payment processing, month-to-month, cancel anytime."
      />
      <Container size="lg" component="section" aria-labelledby="plans-title" pb="xl">
        <Title id="plans-title" order={2} ta="center" mb="md">
          Plans
        </Title>
        <Paper withBorder radius="lg" p="md" mb="lg" maw={520} mx="auto">
          <Stack gap={6}>
            {fromUrl ? (
              <Badge variant="light" size="lg">
                Code {fromUrl} applied
              </Badge>
            ) : null}
            <TextInput
              label={upgrading ? 'Promo code' : 'Demo code'}
              description={
                upgrading
                  ? 'Optional: applied when you confirm the upgrade.'
                  : 'You receive it with your private demo; it unlocks sign-up.'
              }
              value={code}
              readOnly={!hydrated}
              onChange={(event) => setCode(event.currentTarget.value)}
            />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <Paper
              key={plan.key}
              withBorder
              radius="lg"
              p="lg"
              component="article"
              aria-labelledby={`plan-${plan.key}`}
            >
              <Stack gap="sm">
                <Title id={`plan-${plan.key}`} order={3}>
                  {plan.name}
                </Title>
                <Text size="sm" c="dark.5">
                  {plan.summary}
                </Text>
                <Text>
                  <Text span td="line-through" c="dark.4" mr={8}>
                    ${plan.price}
                  </Text>
                  <Text span fz={36} fw={800}>
                    ${plan.discounted}
                  </Text>
                  <Text span c="dark.5">
                    /month
                  </Text>
                </Text>
                <List size="sm" spacing={4} icon={<IconCheck size={16} aria-hidden="true" />}>
                  {plan.features.map((feature) => (
                    <List.Item key={feature}>{feature}</List.Item>
                  ))}
                </List>
                {upgrading ? (
                  <Button component={Link} to={upgradePath(plan.key, code)}>
                    Upgrade to {plan.name}
                  </Button>
                ) : ready ? (
                  <Button component={Link} to={signUpPath(plan.key, code)}>
                    Choose {plan.name}
                  </Button>
                ) : (
                  <Button variant="outline" onClick={demo.open}>
                    Book a demo to start
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
          <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="plan-lesson">
            <Stack gap="sm">
              <Title id="plan-lesson" order={3}>
                Lesson Provider
              </Title>
              <Text size="sm" c="dark.5">
                For independent coaches and academies who teach at someone else’s courts: lessons, clinics, camps,
                client payments and the member app, without a facility sheet.
              </Text>
              <Text fw={700}>$149/month, month-to-month</Text>
              {upgrading ? (
                <Button component={Link} to={upgradePath(LESSON_PROVIDER_PLAN, code)}>
                  Upgrade to Lesson Provider
                </Button>
              ) : ready ? (
                <Button component={Link} to={signUpPath(LESSON_PROVIDER_PLAN, code)}>
                  Choose Lesson Provider
                </Button>
              ) : (
                <Button variant="outline" onClick={demo.open}>
                  Book a demo to start
                </Button>
              )}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
      <OfferCallout />
      <FeatureGrid id="included-title" title="Included on every plan" features={INCLUDED} />
    </>
  );
}
