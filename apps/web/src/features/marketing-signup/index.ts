export { SignUpPage, LESSON_PROVIDER_PLAN } from './components/SignUpPage';
