import { CLASS_PACK_MESSAGES, type ClassPack } from '@fairplay/contracts';
import { can, packStatus } from '@fairplay/domain';
import { AppError, forbidden } from '../../errors.js';
import { familyOfMember, findMembers } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { packsOfMember, usesOfPacks, type ClassPackRow, type ClassPackUseRow } from './class-packs.repository.js';

function packView(row: ClassPackRow, uses: ClassPackUseRow[], now: Date): ClassPack {
  return {
    id: row.id,
    name: row.name,
    plan_id: row.planId,
    member_id: row.userId,
    uses_total: row.usesTotal,
    uses_left: row.usesLeft,
    uses_revoked: row.usesRevoked,
    covers: row.covers as ClassPack['covers'],
    expires_at: row.expiresAt?.toISOString() ?? null,
    status: packStatus(row, now),
    created_at: row.createdAt.toISOString(),
    history: uses.map((use) => ({
      id: use.id,
      change: use.change,
      description: use.description,
      created_at: use.createdAt.toISOString(),
    })),
  };
}

export function createClassPacksService(now: () => Date) {
  return {
    /**
     * GET members/class_packs/{id}: seen by the member, their family's payer, and staff who read members or
     * payments; another club's member is not found (404), anyone else refused (403).
     */
    async memberPacks(caller: MemberContext, userId: number): Promise<ClassPack[]> {
      const scope = caller.scope;
      const [member] = await findMembers(scope, [userId]);
      if (!member) throw new AppError(404, CLASS_PACK_MESSAGES.notFound);
      const roles = caller.membership.roles;
      const staff = can(roles, 'members', 'read') || can(roles, 'payments', 'read');
      if (!staff && userId !== caller.user.id) {
        const family = await familyOfMember(scope, userId);
        if (family?.family?.payerUserId !== caller.user.id) throw forbidden();
      }
      const packs = await packsOfMember(scope, userId);
      const uses = await usesOfPacks(
        scope,
        packs.map((pack) => pack.id),
      );
      const at = now();
      return packs.map((pack) =>
        packView(
          pack,
          uses.filter((use) => use.packId === pack.id),
          at,
        ),
      );
    },
  };
}

export type ClassPacksService = ReturnType<typeof createClassPacksService>;
