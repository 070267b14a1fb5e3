export { ChooseBusinessPage } from './components/ChooseBusinessPage';
