import {
  WAIVER_MESSAGES,
  type FamilyWaiverStanding,
  type SignWaiverBody,
  type WaiverInfo,
  type WaiverStatus,
} from '@fairplay/contracts';
import { maySignWaiverFor, waiverRequired, waiverSigned } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError, fieldError, notFound } from '../../errors.js';
import { familyMembershipsOf, familyOfMember, findClubMember, findMembers, updateBusiness } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { pdfProblem } from './pdf-check.js';
import {
  currentWaiver,
  findWaiver,
  insertSignature,
  latestSignatureOf,
  removeWaiver,
  saveWaiver,
  signatureOf,
  signaturesOf,
  WAIVER_PATH,
} from './waivers.repository.js';

/** Who signs: the club's switches and the person's kind (staff never sign to book). */
export interface WaiverSigner {
  business: { requireWaiverSign: boolean; requireWaiverSignNbu: boolean };
  userId: number;
  isCustomer: boolean;
  memberTypeKey: string | null;
}

type Business = WaiverSigner['business'];
type Waiver = { version: number; fileName: string } | undefined;

const requiredOf = (
  business: Business,
  waiver: Waiver,
  person: { isCustomer: boolean; memberTypeKey: string | null },
) =>
  waiverRequired(
    {
      requireWaiverSign: business.requireWaiverSign,
      requireWaiverSignNbu: business.requireWaiverSignNbu,
      hasDocument: waiver !== undefined,
    },
    { isCustomer: person.isCustomer, memberTypeKey: person.memberTypeKey },
  );

/** The signer's standing with the club's current waiver (in the scope's transaction, when bound to one). */
export async function waiverStandingOf(scope: TenantScope, signer: WaiverSigner): Promise<WaiverStatus> {
  const waiver = await currentWaiver(scope);
  const signature = waiver ? await signatureOf(scope, signer.userId, waiver.version) : undefined;
  return {
    required: requiredOf(signer.business, waiver, signer),
    version: waiver?.version ?? null,
    file_name: waiver?.fileName ?? null,
    signed: waiverSigned(waiver?.version ?? null, signature?.version ?? null),
    signed_at: signature?.signedAt.toISOString() ?? null,
    member_id: signer.userId,
    signed_by_name: signature?.signedName ?? null,
    family: [],
  };
}

/** A family member as the waiver sees them: their kind (whether the club asks them to sign) and family role. */
interface FamilyPerson {
  userId: number;
  name: string;
  isChild: boolean;
  isCustomer: boolean;
  memberTypeKey: string | null;
}

/** The active members of `userId`'s family (them too), or just them without a family; [] if not a member. */
async function familyPeopleOfMember(
  scope: TenantScope,
  userId: number,
): Promise<{ familyId: number | null; people: FamilyPerson[] }> {
  const found = await familyOfMember(scope, userId);
  if (!found) return { familyId: null, people: [] };
  const roles = found.family
    ? await familyMembershipsOf(scope, found.family.id)
    : [{ userId, isChild: false, isSpouse: false }];
  const ids = roles.map((role) => role.userId);
  const [people, kinds] = await Promise.all([
    findMembers(scope, ids),
    Promise.all(ids.map((id) => findClubMember(scope, id))),
  ]);
  const byId = new Map(people.map((person) => [person.userId, person]));
  return {
    familyId: found.family?.id ?? null,
    people: roles.flatMap((role, index) => {
      const person = byId.get(role.userId);
      if (!person) return [];
      return [
        {
          userId: role.userId,
          name: person.fullName,
          isChild: role.isChild,
          isCustomer: person.userType !== 'bu',
          memberTypeKey: kinds[index]?.memberTypeKey ?? null,
        },
      ];
    }),
  };
}

/** Each member of the caller's family: their standing, who signed for them, and whether the caller may sign. */
async function familyStandingsOf(
  scope: TenantScope,
  business: Business,
  callerId: number,
  waiver: Waiver,
): Promise<FamilyWaiverStanding[]> {
  const { familyId, people } = await familyPeopleOfMember(scope, callerId);
  if (familyId === null) return [];
  const signatures = waiver
    ? await signaturesOf(
        scope,
        people.map((person) => person.userId),
        waiver.version,
      )
    : [];
  const caller = people.find((person) => person.userId === callerId);
  return people.map((person) => {
    const signature = signatures.find((row) => row.userId === person.userId);
    return {
      member_id: person.userId,
      member_name: person.name,
      is_child: person.isChild,
      required: requiredOf(business, waiver, person),
      signed: signature !== undefined,
      signed_at: signature?.signedAt.toISOString() ?? null,
      signed_by_name: signature?.signedName ?? null,
      can_sign:
        waiver !== undefined &&
        caller !== undefined &&
        maySignWaiverFor({ ...caller, familyId }, { userId: person.userId, familyId }),
    };
  });
}

/**
 * The first of these members of the booker's family (not the caller, whose own standing is checked apart) whom the
 * club asks to sign its current waiver and who has not: their standing, for the booking's refusal; else null.
 */
