import { IconCalendarRepeat, IconFriends, IconSignature, IconWorldWww } from '@tabler/icons-react';
import { DemoSection } from '../components/DemoSection';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { OfferCallout } from '../components/OfferCallout';
import { PageHero } from '../components/PageHero';

const FEATURES = [
  {
    icon: IconCalendarRepeat,
    title: 'Recurring billing that just works',
    text: 'Monthly, quarterly or yearly plans charge automatically, retry failed cards and tell the member how to fix it.',
  },
  {
    icon: IconFriends,
    title: 'Families and juniors',
    text: 'One account pays for the whole family; age limits keep junior plans for juniors.',
  },
  {
    icon: IconSignature,
    title: 'Waivers signed online',
    text: 'Members sign your waiver when they join, and you can see who has signed at a glance.',
  },
  {
    icon: IconWorldWww,
    title: 'A public membership page',
    text: 'Share one link; new members pick a plan, sign and pay without a phone call.',
  },
];

/** /membership_advantage: memberships, the $149/month offer and a demo request form. */
export function MembershipPage() {
  return (
    <>
      <PageHero
        eyebrow="Memberships"
        title="Memberships that sell and renew themselves"
        lead="Put your plans online, let members join and pay in minutes, and stop chasing renewals by hand. Members book with their member rates automatically."
      />
      <OfferCallout />
      <FeatureGrid id="membership-features-title" title="The membership advantage" features={FEATURES} />
      <DemoSection
        title="See memberships in a private demo"
        text="Tell us how your plans work today; we will show you the same plans running in Fairplay."
      />
    </>
  );
}
