export { SubscriptionBanner } from './components/SubscriptionBanner';
export { UpdatePlanPage } from './components/UpdatePlanPage';
