export { InstallHint } from './components/InstallHint';
export { UpdatePrompt } from './components/UpdatePrompt';
