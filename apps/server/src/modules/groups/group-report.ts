import { stringify } from 'csv-stringify/sync';

/** A spreadsheet reads a cell starting with one of these as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows as is: a would-be formula gets a leading apostrophe. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** UTF-8 with a byte order mark, so Excel opens accents and non-Latin names correctly. */
const BOM = '\uFEFF';

/**
 * GET reports/group: one row per member of the group. E-mail and phone are personal data: their columns are there
 * only for staff with members read (`personal`).
 */
export function groupReportCsv(
  groupName: string,
  rows: { firstName: string; lastName: string; email: string; phone: string | null; addedOn: string }[],
  personal: boolean,
): string {
  const header = ['Group', 'First name', 'Last name', ...(personal ? ['E-mail', 'Phone'] : []), 'Added on'];
  const body = rows.map((row) => [
    groupName,
    row.firstName,
    row.lastName,
    ...(personal ? [row.email, row.phone ?? ''] : []),
    row.addedOn,
  ]);
  return (
    BOM +
    stringify(
      [header, ...body].map((cells) => cells.map(safeCell)),
      { record_delimiter: '\r\n' },
    )
  );
}

/** A file name for the group's report: letters, digits, dots, dashes and underscores only. */
export function reportFileName(groupName: string): string {
  const base = groupName.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'group';
  return `group-${base}.csv`;
}
