export {
  ACCESS_TOKEN_HEADER,
  identityPlugin,
  requireAuth,
  requireMember,
  type Access,
  type AuthContext,
  type MemberContext,
} from './identity.plugin.js';
