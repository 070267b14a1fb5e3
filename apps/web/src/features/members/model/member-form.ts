import type { AddMemberBody, MemberGender, MemberRow } from '@fairplay/contracts';
import { dobFromIso, dobToIsoDate, type DobParts } from '../../../ui/DateOfBirthSelect';

/** The add / edit form's values (text inputs hold strings; the select holds the member type id as text). */
export interface MemberFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: DobParts;
  member_type_id: string;
  about: string;
  directory_listed: boolean;
  /** '' when not recorded. */
  gender: '' | MemberGender;
}

export const MEMBER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'dob',
  'member_type_id',
  'about',
  'directory_listed',
  'gender',
];

export function memberFormValuesOf(row: MemberRow | null): MemberFormValues {
  return {
    first_name: row?.first_name ?? '',
    last_name: row?.last_name ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    dob: dobFromIso(row?.dob ?? null),
    member_type_id: row ? String(row.member_type_id) : '',
    about: row?.about ?? '',
    directory_listed: row?.directory_listed ?? false,
    gender: row?.gender ?? '',
  };
}

/** The body of members/add or members/update; an empty member type keeps the club's default (member). */
export function memberBodyOf(values: MemberFormValues): AddMemberBody {
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    dob: dobToIsoDate(values.dob),
    ...(values.member_type_id ? { member_type_id: Number(values.member_type_id) } : {}),
    about: values.about.trim() || null,
    directory_listed: values.directory_listed,
    gender: values.gender === '' ? null : values.gender,
  };
}

/** The gender choices of the member form (spec 2's filter labels); '' is "Not recorded". */
export const GENDER_OPTIONS = [
  { value: '', label: 'Not recorded' },
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

/** "Female", "Male" or null when not recorded. */
export const genderLabelOf = (gender: MemberGender | null) =>
  gender === null ? null : (GENDER_OPTIONS.find((option) => option.value === gender)?.label ?? null);

/** "Jane Doe" */
export const fullNameOf = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

/** The member detail page (built by the member-detail work; the list only links to it). */
export const memberDetailPath = (id: number) => `/private/member/edit/${id}`;
