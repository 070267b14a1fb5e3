export { MemberDetailPage, type MemberDetailPageProps } from './components/MemberDetailPage';
export { DetailSection } from './components/DetailSection';
export { ProfilePictureButton } from './components/ProfilePictureButton';
export { memberKey } from './api/useMemberDetail';
