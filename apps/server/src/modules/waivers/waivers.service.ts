import { WAIVER_MESSAGES, type SignWaiverBody, type WaiverInfo, type WaiverStatus } from '@fairplay/contracts';
import { waiverRequired, waiverSigned } from '@fairplay/domain';
import type { Database, TenantScope } from '@fairplay/db';
import { AppError, fieldError, notFound } from '../../errors.js';
import { updateBusiness } from '../clubs/index.js';
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
  WAIVER_PATH,
} from './waivers.repository.js';

/** Who signs: the club's switches and the person's kind (staff never sign to book). */
export interface WaiverSigner {
  business: { requireWaiverSign: boolean; requireWaiverSignNbu: boolean };
  userId: number;
  isCustomer: boolean;
  memberTypeKey: string | null;
}

/** The signer's standing with the club's current waiver (in the scope's transaction, when bound to one). */
export async function waiverStandingOf(scope: TenantScope, signer: WaiverSigner): Promise<WaiverStatus> {
  const waiver = await currentWaiver(scope);
  const required = waiverRequired(
    {
      requireWaiverSign: signer.business.requireWaiverSign,
      requireWaiverSignNbu: signer.business.requireWaiverSignNbu,
      hasDocument: waiver !== undefined,
    },
    { isCustomer: signer.isCustomer, memberTypeKey: signer.memberTypeKey },
  );
  const signature = waiver ? await signatureOf(scope, signer.userId, waiver.version) : undefined;
  return {
    required,
    version: waiver?.version ?? null,
    file_name: waiver?.fileName ?? null,
    signed: waiverSigned(waiver?.version ?? null, signature?.version ?? null),
    signed_at: signature?.signedAt.toISOString() ?? null,
  };
}

/** For staff's member detail: whether the member signed the current waiver, and when they last signed one. */
export async function waiverRecordOf(
  scope: TenantScope,
  userId: number,
): Promise<{ signedCurrent: boolean; lastSignedAt: Date | null }> {
  const [waiver, latest] = await Promise.all([currentWaiver(scope), latestSignatureOf(scope, userId)]);
  const current = waiver ? await signatureOf(scope, userId, waiver.version) : undefined;
  return { signedCurrent: current !== undefined, lastSignedAt: latest?.signedAt ?? null };
}

const signerOf = (member: MemberContext): WaiverSigner => ({
  business: member.business,
  userId: member.user.id,
  isCustomer: member.user.userType !== 'bu',
  memberTypeKey: member.membership.key,
});

export function createWaiversService(db: Database, now: () => Date) {
  return {
    status: (member: MemberContext): Promise<WaiverStatus> => waiverStandingOf(member.scope, signerOf(member)),

    /**
     * The caller signs the version they read. The document is locked while signing, so a replacement waits and
     * a signature is never recorded for a document that is no longer the current one.
     */
    async sign(member: MemberContext, body: SignWaiverBody): Promise<WaiverStatus> {
      return db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        const waiver = await currentWaiver(scope, true);
        if (!waiver) throw new AppError(404, WAIVER_MESSAGES.noWaiver);
        if (waiver.version !== body.version)
          throw new AppError(409, WAIVER_MESSAGES.changed, { version: waiver.version });
        await insertSignature(scope, {
          userId: member.user.id,
          version: waiver.version,
          fileName: waiver.fileName,
          signedName: body.signed_name.trim(),
          signedAt: now(),
        });
        return waiverStandingOf(scope, signerOf(member));
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
