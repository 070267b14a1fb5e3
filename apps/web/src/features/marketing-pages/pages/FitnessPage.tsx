import { IconBarbell, IconBike, IconSwimming, IconYoga } from '@tabler/icons-react';
import { DemoSection } from '../components/DemoSection';
import { FeatureGrid } from '../../../ui/FeatureGrid';
import { PageHero } from '../components/PageHero';

const FEATURES = [
  {
    icon: IconYoga,
    title: 'Classes and studios',
    text: 'Class timetables with capacity, waitlists and instructor schedules; members book and cancel from the app.',
  },
  {
    icon: IconSwimming,
    title: 'Lanes and pools',
    text: 'Book swim lanes by the half hour, run lessons and squads, and keep lane counts honest.',
  },
  {
    icon: IconBike,
    title: 'Cycle and HIIT',
    text: 'Bike-by-bike booking for spin rooms, so regulars get their favourite spot.',
  },
  {
    icon: IconBarbell,
    title: 'Gym floor and check-in',
    text: 'Memberships, class packs and front-desk check-in in one list, with no per-visit fees.',
  },
];

/** /fitness_yoga_swim_cycle_gym with a demo request form. */
export function FitnessPage() {
  return (
    <>
      <PageHero
        eyebrow="Fitness, yoga, swim, cycle and gym"
        title="Class, lane and studio booking for fitness clubs"
        lead="From the 6 am spin class to the Sunday swim squad, Fairplay books it, bills it and fills it, for a flat monthly fee with unlimited members."
      />
      <FeatureGrid id="fitness-features-title" title="Made for every room in your club" features={FEATURES} />
      <DemoSection
        title="Request a private demo"
        text="Show us your timetable; we will show you how members would book it in Fairplay."
      />
    </>
  );
}
