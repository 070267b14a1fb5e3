export { WelcomePage } from './components/WelcomePage';
