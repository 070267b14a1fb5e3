import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { MEMBER_EXPORT_BATCH, type MemberRow } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { utcToZonedParts } from '@fairplay/domain';
import { memberRowsOf } from './member-rows.js';
import { pagePeople, type PeopleFilter } from './people-page.js';

/** The export's columns, in order: the customers list's fields a spreadsheet needs. */
export const EXPORT_COLUMNS = [
  'First name',
  'Last name',
  'E-mail',
  'Phone',
  'Date of birth',
  'Member type',
  'Family',
  'Joined',
  'About',
  'Listed in directory',
] as const;

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab or carriage return that some spreadsheets
 * skip before one) is prefixed with a single quote, as OWASP advises against CSV injection.
 */
export function safeCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellsOf(row: MemberRow, dateOf: (at: string) => string): string[] {
  return [
    row.first_name,
    row.last_name,
    row.email,
    row.phone ?? '',
    row.dob ?? '',
    row.member_type_name,
    row.family_name ?? '',
    dateOf(row.joined_at),
    row.about ?? '',
    row.directory_listed ? 'yes' : 'no',
  ].map(safeCell);
}

/** The customers list's filters, as the export applies them. */
export type ExportFilter = Pick<PeopleFilter, 'search' | 'includeStaff' | 'groupId' | 'noGroup'>;

/** The filtered members in batches of MEMBER_EXPORT_BATCH, newest first, read by keyset one batch at a time. */
async function* memberBatches(scope: TenantScope, filter: ExportFilter): AsyncGenerator<MemberRow[]> {
  let beforeId = -1;
  for (;;) {
    const people = await pagePeople(scope, { status: 'active', ...filter }, { beforeId, limit: MEMBER_EXPORT_BATCH });
    if (people.length > 0) yield await memberRowsOf(scope, people);
    if (people.length < MEMBER_EXPORT_BATCH) return;
    beforeId = people[people.length - 1]!.id;
  }
}

/**
 * The CSV of the filtered members as a stream: UTF-8 with a byte-order mark and CRLF line ends (Excel opens it
 * as is), a header row, and at most one batch of rows in memory; the stream reads the next batch only when the
 * client has taken the previous one (backpressure through the pipe).
 */
export function memberCsvStream(scope: TenantScope, filter: ExportFilter, timezone: string): Readable {
  // CSV dates are ISO days (YYYY-MM-DD, what Excel reads as a date) of the club's calendar.
  const dateOf = (at: string) => utcToZonedParts(new Date(at), timezone).date;
  async function* records() {
    for await (const batch of memberBatches(scope, filter)) {
      for (const row of batch) yield cellsOf(row, dateOf);
    }
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows', header: true, columns: [...EXPORT_COLUMNS] });
  const source = Readable.from(records());
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}

/** The download's file name: the club's name and the day, in the club's time zone. */
export function exportFileName(clubName: string, timezone: string, at: Date): string {
  const day = utcToZonedParts(at, timezone).date;
  const club =
    clubName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'club';
  return `${club}-members-${day}.csv`;
}
