export { AuthModalProvider, useAuthModal, type AuthView } from './state/auth-modal';
export { AuthModal, AUTH_TITLES } from './components/AuthModal';
export { ResetPasswordPage } from './components/ResetPasswordPage';
export { VerifiedPage } from './components/VerifiedPage';
export { useLogout } from './api/useLogout';
