import { STAFF_MESSAGES, type MemberTypeWithAudit } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { removedProtectedRole, type RoleFlags } from '@fairplay/domain';
import type { AppDeps } from '../../deps.js';
import { fieldError, notFound } from '../../errors.js';
import { listMemberTypes, lockMemberType, replaceRoles } from '../clubs/index.js';
import { findNames, type MemberContext } from '../identity/index.js';

/**
 * Changing a member type's roles. The identity plugin loads the caller's roles from the database on every request
 * (no cache), so a change takes effect on the affected users' next request.
 */
export function createRolesService({ db, now }: AppDeps) {
  /** The club's member types with who last changed each one's flags and when (roles_updated_at/_by). */
  async function memberTypesWithAudit(scope: TenantScope): Promise<MemberTypeWithAudit[]> {
    const types = await listMemberTypes(scope);
    const editors = [...new Set(types.flatMap((type) => (type.rolesUpdatedBy === null ? [] : [type.rolesUpdatedBy])))];
    const names = new Map((await findNames(db, editors)).map((name) => [name.userId, name]));
    return types.map(({ rolesUpdatedAt, rolesUpdatedBy, ...type }) => {
      const editor = rolesUpdatedBy === null ? undefined : names.get(rolesUpdatedBy);
      return {
        ...type,
        roles_updated_at: rolesUpdatedAt?.toISOString() ?? null,
        roles_updated_by: editor
          ? { id: editor.userId, first_name: editor.firstName, last_name: editor.lastName }
          : null,
      };
    });
  }

  return {
    memberTypes: memberTypesWithAudit,

    async updateMemberType(member: MemberContext, id: number, roles: RoleFlags[]): Promise<MemberTypeWithAudit> {
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
      const updated = (await memberTypesWithAudit(member.scope)).find((type) => type.id === id);
      if (!updated) throw notFound('Member type');
      return updated;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
