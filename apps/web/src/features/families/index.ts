export { FamilyPage } from './components/FamilyPage';
