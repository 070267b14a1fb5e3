import { z } from 'zod';

/**
 * The member CSV import (issue 16, "Import and export"): `POST members/uploadcsv` takes the file and the form fields
 * below as multipart/form-data. `mode=preview` is the dry run (nothing is written); `mode=import` writes, batch after
 * batch, while the client polls `GET members/uploadcsv/progress/:key`. docs/decisions.md, "Member CSV import".
 */
export const MEMBER_IMPORT_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
  maxColumns: 100,
  /** Rows written per transaction; progress moves after each. */
  batchRows: 500,
  /** Rows the dry run lists one by one (refused first); the counts always cover the whole file. */
  reviewRows: 500,
} as const;

/** Kept in step with the domain's MEMBER_IMPORT_FIELDS (the member-import module checks it at compile time). */
export const MEMBER_IMPORT_FIELD_KEYS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'birth_date',
  'member_type',
  'family_name',
] as const;
export const memberImportFieldSchema = z.enum(MEMBER_IMPORT_FIELD_KEYS);

export const MEMBER_IMPORT_MESSAGES = {
  /** Spec 3 section 8: CSV upload failure. */
  unreadable: 'Incorrect Fields in the File',
  noFile: 'Choose a CSV file to upload.',
  tooBig: `The file must be at most ${MEMBER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB.`,
  tooManyRows: `The file may hold at most ${MEMBER_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} members.`,
  tooManyColumns: `The file may have at most ${MEMBER_IMPORT_LIMITS.maxColumns} columns.`,
  mappingLength: 'The mapping must name a field (or none) for every column of the file.',
  missing: (labels: string[]) => `Choose the column of: ${labels.join(', ')}.`,
  repeated: (labels: string[]) => `Each field can come from one column only: ${labels.join(', ')}.`,
  importKey: 'An import needs its import_key (a UUID).',
  keyUsed: 'This import has already run.',
  notFound: 'Import not found.',
  previewed: 'Dry run ready: nothing has been written yet.',
  imported: (written: number) => `Import finished: ${written.toLocaleString('en-US')} members written.`,
} as const;

const flag = z.enum(['true', 'false']).default('false');

/** The form fields sent beside the file (multipart fields are text). */
export const memberImportFormSchema = z
  .object({
    mode: z.enum(['preview', 'import'], 'mode must be preview or import.'),
    /** JSON: one entry per column of the file, a field name or null. Absent: the suggestion from the headers. */
    mapping: z.string().max(20_000).optional(),
    on_existing: z.enum(['update', 'skip'], 'on_existing must be update or skip.').default('update'),
    date_order: z.enum(['mdy', 'dmy'], 'date_order must be mdy or dmy.').default('mdy'),
    send_invitations: flag,
    import_key: z.uuid(MEMBER_IMPORT_MESSAGES.importKey).optional(),
  })
  .strict();
export type MemberImportForm = z.output<typeof memberImportFormSchema>;

export const memberImportMappingSchema = z
  .array(memberImportFieldSchema.nullable())
  .max(MEMBER_IMPORT_LIMITS.maxColumns, MEMBER_IMPORT_MESSAGES.tooManyColumns);

/** What a row becomes: a new person, an existing account added to the club, a member updated or left, or refused. */
export const MEMBER_IMPORT_ACTIONS = ['create', 'add', 'update', 'skip', 'refuse'] as const;
export type MemberImportAction = (typeof MEMBER_IMPORT_ACTIONS)[number];

export const memberImportCountsSchema = z.object({
  rows: z.number().int(),
  create: z.number().int(),
  add: z.number().int(),
  update: z.number().int(),
  skip: z.number().int(),
  refuse: z.number().int(),
});
export type MemberImportCounts = z.output<typeof memberImportCountsSchema>;

export const memberImportRowSchema = z.object({
  /** The row's line in the file, the header being line 1 (what a spreadsheet shows). */
  row: z.number().int(),
  action: z.enum(MEMBER_IMPORT_ACTIONS),
  email: z.string(),
  name: z.string(),
  problems: z.array(z.object({ field: memberImportFieldSchema, reason: z.string() })),
});
export type MemberImportRow = z.output<typeof memberImportRowSchema>;

export const memberImportResultSchema = z.object({
  mode: z.enum(['preview', 'import']),
  file_name: z.string(),
  headers: z.array(z.string()),
  mapping: z.array(memberImportFieldSchema.nullable()),
  /** Required fields the mapping leaves out; while any is missing no row is read. */
  missing: z.array(memberImportFieldSchema),
  counts: memberImportCountsSchema,
  /** Refused rows first, then the others in file order, at most MEMBER_IMPORT_LIMITS.reviewRows. */
  rows: z.array(memberImportRowSchema),
  truncated: z.boolean(),
  /** The club's member types a "Member type" cell may name (owner and admin are never imported). */
  member_types: z.array(z.string()),
  import_key: z.string().nullable(),
});
export type MemberImportResult = z.output<typeof memberImportResultSchema>;

export const memberImportProgressSchema = z.object({
  import_key: z.string(),
  file_name: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  counts: memberImportCountsSchema,
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MemberImportProgress = z.output<typeof memberImportProgressSchema>;

export const memberImportKeyParams = z.object({ key: z.uuid(MEMBER_IMPORT_MESSAGES.notFound) }).strict();
