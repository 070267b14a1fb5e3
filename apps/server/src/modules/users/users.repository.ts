/**
 * @deprecated The club's tables moved to the clubs module: import these from '../clubs/index.js'. This re-export
 * only keeps appointments and service-types (other branches) compiling until they switch; then delete this file.
 */
export {
  findBusiness,
  listFamilyOf,
  loadMembership,
  type BusinessRow,
  type MembershipContext,
} from '../clubs/index.js';
