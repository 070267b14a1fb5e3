export { TagsModal } from './components/TagsModal';
export { TagSelect } from './components/TagSelect';
export { useTagList } from './api/useTags';
