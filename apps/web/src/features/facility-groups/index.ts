export { FacilityGroupsPanel } from './components/FacilityGroupsPanel';
export { useFacilityGroupStaff } from './api/useFacilityGroups';
