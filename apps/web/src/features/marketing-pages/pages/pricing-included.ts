import { IconCode, IconMail, IconReceipt, IconUsers } from '@tabler/icons-react';
import type { Feature } from '../../../ui/FeatureGrid';

export const INCLUDED: Feature[] = [
  {
    icon: IconUsers,
    title: 'Unlimited staff and members',
    text: 'Add every coach, desk volunteer and member. Your bill does not grow with your club.',
  },
  {
    icon: IconMail,
    title: 'Marketing emails included',
    text: 'Newsletters, offers and reminders: 50,000 a month on Ace, then $1 per additional 1,000; unlimited on Grand Slam.',
  },
  {
    icon: IconReceipt,
    title: 'Transparent processing',
    text: 'Online, bank debit and terminal payments carry 0.2% plus the card processor’s own fees. No cut from your bookings.',
  },
  {
    icon: IconCode,
    title: 'Open source',
    text: 'Every line is public. Host it with us or on your own server, and export your data at any time.',
  },
];
