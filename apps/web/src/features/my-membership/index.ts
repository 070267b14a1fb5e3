export { MyMembershipPage } from './components/MyMembershipPage';
