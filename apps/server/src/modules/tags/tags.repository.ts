import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { anyInteger, appointmentTags, ruleTags, tags, type TenantScope } from '@fairplay/db';

/** The only reader and writer of tags, appointment_tags and rule_tags. */

export interface TagRow {
  id: number;
  displayName: string;
  color: string;
  archivedAt: Date | null;
  createdAt: Date;
}

const columns = {
  id: tags.id,
  displayName: tags.displayName,
  color: tags.color,
  archivedAt: tags.archivedAt,
  createdAt: tags.createdAt,
};

/** The club's active or archived tags, by name. */
export function listTags(scope: TenantScope, archived: boolean): Promise<TagRow[]> {
  return scope.db
    .select(columns)
    .from(tags)
    .where(scope.where(tags, archived ? isNotNull(tags.archivedAt) : isNull(tags.archivedAt)))
    .orderBy(sql`lower(${tags.displayName})`, asc(tags.id));
}

/** One of the club's tags; with `lock`, locked to the end of the caller's transaction. */
export async function findTag(scope: TenantScope, id: number, lock = false): Promise<TagRow | undefined> {
  const query = scope.db
    .select(columns)
    .from(tags)
    .where(scope.where(tags, eq(tags.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The club's active tags among `ids`, locked against archiving (FOR SHARE) until the caller's transaction ends,
 * so a tag being archived at the same moment is either put on before or refused.
 */
export function activeTagsAmong(scope: TenantScope, ids: readonly number[]): Promise<TagRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return scope.db
    .select(columns)
    .from(tags)
    .where(scope.where(tags, inArray(tags.id, [...ids]), isNull(tags.archivedAt)))
    .for('share');
}

export async function insertTag(
  scope: TenantScope,
  tag: { displayName: string; color: string },
  createdBy: number,
): Promise<TagRow> {
  const [row] = await scope.db
    .insert(tags)
    .values(scope.values({ ...tag, createdBy }))
    .returning(columns);
  return row!;
}

export async function updateTag(
  scope: TenantScope,
  id: number,
  changes: { displayName?: string; color?: string; archivedAt?: Date },
): Promise<TagRow | undefined> {
  const [row] = await scope.db
    .update(tags)
    .set(changes)
    .where(scope.where(tags, eq(tags.id, id)))
    .returning(columns);
  return row;
}

const links = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  and(eq(appointmentTags.businessId, scope.businessId), ...conditions) as SQL;

/** Replaces the tags of occurrences with `tagIds` (the caller checked they are the club's active tags). */
export async function replaceAppointmentTags(
  scope: TenantScope,
  appointmentIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  if (appointmentIds.length === 0) return;
  await scope.db
    .delete(appointmentTags)
    .where(links(scope, inArray(appointmentTags.appointmentId, [...appointmentIds])));
  const rows = appointmentIds.flatMap((appointmentId) => tagIds.map((tagId) => scope.values({ appointmentId, tagId })));
  // In slices: a year of daily bookings with several tags is more rows than one statement's parameters carry.
  for (let at = 0; at < rows.length; at += 5000)
    await scope.db.insert(appointmentTags).values(rows.slice(at, at + 5000));
}

/** The tags on occurrences (archived ones too: they stay on what they were put on), by name. */
export function tagsOfAppointments(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<(TagRow & { appointmentId: number })[]> {
  if (appointmentIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ ...columns, appointmentId: appointmentTags.appointmentId })
    .from(appointmentTags)
    .innerJoin(tags, and(eq(tags.id, appointmentTags.tagId), eq(tags.businessId, appointmentTags.businessId)))
    .where(links(scope, anyInteger(appointmentTags.appointmentId, appointmentIds)))
    .orderBy(sql`lower(${tags.displayName})`, asc(tags.id));
}

const ruleLinks = (scope: TenantScope, ...conditions: (SQL | undefined)[]) =>
  and(eq(ruleTags.businessId, scope.businessId), ...conditions) as SQL;

/** Replaces the tags of availability rules with `tagIds` (the caller checked they are the club's active tags). */
export async function replaceRuleTags(
  scope: TenantScope,
  ruleIds: readonly number[],
  tagIds: readonly number[],
): Promise<void> {
  if (ruleIds.length === 0) return;
  await scope.db.delete(ruleTags).where(ruleLinks(scope, inArray(ruleTags.ruleId, [...ruleIds])));
  const rows = ruleIds.flatMap((ruleId) => tagIds.map((tagId) => scope.values({ ruleId, tagId })));
  if (rows.length > 0) await scope.db.insert(ruleTags).values(rows);
}

/** The tags on availability rules (archived ones too: they stay on what they were put on), by name. */
export function tagsOfRules(scope: TenantScope, ruleIds: readonly number[]): Promise<(TagRow & { ruleId: number })[]> {
  if (ruleIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ ...columns, ruleId: ruleTags.ruleId })
    .from(ruleTags)
    .innerJoin(tags, and(eq(tags.id, ruleTags.tagId), eq(tags.businessId, ruleTags.businessId)))
    .where(ruleLinks(scope, anyInteger(ruleTags.ruleId, ruleIds)))
    .orderBy(sql`lower(${tags.displayName})`, asc(tags.id));
}

/**
 * For the court sheet's one statement (composed by appointments, which receives this through app.ts): the tags on
 * the occurrences of the club `businessId` whose ids are in the integer array `appointmentIds`, as rows (appointment_id,
 * value) where value is a json array of {id, display_name, color} ordered as tagsOfAppointments orders them.
 */
export function appointmentTagsJson(appointmentIds: SQL, businessId: number): SQL {
  return sql`SELECT l.appointment_id,
                    json_agg(json_build_object('id', t.id, 'display_name', t.display_name, 'color', t.color)
                             ORDER BY lower(t.display_name), t.id) AS value
             FROM appointment_tags l JOIN tags t ON t.id = l.tag_id AND t.business_id = l.business_id
             WHERE l.business_id = ${businessId} AND l.appointment_id = ANY(${appointmentIds})
             GROUP BY l.appointment_id`;
}
