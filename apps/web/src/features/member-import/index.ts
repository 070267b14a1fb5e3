export { MemberImportPage } from './components/MemberImportPage';
/** The wizard's route, for the Customers page's link (members update). */
export const MEMBER_IMPORT_PATH = '/private/members/import';
