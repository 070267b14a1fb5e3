import { IconCalendarEvent, IconCode, IconCoin, IconUsersGroup } from '@tabler/icons-react';
import { FeatureGrid, type Feature } from '../../../ui/FeatureGrid';

const FEATURES: Feature[] = [
  {
    icon: IconCalendarEvent,
    title: 'Bookings without the busywork',
    text: 'Courts, bays, lanes and lessons on one live sheet, with your own rules for who can book what, and when.',
  },
  {
    icon: IconUsersGroup,
    title: 'Members at the centre',
    text: 'Memberships, families, groups and a members’ news feed, plus a free mobile app for your players.',
  },
  {
    icon: IconCoin,
    title: 'No cut from your bookings',
    text: 'A flat monthly fee plus card processing. Unlimited staff and unlimited members, whatever your size.',
  },
  {
    icon: IconCode,
    title: 'Open source',
    text: 'Every line of Fairplay is open. Use our hosting or run it yourself; your club’s data stays yours.',
  },
];

/** Four short reasons clubs choose Fairplay. */
export function WelcomeFeatures() {
  return (
    <FeatureGrid
      id="features-title"
      title="Everything your club runs on, in one place"
      features={FEATURES}
      columns={4}
    />
  );
}
