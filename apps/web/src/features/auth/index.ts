export { AuthModalProvider, useAuthModal, type AuthView } from './state/auth-modal';
export { LazyAuthModal } from './components/LazyAuthModal';
/** Pages of their own chunk (their forms are not needed by the rest of the public site). */
export const loadResetPasswordPage = () => import('./components/ResetPasswordPage').then((m) => m.ResetPasswordPage);
export const loadVerifiedPage = () => import('./components/VerifiedPage').then((m) => m.VerifiedPage);
export { useLogout } from './api/useLogout';
