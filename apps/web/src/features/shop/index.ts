export { RegisterPage } from './components/RegisterPage';
export { BackOfficePage } from './components/BackOfficePage';
