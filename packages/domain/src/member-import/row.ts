import type { MemberImportField, MemberImportMapping } from './mapping.js';

/** One person as a CSV row describes them, normalized; the club's member type and family are still names. */
export interface ImportedMember {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  /** YYYY-MM-DD */
  birthDate: string | null;
  memberType: string | null;
  familyName: string | null;
}

/** Why a row is refused: the field at fault and the reason, as the dry run lists them. */
export interface RowProblem {
  field: MemberImportField;
  reason: string;
}

export interface RowReadOptions {
  /** How a date written with separators (3/4/1990) is read: month first (US) or day first. */
  dateOrder: 'mdy' | 'dmy';
  /** The club's today, YYYY-MM-DD: no one is born after it. */
  today: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9]{1,17}$/;
const EARLIEST_BIRTH_DATE = '1930-01-01';
const NAME_LENGTH = { min: 2, max: 50 };
const FAMILY_LENGTH = { min: 2, max: 80 };
const MEMBER_TYPE_MAX = 40;

function cellOf(values: readonly string[], mapping: MemberImportMapping, field: MemberImportField): string {
  const index = mapping.indexOf(field);
  return index < 0 ? '' : (values[index] ?? '').trim();
}

/** "Mary Ann Smith" is Mary Ann and Smith; "Smith, Mary Ann" the same. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const text = full.replace(/\s+/g, ' ').trim();
  const comma = text.indexOf(',');
  if (comma >= 0) return { lastName: text.slice(0, comma).trim(), firstName: text.slice(comma + 1).trim() };
  const space = text.lastIndexOf(' ');
  if (space < 0) return { firstName: text, lastName: '' };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

/** A phone number as the account stores it: digits with an optional leading +; spaces, dashes, dots, brackets go. */
export function normalizePhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-.()/]/g, '');
  return PHONE.test(compact) ? compact : null;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A birth date as YYYY-MM-DD: ISO, or day, month and four-digit year in the chosen order; null when unreadable. */
export function parseBirthDate(raw: string, dateOrder: 'mdy' | 'dmy'): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(raw);
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(raw);
  let year: number, month: number, day: number;
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) {
    const [first, second] = [Number(local[1]), Number(local[2])];
    [month, day] = dateOrder === 'mdy' ? [first, second] : [second, first];
    year = Number(local[3]);
  } else return null;
  if (!isRealDate(year, month, day)) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function lengthProblem(field: MemberImportField, label: string, value: string, range: { min: number; max: number }) {
  if (value.length === 0) return { field, reason: `${label} is missing` };
  if (value.length < range.min || value.length > range.max)
    return { field, reason: `${label} must be ${range.min} to ${range.max} characters` };
  return null;
}

/**
 * Reads one data row through the mapping. A row with any problem is refused whole (nothing of it is written);
 * empty optional cells are simply absent.
 */
export function readMemberRow(
  values: readonly string[],
  mapping: MemberImportMapping,
  options: RowReadOptions,
): { member: ImportedMember; problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const email = cellOf(values, mapping, 'email').toLowerCase();
  if (email === '') problems.push({ field: 'email', reason: 'E-mail is missing' });
  else if (!EMAIL.test(email) || email.length > 254)
    problems.push({ field: 'email', reason: 'Not a valid e-mail address' });

  let firstName = cellOf(values, mapping, 'first_name').replace(/\s+/g, ' ');
  let lastName = cellOf(values, mapping, 'last_name').replace(/\s+/g, ' ');
  const full = cellOf(values, mapping, 'full_name');
  if (full !== '' && firstName === '' && lastName === '') ({ firstName, lastName } = splitFullName(full));
  const firstProblem = lengthProblem('first_name', 'First name', firstName, NAME_LENGTH);
  const lastProblem = lengthProblem('last_name', 'Last name', lastName, NAME_LENGTH);
  const nameField = (problem: RowProblem): RowProblem =>
    mapping.includes(problem.field) || !mapping.includes('full_name') ? problem : { ...problem, field: 'full_name' };
  if (firstProblem) problems.push(nameField(firstProblem));
  if (lastProblem) problems.push(nameField(lastProblem));

  const rawPhone = cellOf(values, mapping, 'phone');
  const phone = rawPhone === '' ? null : normalizePhone(rawPhone);
  if (rawPhone !== '' && phone === null)
    problems.push({ field: 'phone', reason: 'Not a valid phone number (digits, up to 17, with an optional +)' });

  const rawBirth = cellOf(values, mapping, 'birth_date');
  const birthDate = rawBirth === '' ? null : parseBirthDate(rawBirth, options.dateOrder);
  if (rawBirth !== '') {
    const format = options.dateOrder === 'mdy' ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
    if (birthDate === null)
      problems.push({ field: 'birth_date', reason: `Not a date (use YYYY-MM-DD or ${format}): ${rawBirth}` });
    else if (birthDate < EARLIEST_BIRTH_DATE)
      problems.push({ field: 'birth_date', reason: 'Birth date must be 1930-01-01 or later' });
    else if (birthDate > options.today) problems.push({ field: 'birth_date', reason: 'Birth date is in the future' });
  }

  const memberType = cellOf(values, mapping, 'member_type');
  if (memberType.length > MEMBER_TYPE_MAX)
    problems.push({ field: 'member_type', reason: `Member type must be at most ${MEMBER_TYPE_MAX} characters` });
  const familyName = cellOf(values, mapping, 'family_name').replace(/\s+/g, ' ');
  if (familyName !== '') {
    const familyProblem = lengthProblem('family_name', 'Family', familyName, FAMILY_LENGTH);
    if (familyProblem) problems.push(familyProblem);
  }

  return {
    member: {
      email,
      firstName,
      lastName,
      phone,
      birthDate,
      memberType: memberType === '' ? null : memberType,
      familyName: familyName === '' ? null : familyName,
    },
    problems,
  };
}
