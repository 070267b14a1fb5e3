export { CourtEditorPage } from './components/CourtEditorPage';
