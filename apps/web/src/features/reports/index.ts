export { ReportsPage } from './components/ReportsPage';
