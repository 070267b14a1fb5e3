import type { MemberRecord, MemberSection } from '@fairplay/contracts';
import type { Database } from '@fairplay/db';
import { notFound } from '../../errors.js';
import { familyPeopleOf } from '../clubs/index.js';
import { findNames, findUserById, type MemberContext } from '../identity/index.js';
import { bookingsOf } from './bookings.service.js';
import { requireClubMember } from './club-member.js';
import { levelsOf } from './levels.service.js';
import { isChildOn } from './member-rules.js';
import { notesOf } from './notes.service.js';
import type { MemberProfileNeeds } from './ports.js';
import { waiverRecordOf } from '../waivers/index.js';

/**
 * GET members/member/{id}[/{x}]: the profile fields always, and every section (or only section x). Personal data
 * (e-mail, phone, birth date) is in it: the endpoint needs members read, which only staff have.
 */
export function createRecordService(db: Database, now: () => Date, needs: MemberProfileNeeds) {
  async function familyOf(member: MemberContext, userId: number, familyId: number | null) {
    if (familyId === null) return [];
    const { userIds, payerUserId } = await familyPeopleOf(member.scope, familyId, userId);
    const names = await findNames(db, userIds);
    return names.map((name) => ({
      user_id: name.userId,
      first_name: name.firstName,
      last_name: name.lastName,
      is_payer: name.userId === payerUserId,
    }));
  }

  return {
    async record(member: MemberContext, userId: number, section?: MemberSection): Promise<MemberRecord> {
      const clubMember = await requireClubMember(member.scope, userId);
      const user = await findUserById(db, userId);
      if (!user) throw notFound('Member');
      const wants = (name: MemberSection) => section === undefined || section === name;
      const [levels, family, notes, bookings, waiver] = await Promise.all([
        levelsOf(member.scope, userId),
        wants('family') ? familyOf(member, userId, clubMember.familyId) : undefined,
        wants('notes') ? notesOf(member.scope, userId) : undefined,
        wants('booking_history') ? bookingsOf(member, userId, { type: 'all', page: 1 }, needs) : undefined,
        waiverRecordOf(member.scope, userId),
      ]);
      const main = levels.levels.find((entry) => entry.level !== null);
      // Who signed the latest signature: the member, or an adult of their family for them (issue 14).
      const signer =
        waiver.lastSignedBy === null
          ? undefined
          : (await findNames(db, [waiver.lastSignedBy])).find((row) => row.userId === waiver.lastSignedBy);
      return {
        id: user.id,
        uid: user.uid,
        member: { first_name: user.firstName, last_name: user.lastName },
        email: user.email,
        phone: user.phone,
        dob: user.dob,
        family_id: clubMember.familyId,
        is_child: isChildOn(user.dob, now(), member.business.timezone),
        level: main?.level ?? null,
        level_ntrp: levels.level_ntrp,
        level_type: main?.level_type ?? null,
        profile_image: user.profileImage,
        member_type_id: clubMember.memberTypeId,
        member_type: { id: clubMember.memberTypeId, key: clubMember.memberTypeKey, name: clubMember.memberTypeName },
        joined_at: clubMember.joinedAt.toISOString(),
        doc_signed_current: waiver.signedCurrent,
        max_date: waiver.lastSignedAt?.toISOString() ?? null,
        doc_signed_by: signer ? { id: signer.userId, name: `${signer.firstName} ${signer.lastName}`.trim() } : null,
        about: clubMember.about,
        directory_listed: clubMember.directoryListed,
        gender: clubMember.gender,
        ...(family ? { family } : {}),
        ...(wants('levels') ? { levels } : {}),
        ...(notes ? { notes } : {}),
        ...(bookings ? { booking_history: bookings } : {}),
      };
    },
  };
}