export async function unsignedFamilyPlayer(
  scope: TenantScope,
  business: Business,
  callerId: number,
  userIds: readonly number[],
): Promise<WaiverStatus | null> {
  const others = userIds.filter((id) => id !== callerId);
  if (others.length === 0) return null;
  const waiver = await currentWaiver(scope);
  if (!waiver) return null;
  const standings = await familyStandingsOf(scope, business, callerId, waiver);
  const unsigned = standings.find((row) => others.includes(row.member_id) && row.required && !row.signed);
  if (!unsigned) return null;
  return {
    required: true,
    version: waiver.version,
    file_name: waiver.fileName,
    signed: false,
    signed_at: null,
    member_id: unsigned.member_id,
    signed_by_name: null,
    family: [unsigned],
  };
}

/** For staff's member detail: whether the member signed the current waiver, when they last signed one, and who. */
export async function waiverRecordOf(
  scope: TenantScope,
  userId: number,
): Promise<{ signedCurrent: boolean; lastSignedAt: Date | null; lastSignedBy: number | null }> {
  const [waiver, latest] = await Promise.all([currentWaiver(scope), latestSignatureOf(scope, userId)]);
  const current = waiver ? await signatureOf(scope, userId, waiver.version) : undefined;
  return {
    signedCurrent: current !== undefined,
    lastSignedAt: latest?.signedAt ?? null,
    lastSignedBy: latest?.signedBy ?? null,
  };
}

const signerOf = (member: MemberContext): WaiverSigner => ({
  business: member.business,
  userId: member.user.id,
  isCustomer: member.user.userType !== 'bu',
  memberTypeKey: member.membership.key,
});

/** The caller's own standing and every member of their family's. */
async function fullStatus(scope: TenantScope, member: MemberContext): Promise<WaiverStatus> {
  const own = await waiverStandingOf(scope, signerOf(member));
  const waiver = own.version === null ? undefined : { version: own.version, fileName: own.file_name ?? '' };
  return { ...own, family: await familyStandingsOf(scope, member.business, member.user.id, waiver) };
}

/** 404 unless the signer may sign for `memberId` (their own family's member), 403 when the signer is a child. */
async function requireSignableFor(scope: TenantScope, signerId: number, memberId: number): Promise<void> {
  const { familyId, people } = await familyPeopleOfMember(scope, signerId);
  const signer = people.find((person) => person.userId === signerId);
  const member = people.find((person) => person.userId === memberId);
  const field = (status: number, message: string) =>
    new AppError(status, message, { errors: [{ field: 'member_id', message: message.replace(/^member_id: /, '') }] });
  if (!signer || !member || familyId === null) throw field(404, WAIVER_MESSAGES.notYourFamily);
  if (!maySignWaiverFor({ ...signer, familyId }, { userId: memberId, familyId }))
    throw field(403, WAIVER_MESSAGES.childCannotSign);
}

export function createWaiversService(db: Database, now: () => Date) {
  return {
    status: (member: MemberContext): Promise<WaiverStatus> => fullStatus(member.scope, member),

    /**
     * The caller signs the version they read, for themselves or (`member_id`) for a member of their family. The document is locked while signing, so a replacement waits and
     * a signature is never recorded for a document that is no longer the current one.
     */
    async sign(member: MemberContext, body: SignWaiverBody): Promise<WaiverStatus> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const waiver = await currentWaiver(scope, true);
        if (!waiver) throw new AppError(404, WAIVER_MESSAGES.noWaiver);
        if (waiver.version !== body.version)
          throw new AppError(409, WAIVER_MESSAGES.changed, { version: waiver.version });
        const memberId = body.member_id ?? member.user.id;
        if (memberId !== member.user.id) await requireSignableFor(scope, member.user.id, memberId);
        await insertSignature(scope, {
          userId: memberId,
          signedBy: member.user.id,
          version: waiver.version,
          fileName: waiver.fileName,
          signedName: body.signed_name.trim(),
          signedAt: now(),
        });
        return fullStatus(scope, member);
      });
    },

    async upload(member: MemberContext, fileName: string, content: unknown): Promise<WaiverInfo> {
      if (!Buffer.isBuffer(content) || content.length === 0) throw fieldError('body', 'Please attach the waiver PDF.');
      const problem = await pdfProblem(content);
      if (problem) throw fieldError('body', problem);
      // The file and the club's sign_file pointing at it change together.
      const version = await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const version = await saveWaiver(scope, { fileName, content });
        await updateBusiness(scope, { signFile: WAIVER_PATH });
        return version;
      });
      return { sign_file: WAIVER_PATH, file_name: fileName, size_bytes: content.length, version };
    },

    async read(member: MemberContext) {
      const waiver = await findWaiver(member.scope);
      if (!waiver) throw notFound('Waiver');
      return waiver;
    },

    async remove(member: MemberContext): Promise<void> {
      if (member.business.requireWaiverSign || member.business.requireWaiverSignNbu) {
        throw new AppError(409, 'Turn off the waiver signing requirements before removing the waiver.');
      }
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await removeWaiver(scope);
        await updateBusiness(scope, { signFile: null });
      });
    },
  };
}

export type WaiversService = ReturnType<typeof createWaiversService>;
