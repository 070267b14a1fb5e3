import type { MemberImportAction, MemberImportCounts } from '@fairplay/contracts';

/** How the wizard names what happens to a row. */
export const ACTION_LABELS: Record<MemberImportAction, string> = {
  create: 'New member',
  add: 'Existing account joins',
  update: 'Member updated',
  skip: 'Member left as is',
  refuse: 'Refused',
};

export const ACTION_COLORS: Record<MemberImportAction, string> = {
  create: 'green',
  add: 'teal',
  update: 'blue',
  skip: 'gray',
  refuse: 'red',
};

/** Rows the import will write (new people, accounts joining, members updated). */
export function rowsToWrite(counts: MemberImportCounts): number {
  return counts.create + counts.add + counts.update;
}

export const EXAMPLE_CSV_PATH = '/assets/file/members-import-example.csv';
