export { ContactModal } from './components/ContactModal';
export { DemoModal } from './components/DemoModal';
export { DemoRequestFlow } from './components/DemoRequestFlow';
export { DemoModalProvider, useDemoModal } from './state/demo-modal';
