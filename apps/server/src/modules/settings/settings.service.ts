import type { z } from 'zod';
import type { ClubSettings, updateClubSettingsBody } from '@fairplay/contracts';
import { clubSettingsIssues } from '@fairplay/domain';
import { fieldErrors, notFound } from '../../errors.js';
import { changesFees, clubSettingsOf, columnChangesOf, findBusiness, updateBusiness } from '../clubs/index.js';
import type { MemberContext } from '../identity/index.js';
import type { CountCourts } from '../users/index.js';

type SettingsChanges = z.output<typeof updateClubSettingsBody>;

export function createSettingsService(countCourts: CountCourts) {
  async function read(member: MemberContext): Promise<ClubSettings> {
    const business = await findBusiness(member.scope.db, member.scope.businessId);
    if (!business) throw notFound('Club');
    return clubSettingsOf(business, await countCourts(member.scope));
  }

  return {
    read,

    /** Checks the change merged into the stored settings (the rules tie fields together), then saves it at once. */
    async update(member: MemberContext, changes: SettingsChanges): Promise<ClubSettings> {
      const current = await read(member);
      const merged = {
        ...current,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      };
      const issues = clubSettingsIssues(merged);
      if (issues.length > 0) {
        throw fieldErrors(issues);
      }
      const columns = columnChangesOf(changes);
      if (Object.keys(columns).length === 0) return current;
      // A new or changed fee is charged for bookings from now on only (booking fees read fees_changed_at).
      if (changesFees(current, changes)) columns.feesChangedAt = new Date();
      const updated = await updateBusiness(member.scope, columns);
      if (!updated) throw notFound('Club');
      return clubSettingsOf(updated, current.fields_count);
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
