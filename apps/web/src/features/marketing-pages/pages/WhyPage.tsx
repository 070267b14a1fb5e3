import { IconCode, IconCoinOff, IconDatabaseExport, IconHeadset, IconMail, IconUsersGroup } from '@tabler/icons-react';
import { CtaBand } from '../components/CtaBand';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { OfferCallout } from '../components/OfferCallout';
import { PageHero } from '../components/PageHero';

const REASONS = [
  {
    icon: IconCoinOff,
    title: 'We never take a cut of your bookings',
    text: 'Per-booking fees punish you for being busy. Fairplay is a flat monthly fee plus payment processing, whether you sell ten court hours or ten thousand.',
  },
  {
    icon: IconUsersGroup,
    title: 'Unlimited staff and members',
    text: 'No seat licences. Give every coach and desk volunteer their own login with exactly the permissions their role needs.',
  },
  {
    icon: IconCode,
    title: 'Open source, for real',
    text: 'The code is public and yours to read, audit and run. If we ever disappoint you, you can host Fairplay yourself and keep going.',
  },
  {
    icon: IconDatabaseExport,
    title: 'Your data stays yours',
    text: 'Members, bookings and payments export in open formats at any time. No hostage-taking when you change your mind.',
  },
  {
    icon: IconMail,
    title: 'Marketing included',
    text: '50,000 marketing emails each month come with Ace (then $1 per additional 1,000), and Grand Slam has no limit. No separate newsletter tool to pay for.',
  },
  {
    icon: IconHeadset,
    title: 'People who have run a club',
    text: 'Onboarding, data import and support come from people who have stood behind a front desk on a Saturday morning.',
  },
];

/** /why-fairplay */
export function WhyPage() {
  return (
    <>
      <PageHero
        eyebrow="Why Fairplay"
        title="Why clubs switch to Fairplay"
        lead="Most club software earns more when your members book more. Fairplay does not. Here is what that, and being open source, means for your club."
      />
      <FeatureGrid id="reasons-title" title="Six reasons clubs choose us" features={REASONS} />
      <OfferCallout />
      <CtaBand />
    </>
  );
}
