export { ServiceTypeHeaderControls } from './components/ServiceTypeHeaderControls';
