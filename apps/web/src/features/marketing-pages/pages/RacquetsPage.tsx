import { Container } from '@mantine/core';
import { ProductShot } from '../../../ui/ProductShot';
import { IconBallTennis, IconCalendarStats, IconLadder, IconSchool } from '@tabler/icons-react';
import { CtaBand } from '../components/CtaBand';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { OfferCallout } from '../components/OfferCallout';
import { PageHero } from '../components/PageHero';

const FEATURES = [
  {
    icon: IconBallTennis,
    title: 'Every racquet sport',
    text: 'Tennis, pickleball, padel and squash courts side by side, each with its own booking rules and prices.',
  },
  {
    icon: IconCalendarStats,
    title: 'Fair court booking',
    text: 'Booking windows, member-only hours, guest fees and limits per member keep prime time fair.',
  },
  {
    icon: IconSchool,
    title: 'Coaching programmes',
    text: 'Private lessons, clinics, junior programmes and camps, with coach calendars and payroll-ready reports.',
  },
  {
    icon: IconLadder,
    title: 'Leagues and socials',
    text: 'Groups, ladders and social nights announced in the members’ news feed and booked in one tap.',
  },
];

/** /racquets */
export function RacquetsPage() {
  return (
    <>
      <PageHero
        eyebrow="Racquet sports"
        title="Built for tennis, pickleball, padel and squash clubs"
        lead="Court booking, coaching, memberships and payments that understand how a racquet club actually runs, from the early-bird doubles to the junior academy."
      />
      <FeatureGrid id="racquet-features-title" title="Everything on and off the court" features={FEATURES} />
      <Container size="lg" pb={{ base: 36, sm: 56 }} component="section" aria-label="The court sheet">
        <ProductShot shot="courtSheet" caption="A racquet club's day on the Fairplay court sheet." />
      </Container>
      <OfferCallout />
      <CtaBand />
    </>
  );
}
