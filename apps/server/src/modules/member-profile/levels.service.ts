import {
  MEMBER_PROFILE_LIMITS,
  MEMBER_PROFILE_MESSAGES,
  type LevelType,
  type LevelTypeBody,
  type MemberLevels,
  type MemberLevelsBody,
} from '@fairplay/contracts';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError, conflict, fieldError, isUniqueViolation, notFound } from '../../errors.js';
import type { MemberContext } from '../identity/index.js';
import { requireClubMember } from './club-member.js';
import {
  countLevelTypes,
  deleteLevelType,
  dropLevelsNotIn,
  findLevelType,
  findMemberLevels,
  findNtrp,
  insertLevelType,
  listLevelTypes,
  lockLevelTypes,
  setMemberLevel,
  setNtrp,
  updateLevelType,
} from './levels.repository.js';

const LEVEL_TYPE_NAME_KEY = 'level_types_business_id_name_key';

/** A member's levels section: the NTRP rating and each of the club's level types with the member's level in it. */
export async function levelsOf(scope: TenantScope, userId: number): Promise<MemberLevels> {
  const [ntrp, types, mine] = await Promise.all([
    findNtrp(scope, userId),
    listLevelTypes(scope),
    findMemberLevels(scope, userId),
  ]);
  const byType = new Map(mine.map((row) => [row.levelTypeId, row]));
  return {
    level_ntrp: ntrp,
    levels: types.map((type) => {
      const own = byType.get(type.id);
      return {
        level_type_id: type.id,
        level_type: type.name,
        choices: type.levels,
        level: own?.level ?? null,
        updated_at: own?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

function levelTypeOut(row: { id: number; name: string; levels: string[] }, membersCount: number): LevelType {
  return { id: row.id, name: row.name, levels: row.levels, members_count: membersCount };
}

export function createLevelsService(db: Database) {
  /** The name is unique in the club: the database's key settles it, even between two staff saving at once. */
  async function named<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, LEVEL_TYPE_NAME_KEY)) throw conflict('name', MEMBER_PROFILE_MESSAGES.levelTypeTaken);
      throw error;
    }
  }

  return {
    async levels(member: MemberContext, userId: number): Promise<MemberLevels> {
      await requireClubMember(member.scope, userId);
      return levelsOf(member.scope, userId);
    },

    async setLevels(member: MemberContext, userId: number, body: MemberLevelsBody): Promise<MemberLevels> {
      const seen = new Set<number>();
      body.levels.forEach((entry, index) => {
        if (seen.has(entry.level_type_id)) {
          throw fieldError(`levels.${index}.level_type_id`, 'Each level type may be listed once.');
        }
        seen.add(entry.level_type_id);
      });
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await requireClubMember(scope, userId, { lock: true });
        // The types stay as they are until the levels are written: a level removed from a type meanwhile waits.
        const types = new Map((await lockLevelTypes(scope, [...seen])).map((type) => [type.id, type]));
        const writes = body.levels.map((entry, index) => {
          const type = types.get(entry.level_type_id);
          if (!type) throw fieldError(`levels.${index}.level_type_id`, MEMBER_PROFILE_MESSAGES.unknownLevelType);
          if (entry.level === null) return { typeId: type.id, level: null };
          // Matched without regard to case and stored as the club spells it.
          const level = type.levels.find((choice) => choice.toLowerCase() === entry.level!.toLowerCase());
          if (!level) throw fieldError(`levels.${index}.level`, MEMBER_PROFILE_MESSAGES.levelNotInType(type.name));
          return { typeId: type.id, level };
        });
        await setNtrp(scope, userId, body.level_ntrp, member.user.id);
        for (const write of writes) await setMemberLevel(scope, userId, write.typeId, write.level, member.user.id);
        return levelsOf(scope, userId);
      });
    },

    async levelTypes(member: MemberContext): Promise<LevelType[]> {
      return (await listLevelTypes(member.scope)).map((row) => levelTypeOut(row, row.membersCount));
    },

    async createLevelType(member: MemberContext, body: LevelTypeBody): Promise<LevelType> {
      return named(() =>
        db.transaction(async (tx) => {
          const scope = member.scope.within(tx);
          const row = await insertLevelType(scope, body);
          // Counted after the insert: two saves at once may both be refused at the limit, never both admitted.
          if ((await countLevelTypes(scope)) > MEMBER_PROFILE_LIMITS.levelTypesPerClub) {
            throw new AppError(409, MEMBER_PROFILE_MESSAGES.tooManyLevelTypes);
          }
          return levelTypeOut(row, 0);
        }),
      );
    },

    async updateLevelType(member: MemberContext, id: number, body: LevelTypeBody): Promise<LevelType> {
      return named(() =>
        db.transaction(async (tx) => {
          const scope = member.scope.within(tx);
          if (!(await findLevelType(scope, id, { lock: true }))) throw notFound('Level type');
          const row = await updateLevelType(scope, id, body);
          // A level taken out of the type is taken from the members who had it.
          await dropLevelsNotIn(scope, id, body.levels);
          const count = (await listLevelTypes(scope)).find((type) => type.id === id)?.membersCount ?? 0;
          return levelTypeOut(row!, count);
        }),
      );
    },

    async deleteLevelType(member: MemberContext, id: number): Promise<void> {
      if (!(await deleteLevelType(member.scope, id))) throw notFound('Level type');
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;
