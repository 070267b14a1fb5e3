import { asc, eq } from 'drizzle-orm';
import type { MemberType } from '@fairplay/contracts';
import { memberTypeRoles, memberTypes, type TenantScope } from '@fairplay/db';

export async function listMemberTypes(scope: TenantScope): Promise<MemberType[]> {
  const rows = await scope.db
    .select({
      id: memberTypes.id,
      key: memberTypes.key,
      name: memberTypes.name,
      manageLessons: memberTypes.manageLessons,
      resource: memberTypeRoles.resource,
      read: memberTypeRoles.canRead,
      update: memberTypeRoles.canUpdate,
    })
    .from(memberTypes)
    .leftJoin(memberTypeRoles, eq(memberTypeRoles.memberTypeId, memberTypes.id))
    .where(scope.where(memberTypes))
    .orderBy(asc(memberTypes.id), asc(memberTypeRoles.resource));
  const byId = new Map<number, MemberType>();
  for (const row of rows) {
    const type = byId.get(row.id) ?? {
      id: row.id,
      key: row.key,
      name: row.name,
      roles: [],
      settings: { manage_lessons: row.manageLessons },
    };
    if (row.resource) type.roles.push({ resource: row.resource, read: row.read ?? false, update: row.update ?? false });
    byId.set(row.id, type);
  }
  return [...byId.values()];
}
