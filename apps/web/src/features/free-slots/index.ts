export { FreeSlotsPage } from './components/FreeSlotsPage';
