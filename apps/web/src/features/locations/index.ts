export { LocationsPanel } from './components/LocationsPanel';
export { useLocations } from './api/useLocations';
