export { LessonsPage } from './components/LessonsPage';
export { LessonPage } from './components/LessonPage';
export { LessonSheetDialog } from './components/LessonSheetDialog';
export { LessonMoveDialog, type LessonMove } from './components/LessonMoveDialog';
