export { AddOnsPage } from './components/AddOnsPage';
export { AddOnSelect } from './components/AddOnSelect';
