import type { MemberImportAction, MemberImportCounts } from '@fairplay/contracts';

/** How the wizard names what happens to a row. */
export const ACTION_LABELS: Record<MemberImportAction, string> = {
  create: 'New member',
  add: 'Existing account joins',
  update: 'Member updated',
  skip: 'Member left as is',
  refuse: 'Refused',
};

/** Dark shades with white text (filled badges): green and the light variants miss WCAG AA contrast. */
export const ACTION_COLORS: Record<MemberImportAction, string> = {
  create: 'teal.9',
  add: 'cyan.9',
  update: 'blue.8',
  skip: 'gray.7',
  refuse: 'red.8',
};

/** Rows the import will write (new people, accounts joining, members updated). */
export function rowsToWrite(counts: MemberImportCounts): number {
  return counts.create + counts.add + counts.update;
}

export const EXAMPLE_CSV_PATH = '/assets/file/members-import-example.csv';
