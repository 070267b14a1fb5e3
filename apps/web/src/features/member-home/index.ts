export { MemberHomePage } from './components/MemberHomePage';
