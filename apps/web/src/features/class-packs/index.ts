export { MyPacksCard } from './components/MyPacksCard';
export { MemberPacksSection } from './components/MemberPacksSection';
export { PackPayChoice } from './components/PackPayChoice';
export { useRefreshPacks } from './api/useClassPacks';
