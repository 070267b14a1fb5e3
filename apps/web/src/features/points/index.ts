export { MemberPointsSection } from './components/MemberPointsSection';
export { MyPointsCard } from './components/MyPointsCard';
export { PointsSettingsPanel } from './components/PointsSettingsPanel';
