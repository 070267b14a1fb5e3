export { PlansPage } from './components/PlansPage';
export { usePlans } from './api/usePlans';
export { MemberSubscriptionsSection } from './components/MemberSubscriptionsSection';
export { PublicMembershipsPage } from './components/PublicMembershipsPage';
export { MyPlansSection } from './components/MyPlansSection';
export { planBlockedReason } from './model/plan-availability';
