export { RestrictionsPage } from './components/RestrictionsPage';
export { MyRestrictionsCard } from './components/MyRestrictionsCard';
export { MemberRestrictionsSection } from './components/MemberRestrictionsSection';
