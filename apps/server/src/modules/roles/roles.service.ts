import { STAFF_MESSAGES, type MemberType } from '@fairplay/contracts';
import { removedProtectedRole, type RoleFlags } from '@fairplay/domain';
import type { AppDeps } from '../../deps.js';
import { fieldError, notFound } from '../../errors.js';
import { listMemberTypes, lockMemberType, replaceRoles } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';

/**
 * Changing a member type's roles. The identity plugin loads the caller's roles from the database on every request
 * (no cache), so a change takes effect on the affected users' next request.
 */
export function createRolesService({ db, now }: AppDeps) {
  return {
    async updateMemberType(member: MemberContext, id: number, roles: RoleFlags[]): Promise<MemberType> {
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const key = await lockMemberType(scope, id);
        if (!key) throw notFound('Member type');
        const removed = removedProtectedRole(key, roles);
        if (removed) {
          const index = roles.findIndex((role) => role.resource === removed.resource);
          throw fieldError(`roles.${index}.${removed.read ? 'update' : 'read'}`, STAFF_MESSAGES.protectedRole);
        }
        await replaceRoles(scope, { memberTypeId: id, roles, by: member.user.id, at: now() });
      });
      const updated = (await listMemberTypes(member.scope)).find((type) => type.id === id);
      if (!updated) throw notFound('Member type');
      return updated;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
