import { z } from 'zod';
import { MEMBER_TYPE_KEYS, ROLE_RESOURCES } from './constants.js';

export const roleSchema = z.object({
  resource: z.enum(ROLE_RESOURCES),
  read: z.boolean(),
  update: z.boolean(),
});
export type Role = z.infer<typeof roleSchema>;

export const memberTypeSchema = z.object({
  id: z.number().int(),
  key: z.enum(MEMBER_TYPE_KEYS),
  name: z.string(),
  roles: z.array(roleSchema),
  settings: z.object({ manage_lessons: z.boolean() }),
});
export type MemberType = z.infer<typeof memberTypeSchema>;

/** Who last changed a member type's flags, and when (null until someone does). */
export const rolesAuditSchema = z.object({
  roles_updated_at: z.string().nullable(),
  roles_updated_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
});

/** GET roles/member-types and PUT roles/member-types/{id}: a member type with its roles' audit. */
export const memberTypeWithAuditSchema = memberTypeSchema.extend(rolesAuditSchema.shape);
export type MemberTypeWithAudit = z.infer<typeof memberTypeWithAuditSchema>;

export const memberTypesResponse = z.array(memberTypeWithAuditSchema);
