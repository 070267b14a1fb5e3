import { ProductShot } from '../../../ui/ProductShot';
import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconBrandAndroid,
  IconBrandApple,
  IconCalendarPlus,
  IconMessageCircle,
  IconUserSearch,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { CtaBand } from '../components/CtaBand';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { PageHero } from '../components/PageHero';

/** Opens /athlete on the server, which sends the phone to its app store. */
function GetTheApp() {
  return (
    <Button component="a" href="/athlete" size="lg">
      Get the free app
    </Button>
  );
}

/** /thank-you */
export function ThankYouPage() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Thank you!</Title>
        <Text size="lg" c="dark.5">
          We have your details and will be in touch within one business day. In the meantime, take a look at what every
          Fairplay plan includes.
        </Text>
        <Button component={Link} to="/pricing-and-features">
          See pricing and features
        </Button>
        <Anchor component={Link} to="/">
          Back to the home page
        </Anchor>
      </Stack>
    </Container>
  );
}

/** /find_tennis_players */
export function FindPlayersPage() {
  return (
    <>
      <PageHero
        eyebrow="For players"
        title="Find tennis players at your level"
        lead="Looking for a hitting partner or a fourth for doubles? In the free Fairplay app, members of Fairplay clubs find players of their level, message them and book a court together."
        actions={<GetTheApp />}
      />
      <FeatureGrid
        id="players-title"
        title="From “anyone for tennis?” to a booked court"
        features={[
          {
            icon: IconUserSearch,
            title: 'Match by level',
            text: 'See members of your club who play at your level and at the times you like to play.',
          },
          {
            icon: IconMessageCircle,
            title: 'Agree a time',
            text: 'Message them in the app and invite them straight to an open court.',
          },
          {
            icon: IconCalendarPlus,
            title: 'Book and split',
            text: 'Book the court in the app; each player pays their share with the card on file.',
          },
        ]}
      />
    </>
  );
}

/** /mobile_app_market */
export function MobileAppPage() {
  return (
    <>
      <PageHero
        eyebrow="Mobile app"
        title="The free Fairplay app for your members"
        lead="Members book courts, bays and classes, join lessons, pay, renew memberships and read your club’s news feed from their phone, at no cost to them or to you."
        actions={<GetTheApp />}
      />
      <Container size="sm" pb="xl" component="section" aria-label="A member's home on a phone">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="lg">
          <ProductShot shot="memberHomePhone" caption="A member's own bookings, on the phone." maw={300} />
          <ProductShot shot="courtSheetPhone" caption="Free courts at a glance." maw={300} />
        </SimpleGrid>
      </Container>
      <Container size="sm" pb="xl">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="xs">
            <Title order={2} size="h3">
              On Android and iPhone
            </Title>
            <Text size="sm" c="dark.5">
              The app is in the Google Play store and the Apple App Store. Open this page’s button on a phone and it
              takes you to the right store.
            </Text>
            <Text size="sm" c="dark.5">
              <IconBrandAndroid size={16} aria-hidden="true" /> Android 8 or later &nbsp;{' '}
              <IconBrandApple size={16} aria-hidden="true" /> iOS and iPadOS 15 or later
            </Text>
          </Stack>
        </Paper>
      </Container>
      <CtaBand title="Give your members the app" />
    </>
  );
}
