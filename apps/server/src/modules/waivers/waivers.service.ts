import type { WaiverInfo } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { AppError, fieldError, notFound } from '../../errors.js';
import { updateBusiness } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import { pdfProblem } from './pdf-check.js';
import { findWaiver, removeWaiver, saveWaiver, WAIVER_PATH } from './waivers.repository.js';

export function createWaiversService(db: Database) {
  return {
    async upload(member: MemberContext, fileName: string, content: unknown): Promise<WaiverInfo> {
      if (!Buffer.isBuffer(content) || content.length === 0) throw fieldError('body', 'Please attach the waiver PDF.');
      const problem = await pdfProblem(content);
      if (problem) throw fieldError('body', problem);
      // The file and the club's sign_file pointing at it change together.
      await db.transaction(async (tx) => {
        const scope = member.scope.within(tx);
        await saveWaiver(scope, { fileName, content });
        await updateBusiness(scope, { signFile: WAIVER_PATH });
      });
      return { sign_file: WAIVER_PATH, file_name: fileName, size_bytes: content.length };
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
