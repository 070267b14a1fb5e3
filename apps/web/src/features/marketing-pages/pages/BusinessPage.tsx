import { Button, Container, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useScrollIntoView } from '@mantine/hooks';
import { IconCalendarEvent, IconCash, IconChartBar, IconId, IconSchool, IconShoppingCart } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useDemoModal } from '../../marketing-forms';
import { CtaBand } from '../components/CtaBand';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { OfferCallout } from '../components/OfferCallout';
import { PageHero } from '../components/PageHero';
import { ProductShot } from '../../../ui/ProductShot';

const MODULES = [
  {
    icon: IconCalendarEvent,
    title: 'Facility sheet',
    text: 'Courts, bays, lanes and rooms on one live sheet. Drag to move, click to book, and let members book themselves within your rules.',
  },
  {
    icon: IconSchool,
    title: 'Lessons and coaches',
    text: 'Private lessons, clinics and camps with rosters, coach schedules, waitlists and automatic reminders.',
  },
  {
    icon: IconId,
    title: 'Memberships',
    text: 'Monthly and yearly plans, family accounts, age limits, waivers and a public page where new members join and pay online.',
  },
  {
    icon: IconCash,
    title: 'Payments',
    text: 'Cards, bank debits, card terminals, cash, checks and points. Refunds and taxes done right, with no cut from your bookings.',
  },
  {
    icon: IconShoppingCart,
    title: 'Pro shop',
    text: 'Sell balls, grips, drinks and rentals at the desk or online, with stock levels and sales in the same reports.',
  },
  {
    icon: IconChartBar,
    title: 'Reports',
    text: 'Utilisation, revenue, membership growth and member activity, exportable whenever your accountant asks.',
  },
];

/** /club_management_software, and /social_engage, /newsfeed, /engage scrolled to its news-feed section. */
export function BusinessPage({ scrollToNewsFeed = false }: { scrollToNewsFeed?: boolean }) {
  const demo = useDemoModal();
  const { scrollIntoView, targetRef } = useScrollIntoView<HTMLDivElement>({ duration: 1000, offset: 72 });

  useEffect(() => {
    if (!scrollToNewsFeed) return undefined;
    const timer = window.setTimeout(() => scrollIntoView({ alignment: 'start' }), 500);
    return () => window.clearTimeout(timer);
  }, [scrollToNewsFeed, scrollIntoView]);

  return (
    <>
      <PageHero
        eyebrow="Club management software"
        title="Everything your club runs on, in one open-source platform"
        lead="Fairplay replaces the booking app, the membership spreadsheet, the card terminal software and the email tool. One login for your staff, one app for your members, one flat monthly fee."
        actions={
          <Button size="lg" onClick={demo.open}>
            Book a private demo
          </Button>
        }
      />
      <FeatureGrid
        id="modules-title"
        title="The whole front desk, without the patchwork"
        intro="Every module is included on every plan. Turn on what you need today and the rest is there when you grow."
        features={MODULES}
      />
      <Container size="lg" pb={{ base: 36, sm: 56 }} component="section" aria-labelledby="screens-title">
        <Title order={2} id="screens-title" ta="center" mb="lg">
          What your staff and members see
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProductShot shot="courtSheet" caption="The court sheet, coloured by what each booking is." />
          <ProductShot shot="checkinDesk" caption="Front-desk check-in by scanned code or name." />
        </SimpleGrid>
      </Container>
      <Container
        size="lg"
        py={{ base: 36, sm: 56 }}
        component="section"
        aria-labelledby="news-feed-title"
        ref={targetRef}
        id="news-feed"
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <Title id="news-feed-title" order={2}>
              A members’ news feed that keeps your club social
            </Title>
            <Text c="dark.5">
              Post results, new clinics, court closures and photos from Saturday’s social. Members see them in the free
              Fairplay app and on the web, comment, and book straight from the post.
            </Text>
            <List size="sm" spacing={6}>
              <List.Item>Posts for everyone, a facility group, or a single member group.</List.Item>
              <List.Item>Push notifications and email digests, 50,000 marketing emails a month included.</List.Item>
              <List.Item>Open slots and last-minute cancellations shared to the feed in one tap.</List.Item>
            </List>
          </Stack>
          <Paper withBorder radius="lg" p="lg" bg="gray.0" aria-hidden="true">
            <Stack gap="sm">
              {[
                'Ladder results are in: congratulations to the A-division finalists.',
                'Two courts free at 6 pm tonight. Book now.',
                'Junior summer camp: 8 places left.',
              ].map((post) => (
                <Paper key={post} radius="md" p="sm" withBorder>
                  <Text size="sm">{post}</Text>
                </Paper>
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      </Container>
      <OfferCallout />
      <CtaBand />
    </>
  );
}
