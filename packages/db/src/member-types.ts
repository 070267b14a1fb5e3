import { defaultRoles, managesLessons, MEMBER_TYPE_NAMES, MEMBER_TYPES, type MemberTypeKey } from '@fairplay/domain';
import type { Executor } from './client.js';
import { memberTypeRoles, memberTypes } from './schema/index.js';

/** Gives a new club the nine member types with their default roles; returns the id of each type by key. */
export async function insertDefaultMemberTypes(
  db: Executor,
  businessId: number,
): Promise<Record<MemberTypeKey, number>> {
  const rows = await db
    .insert(memberTypes)
    .values(
      MEMBER_TYPES.map((key) => ({
        businessId,
        key,
        name: MEMBER_TYPE_NAMES[key],
        manageLessons: managesLessons(key),
      })),
    )
    .returning({ id: memberTypes.id, key: memberTypes.key });
  await db.insert(memberTypeRoles).values(
    rows.flatMap((row) =>
      defaultRoles(row.key).map((role) => ({
        businessId,
        memberTypeId: row.id,
        resource: role.resource,
        canRead: role.read,
        canUpdate: role.update,
      })),
    ),
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.id])) as Record<MemberTypeKey, number>;
}
