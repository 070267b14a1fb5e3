export { IntegrationsPanel } from './components/IntegrationsPanel';
