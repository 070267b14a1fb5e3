export { CheckinDeskPage } from './components/CheckinDeskPage';
