import type { DirectoryEntry, MemberRow } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { clubSideOf, type ClubSideOfMember } from '../clubs/index.js';
import type { PersonRow } from '../identity/index.js';

/** The member record as the customers list answers it: identity's person joined with the club's side. */
export function memberRowOf(person: PersonRow, side: ClubSideOfMember): MemberRow {
  return {
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    dob: person.dob,
    profile_image: person.profileImage,
    member_type_id: side.memberTypeId,
    member_type: side.memberType,
    member_type_name: side.memberTypeName,
    family_id: side.familyId,
    family_name: side.familyName,
    about: side.about,
    directory_listed: side.directoryListed,
    gender: side.gender,
    joined_at: side.joinedAt.toISOString(),
  };
}

/** Joins a page of people with their club side, keeping the page's order (one batched query). */
export async function memberRowsOf(scope: TenantScope, people: PersonRow[]): Promise<MemberRow[]> {
  const sides = await clubSideOf(
    scope,
    people.map((person) => person.id),
  );
  return people.flatMap((person) => {
    const side = sides.get(person.id);
    return side ? [memberRowOf(person, side)] : [];
  });
}

/** A directory entry: name and picture only, never contact details. */
export function directoryEntryOf(person: PersonRow): DirectoryEntry {
  return {
    id: person.id,
    first_name: person.firstName,
    last_name: person.lastName,
    profile_image: person.profileImage,
  };
}
