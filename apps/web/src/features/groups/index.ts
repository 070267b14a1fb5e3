export { GroupsPage } from './components/GroupsPage';
export { GroupPage } from './components/GroupPage';
export { MemberGroupsPage } from './components/MemberGroupsPage';
/** For the bulk e-mail, the customers list filter and who-can-book: choose active groups. */
export { GroupPicker } from './components/GroupPicker';
/** For the member detail page: the member's groups with a link to change them. */
export { MemberGroupsSection } from './components/MemberGroupsSection';
export { useGroupList } from './api/useGroups';
