export { LazyContactModal, LazyDemoModal, LazyDemoRequestFlow } from './components/LazyModals';
export { DemoModalProvider, useDemoModal } from './state/demo-modal';
