export { SubscriptionBanner } from './components/SubscriptionBanner';
