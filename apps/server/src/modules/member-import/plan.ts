import type { MEMBER_IMPORT_FIELD_KEYS, MemberImportAction, MemberImportCounts } from '@fairplay/contracts';
import {
  readMemberRow,
  type ImportedMember,
  type MemberImportField,
  type MemberImportMapping,
  type RowProblem,
} from '@fairplay/domain';
import type { ClubMembership } from '../clubs/index.js';
import type { UserContact } from '../identity/index.js';
import type { CsvTable } from './csv-reader.js';

/** Member types an import never gives: owner and admin rights are granted on the staff and roles screens only. */
const NOT_IMPORTED = new Set(['owner', 'admin']);

export interface ClubMemberType {
  id: number;
  key: string;
  name: string;
}

/** What one data row of the file becomes, decided before anything is written. */
export interface PlannedRow {
  line: number;
  action: MemberImportAction;
  member: ImportedMember;
  problems: RowProblem[];
  /** The existing account of this e-mail, if any. */
  userId: number | null;
  /** The type the membership will have (an existing owner or admin keeps theirs). */
  memberTypeId: number;
}

export interface PlanInput {
  table: CsvTable;
  mapping: MemberImportMapping;
  dateOrder: 'mdy' | 'dmy';
  today: string;
  onExisting: 'update' | 'skip';
  memberTypes: ClubMemberType[];
}

/** The rows read and checked on their own (fields, member type, repeated e-mails); accounts are looked up after. */
export function readRows(input: PlanInput): PlannedRow[] {
  const importable = input.memberTypes.filter((type) => !NOT_IMPORTED.has(type.key));
  const byName = new Map<string, ClubMemberType>();
  for (const type of importable) byName.set(type.key, type);
  for (const type of importable) byName.set(type.name.toLowerCase(), type);
  const fallback = input.memberTypes.find((type) => type.key === 'member');
  if (!fallback) throw new Error('the club has no member type "member"');
  const firstLineOf = new Map<string, number>();
  return input.table.rows.map(({ line, values }) => {
    const { member, problems } = readMemberRow(values, input.mapping, input);
    let memberTypeId = fallback.id;
    if (member.memberType !== null) {
      const type = byName.get(member.memberType.toLowerCase());
      if (type) memberTypeId = type.id;
      else if (NOT_IMPORTED.has(member.memberType.toLowerCase()))
        problems.push({ field: 'member_type', reason: 'Owner and admin rights are not given by an import' });
      else problems.push({ field: 'member_type', reason: `Unknown member type: ${member.memberType}` });
    }
    if (member.email !== '' && !problems.some((problem) => problem.field === 'email')) {
      const first = firstLineOf.get(member.email);
      if (first !== undefined) problems.push({ field: 'email', reason: `Same e-mail as row ${first}` });
      else firstLineOf.set(member.email, line);
    }
    const action: MemberImportAction = problems.length > 0 ? 'refuse' : 'create';
    return { line, action, member, problems, userId: null, memberTypeId };
  });
}

/**
 * Decides each good row against the club's data: no account → create; an account that is not an active member
 * here → add; an active member → update or skip as the user chose. An existing owner or admin keeps their type.
 */
export function classifyRows(
  rows: PlannedRow[],
  accounts: UserContact[],
  memberships: ClubMembership[],
  memberTypes: ClubMemberType[],
  onExisting: 'update' | 'skip',
): PlannedRow[] {
  const accountOf = new Map(accounts.map((account) => [account.email, account.id]));
  const membershipOf = new Map(memberships.map((membership) => [membership.userId, membership]));
  const protectedTypes = new Set(memberTypes.filter((type) => NOT_IMPORTED.has(type.key)).map((type) => type.id));
  return rows.map((row) => {
    if (row.action === 'refuse') return row;
    const userId = accountOf.get(row.member.email) ?? null;
    if (userId === null) return { ...row, action: 'create' };
    const membership = membershipOf.get(userId);
    if (!membership || membership.status !== 'active') return { ...row, userId, action: 'add' };
    const keepType = protectedTypes.has(membership.memberTypeId) || row.member.memberType === null;
    return {
      ...row,
      userId,
      action: onExisting,
      memberTypeId: keepType ? membership.memberTypeId : row.memberTypeId,
    };
  });
}

export function countRows(rows: readonly PlannedRow[]): MemberImportCounts {
  const counts: MemberImportCounts = { rows: rows.length, create: 0, add: 0, update: 0, skip: 0, refuse: 0 };
  for (const row of rows) counts[row.action] += 1;
  return counts;
}

/** The contracts' field keys and the domain's are the same list (contracts and domain may not import each other). */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const FIELD_LISTS_AGREE: SameKeys<MemberImportField, (typeof MEMBER_IMPORT_FIELD_KEYS)[number]> = true;
