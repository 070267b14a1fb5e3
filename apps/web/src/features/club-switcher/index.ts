export { ClubSwitcher } from './components/ClubSwitcher';
