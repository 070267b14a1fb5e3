export { MembersPage, type MembersPageProps } from './components/MembersPage';
export { PublicMembersPage } from './components/PublicMembersPage';
export { DirectoryConsentSwitch } from './components/DirectoryConsentSwitch';
export { MemberFormModal, type MemberFormModalProps } from './components/MemberFormModal';
export { MemberRows } from './components/MemberRows';
export { ExportMembersButton } from './components/ExportMembersButton';
export {
  memberKeys,
  useAddMember,
  useDeleteMember,
  useMemberCount,
  useMemberList,
  useUpdateMember,
  type MemberFilters,
} from './api/useMembers';
export { memberDetailPath } from './model/member-form';
