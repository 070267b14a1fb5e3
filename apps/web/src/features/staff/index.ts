export { StaffPage } from './components/StaffPage';
export { RolesPage } from './components/RolesPage';
