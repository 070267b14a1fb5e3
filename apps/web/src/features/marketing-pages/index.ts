export { BusinessPage } from './pages/BusinessPage';
export { PricingPage } from './pages/PricingPage';
export { WhyPage } from './pages/WhyPage';
export { MembershipPage } from './pages/MembershipPage';
export { FitnessPage } from './pages/FitnessPage';
export { GolfPage } from './pages/GolfPage';
export { RacquetsPage } from './pages/RacquetsPage';
export { FindPlayersPage, MobileAppPage, ThankYouPage } from './pages/SmallPages';
export { WidgetPage } from './pages/WidgetPage';
