import type { SessionBusiness } from '@fairplay/contracts';
import { usePublicMemberships } from '../api/usePlans';
import { MySubscriptions } from './MySubscriptions';

/** The member's subscriptions with the club's own plans to change to (as the club's memberships page offers them). */
export function MyPlansSection({ business }: { business: SessionBusiness }) {
  const club = usePublicMemberships(business.uid);
  return (
    <MySubscriptions
      timeZone={business.timezone}
      plans={club.data?.plans ?? []}
      emptyText="You have no plan here yet: see the club's plans to subscribe or buy one."
    />
  );
}
