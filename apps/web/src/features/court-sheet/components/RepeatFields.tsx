export { RepeatFields } from '../../../ui/repeat/RepeatFields';
