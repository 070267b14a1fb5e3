export { ServiceTypeHeaderControls } from './components/ServiceTypeHeaderControls';
export { useServiceTypes } from './api/useServiceTypes';
