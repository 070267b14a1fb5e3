export { UpdatePrompt } from './components/UpdatePrompt';
