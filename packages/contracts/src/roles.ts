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

export const memberTypesResponse = z.array(memberTypeSchema);
