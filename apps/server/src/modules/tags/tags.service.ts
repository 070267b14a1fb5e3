import { TAG_MESSAGES, type BookingTag, type Tag } from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError, conflict, fieldError, isUniqueViolation } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import {
  activeTagsAmong,
  replaceRuleTags,
  tagsOfRules,
  findTag,
  insertTag,
  listTags,
  replaceAppointmentTags,
  tagsOfAppointments,
  updateTag,
  type TagRow,
} from './tags.repository.js';

const NAME_KEY = 'tags_active_name_unique';

export function tagOf(row: TagRow): Tag {
  return {
    id: row.id,
    display_name: row.displayName,
    color: row.color,
    createdAt: row.createdAt.toISOString(),
    archived: row.archivedAt !== null,
  };
}

/** A name already used by an active tag of the club is refused by the database (tags_active_name_unique). */
async function nameTakenAware<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, NAME_KEY)) throw conflict('display_name', TAG_MESSAGES.nameTaken);
    throw error;
  }
}

const notFound = () => new AppError(404, TAG_MESSAGES.notFound);

export function createTagsService(db: Database, now: () => Date) {
  return {
    async list(member: MemberContext, archived: boolean): Promise<Tag[]> {
      return (await listTags(member.scope, archived)).map(tagOf);
    },

    async get(member: MemberContext, id: number): Promise<Tag> {
      const row = await findTag(member.scope, id);
      if (!row) throw notFound();
      return tagOf(row);
    },

    async create(member: MemberContext, body: { display_name: string; color: string }): Promise<Tag> {
      const row = await nameTakenAware(() =>
        insertTag(member.scope, { displayName: body.display_name, color: body.color }, member.user.id),
      );
      return tagOf(row);
    },

    async update(member: MemberContext, id: number, body: { display_name?: string; color?: string }): Promise<Tag> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findTag(scope, id, true);
        if (!current) throw notFound();
        // Spec 2 section 4: archived tags have no actions.
        if (current.archivedAt) throw new AppError(409, TAG_MESSAGES.archivedTag);
        const row = await nameTakenAware(() =>
          updateTag(scope, id, {
            ...(body.display_name === undefined ? {} : { displayName: body.display_name }),
            ...(body.color === undefined ? {} : { color: body.color }),
          }),
        );
        return tagOf(row!);
      });
    },

    async archive(member: MemberContext, id: number): Promise<Tag> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const current = await findTag(scope, id, true);
        if (!current) throw notFound();
        if (current.archivedAt) throw new AppError(409, TAG_MESSAGES.archivedTag);
        return tagOf((await updateTag(scope, id, { archivedAt: now() }))!);
      });
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;

/**
 * Puts the club's active tags `tagIds` on occurrences, replacing theirs, in the caller's transaction (the scope is
 * bound to it). Any other id (another club's, an archived tag, a stranger) is refused as a 400 on `field.<index>`.
 */
export async function setBookingTags(
  scope: TenantScope,
  appointmentIds: readonly number[],
  tagIds: readonly number[],
  field = 'tags',
): Promise<void> {
  const unique = [...new Set(tagIds)];
  const found = new Set((await activeTagsAmong(scope, unique)).map((row) => row.id));
  tagIds.forEach((id, index) => {
    if (!found.has(id)) throw fieldError(`${field}.${index}`, TAG_MESSAGES.notATag);
  });
  await replaceAppointmentTags(scope, appointmentIds, unique);
}

/** The tags on occurrences, for the court sheet: occurrence id → its tags by name. */
export async function bookingTagsOf(
  scope: TenantScope,
  appointmentIds: readonly number[],
): Promise<Map<number, BookingTag[]>> {
  const map = new Map<number, BookingTag[]>();
  for (const row of await tagsOfAppointments(scope, appointmentIds)) {
    const tag = { id: row.id, display_name: row.displayName, color: row.color };
    const list = map.get(row.appointmentId);
    if (list) list.push(tag);
    else map.set(row.appointmentId, [tag]);
  }
  return map;
}

/**
 * Puts tags on availability rules, replacing theirs, in the caller's transaction: the club's active tags, or an
 * archived one the rules already carry (it stays on what it was put on). Any other id is a 400 on `field.<index>`.
 */
export async function setRuleTags(
  scope: TenantScope,
  ruleIds: readonly number[],
  tagIds: readonly number[],
  field = 'tags',
): Promise<void> {
  const unique = [...new Set(tagIds)];
  const found = new Set((await activeTagsAmong(scope, unique)).map((row) => row.id));
  for (const row of await tagsOfRules(scope, ruleIds)) found.add(row.id);
  tagIds.forEach((id, index) => {
    if (!found.has(id)) throw fieldError(`${field}.${index}`, TAG_MESSAGES.notATag);
  });
  await replaceRuleTags(scope, ruleIds, unique);
}

/** The tags on availability rules: rule id → its tags by name. */
export async function ruleTagsOf(scope: TenantScope, ruleIds: readonly number[]): Promise<Map<number, BookingTag[]>> {
  const map = new Map<number, BookingTag[]>();
  for (const row of await tagsOfRules(scope, ruleIds)) {
    const tag = { id: row.id, display_name: row.displayName, color: row.color };
    const list = map.get(row.ruleId);
    if (list) list.push(tag);
    else map.set(row.ruleId, [tag]);
  }
  return map;
}
