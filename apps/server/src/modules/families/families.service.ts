import {
  FAMILY_MESSAGES,
  type FamilyBooking,
  type FamilyMemberRow,
  type FamilyOverview,
  type FamilyView,
  type SetFamilyMembersBody,
} from '@fairplay/contracts';
import { can, familyPlanProblem, familyRoleOf } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import { conflict, fieldError, forbidden, notFound } from '../../errors.js';
import { upcomingBookingsOf } from '../appointments/index.js';
import {
  deleteFamily,
  familiesOfMembers,
  familyMembershipsOf,
  familyOfMember,
  insertFamily,
  joinFamily,
  listFamilyOf,
  namesOf,
  releaseFamilyMembers,
  updateFamily,
  type FamilyMembership,
} from '../clubs/index.js';
import { findContacts, type MemberContext } from '../identity/index.js';
import type { FamiliesNeeds } from './ports.js';

const ROLE_ORDER = { Adult: 0, Spouse: 1, Child: 2 } as const;
const DAY_MS = 86_400_000;

export function createFamiliesService(db: Database, now: () => Date, needs: FamiliesNeeds) {
  /** The member's family as one answer; personal data (e-mail, phone) only when `personal`. */
  async function viewOf(scope: TenantScope, memberId: number, personal: boolean): Promise<FamilyView> {
    const found = await familyOfMember(scope, memberId);
    if (!found) throw notFound('Member');
    const memberships: FamilyMembership[] = found.family
      ? await familyMembershipsOf(scope, found.family.id)
      : [{ userId: memberId, isChild: false, isSpouse: false }];
    const roles = new Map(memberships.map((m) => [m.userId, m]));
    const payer = found.family?.payerUserId ?? null;
    const people = await findContacts(
      scope.db,
      memberships.map((m) => m.userId),
    );
    const members: FamilyMemberRow[] = people
      .map((person) => {
        const role = roles.get(person.userId)!;
        return {
          user_id: person.userId,
          first_name: person.firstName,
          last_name: person.lastName,
          is_child: role.isChild,
          is_spouse: role.isSpouse,
          is_payer: person.userId === payer,
          email: personal ? person.email : null,
          phone: personal ? person.phone : null,
        };
      })
      .sort(
        (a, b) =>
          Number(b.is_payer) - Number(a.is_payer) ||
          ROLE_ORDER[familyRoleOf({ isChild: a.is_child, isSpouse: a.is_spouse })] -
            ROLE_ORDER[familyRoleOf({ isChild: b.is_child, isSpouse: b.is_spouse })] ||
          a.first_name.localeCompare(b.first_name, 'en') ||
          a.user_id - b.user_id,
      );
    return {
      member_id: memberId,
      family: found.family ? { id: found.family.id, name: found.family.name, payer_user_id: payer } : null,
      members,
    };
  }

  async function upcomingOf(scope: TenantScope, userIds: number[], days: number): Promise<FamilyBooking[]> {
    if (days === 0) return [];
    const from = now();
    const rows = await upcomingBookingsOf(scope, userIds, { from, to: new Date(from.getTime() + days * DAY_MS) });
    const courts = new Map(
      (await needs.findCourts(scope, [...new Set(rows.map((row) => row.courtId))])).map((c) => [c.id, c.name]),
    );
    const names = await namesOf(
      scope,
      rows.flatMap((row) => row.assigneeIds),
    );
    return rows.map((row) => ({
      appointment_id: row.appointmentId,
      user_id: row.userId,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      court_name: courts.get(row.courtId) ?? '',
      is_lesson: row.assigneeIds.length > 0,
      coaches: row.assigneeIds.flatMap((id) => names.get(id) ?? []),
    }));
  }

  return {
    /** GET members/getfamily/{id}: staff with members read, with e-mail and phone. */
    get(member: MemberContext, memberId: number): Promise<FamilyView> {
      return viewOf(member.scope, memberId, true);
    },

    /**
     * GET users/getfamily/{id}/{x}: staff with members read see any member's family; anyone else only their own.
     * Never personal data; `days` of upcoming bookings and lessons of the whole family.
     */
    async overview(member: MemberContext, memberId: number, days: number): Promise<FamilyOverview> {
      const self = member.user.id;
      if (!can(member.membership.roles, 'members', 'read') && memberId !== self) {
        const mine = (await listFamilyOf(member.scope, self)).map((relative) => relative.userId);
        if (!mine.includes(memberId)) throw forbidden(FAMILY_MESSAGES.notYourFamily);
      }
      const view = await viewOf(member.scope, memberId, false);
      return {
        ...view,
        upcoming: await upcomingOf(
          member.scope,
          view.members.map((m) => m.user_id),
          days,
        ),
      };
    },

    /**
     * POST members/setfamilymembers/{id}: the member's family becomes `body` in one transaction. Listing only the
     * member dissolves their family. Someone in another family is refused (a member is in one family per club).
     */
    async set(member: MemberContext, memberId: number, body: SetFamilyMembersBody): Promise<FamilyView> {
      const plan = (body.members ?? []).map((m) => ({
        userId: m.user_id,
        isChild: m.is_child ?? false,
        isSpouse: m.is_spouse ?? false,
      }));
      const payerUserId = body.payer_user_id ?? null;
      const problem = familyPlanProblem({ memberId, members: plan, payerUserId });
      if (problem) throw fieldError(problem.field, FAMILY_MESSAGES[problem.problem]);
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const found = await familyOfMember(scope, memberId, true);
        if (!found) throw notFound('Member');
        const ids = plan.map((m) => m.userId);
        const known = await familiesOfMembers(scope, ids);
        if (known.length !== ids.length) throw notFound('Member');
        let familyId = found.family?.id ?? null;
        if (plan.length === 1) {
          if (familyId !== null) {
            await updateFamily(scope, familyId, { payerUserId: null });
            await releaseFamilyMembers(scope, familyId, []);
            await deleteFamily(scope, familyId);
          }
          return viewOf(scope, memberId, true);
        }
        const elsewhere = known.find((k) => k.familyId !== null && k.familyId !== familyId);
        if (elsewhere) await refuseInAnotherFamily(scope, elsewhere.userId);
        if (familyId === null) {
          const [self] = await findContacts(tx, [memberId]);
          familyId = await insertFamily(scope, body.name ?? `${self!.lastName} family`);
        } else if (body.name !== undefined) await updateFamily(scope, familyId, { name: body.name });
        await releaseFamilyMembers(scope, familyId, ids);
        const refused = await joinFamily(scope, familyId, plan);
        if (refused.length > 0) await refuseInAnotherFamily(scope, refused[0]!);
        await updateFamily(scope, familyId, { payerUserId });
        return viewOf(scope, memberId, true);
      });
    },
  };
}

async function refuseInAnotherFamily(scope: TenantScope, userId: number): Promise<never> {
  const name = (await namesOf(scope, [userId])).get(userId) ?? 'A member';
  throw conflict('members', FAMILY_MESSAGES.inAnotherFamily(name));
}

export type FamiliesService = ReturnType<typeof createFamiliesService>;
