import { Button } from '@mantine/core';
import { IconClockHour4, IconDeviceTv, IconGolf, IconUsersGroup } from '@tabler/icons-react';
import { useDemoModal } from '../../marketing-forms';
import { CtaBand } from '../components/CtaBand';
import { DemoSection } from '../components/DemoSection';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { PageHero } from '../components/PageHero';

const FEATURES = [
  {
    icon: IconDeviceTv,
    title: 'Bay-by-bay booking',
    text: 'Every simulator bay on one sheet, booked online in 30 or 60-minute blocks with peak and off-peak prices.',
  },
  {
    icon: IconClockHour4,
    title: 'Full bays, fewer gaps',
    text: 'Automatic reminders and a fair cancellation window cut no-shows; open gaps are shared to the news feed.',
  },
  {
    icon: IconGolf,
    title: 'Lessons and fittings',
    text: 'Book pros, lessons and club fittings alongside bay time, with coach schedules kept in step.',
  },
  {
    icon: IconUsersGroup,
    title: 'Leagues and memberships',
    text: 'Winter leagues, member hours and member pricing without a second system.',
  },
];

/** /golf: golf simulators, a Learn More / Schedule button opening the demo modal, and a demo request form. */
export function GolfPage() {
  const demo = useDemoModal();
  return (
    <>
      <PageHero
        eyebrow="Golf simulators"
        title="Golf simulator booking that fills every bay"
        lead="Let golfers book bays, lessons and leagues online at any hour, while you keep every dollar of the booking. Fairplay charges a flat monthly fee, not a per-booking cut."
        actions={
          <Button size="lg" onClick={demo.open}>
            Learn More / Schedule
          </Button>
        }
      />
      <FeatureGrid id="golf-features-title" title="Built for indoor golf" features={FEATURES} />
      <DemoSection
        title="Request a private demo"
        text="Tell us about your bays; we will show you a booking sheet set up like yours."
      />
      <CtaBand title="Ready to fill your bays?" />
    </>
  );
}
