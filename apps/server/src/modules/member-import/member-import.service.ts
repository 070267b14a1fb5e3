import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import argon2 from 'argon2';
import {
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  memberImportMappingSchema,
  type MemberImportCounts,
  type MemberImportForm,
  type MemberImportProgress,
  type MemberImportResult,
} from '@fairplay/contracts';
import {
  MEMBER_IMPORT_FIELD_LABELS,
  missingImportFields,
  repeatedImportFields,
  suggestMapping,
  utcToZonedParts,
  type MemberImportMapping,
} from '@fairplay/domain';
import { PASSWORD_HASH_OPTIONS, newUid, type TenantScope } from '@fairplay/db';
import type { AppDeps } from '../../deps.js';
import { conflict, fieldError, notFound } from '../../errors.js';
import { findOrCreateFamilies, listMemberTypes, membershipsOfUsers, upsertMembersBatch } from '../clubs/index.js';
import {
  fillBlankContacts,
  findUsersByEmails,
  insertUsersBatch,
  type MemberContext,
  type NewUser,
} from '../identity/index.js';
import { enqueueEmail } from '../mail/index.js';
import { readCsv, unreadableFile, type CsvTable } from './csv-reader.js';
import { importedMemberEmail } from './member-import.emails.js';
import {
  addProgress,
  findImport,
  finishImport,
  startImport,
  type MemberImportRow,
} from './member-import.repository.js';
import { classifyRows, countRows, readRows, type ClubMemberType, type PlannedRow } from './plan.js';

export interface UploadedCsv {
  fileName: string;
  content: Buffer;
}

interface Plan {
  table: CsvTable;
  mapping: MemberImportMapping;
  missing: ReturnType<typeof missingImportFields>;
  rows: PlannedRow[];
  memberTypes: ClubMemberType[];
}

const labelsOf = (fields: readonly (keyof typeof MEMBER_IMPORT_FIELD_LABELS)[]) =>
  fields.map((field) => MEMBER_IMPORT_FIELD_LABELS[field]);

/** The club's today (YYYY-MM-DD) in its time zone: nobody imported is born after it. */
function todayIn(timeZone: string, now: Date): string {
  return utcToZonedParts(now, timeZone).date;
}

/** A username of the account's e-mail's first letters and a random tail (unique in practice; the insert settles it). */
function usernameFor(email: string): string {
  const stem = email
    .split('@')[0]!
    .replace(/[^a-z0-9._]/g, '')
    .slice(0, 12);
  return `${stem.length >= 2 ? stem : 'member'}.${randomBytes(4).toString('hex')}`;
}

function parseMapping(json: string, columns: number): MemberImportMapping {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw fieldError('mapping', MEMBER_IMPORT_MESSAGES.mappingLength);
  }
  const parsed = memberImportMappingSchema.safeParse(value);
  if (!parsed.success || parsed.data.length !== columns)
    throw fieldError('mapping', MEMBER_IMPORT_MESSAGES.mappingLength);
  return parsed.data;
}

/** The dry run's list: refused rows first (they need the user's attention), then the others in file order. */
function reviewRows(rows: readonly PlannedRow[]) {
  const ordered = [...rows.filter((row) => row.action === 'refuse'), ...rows.filter((row) => row.action !== 'refuse')];
  return ordered.slice(0, MEMBER_IMPORT_LIMITS.reviewRows).map((row) => ({
    row: row.line,
    action: row.action,
    email: row.member.email,
    name: `${row.member.firstName} ${row.member.lastName}`.trim(),
    problems: row.problems,
  }));
}

function progressOf(row: MemberImportRow): MemberImportProgress {
  return {
    import_key: row.importKey,
    file_name: row.fileName,
    status: row.status,
    total: row.totalRows,
    processed: row.processedRows,
    counts: countsOf(row),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

function countsOf(row: MemberImportRow): MemberImportCounts {
  return {
    rows: row.totalRows,
    create: row.createdCount,
    add: row.addedCount,
    update: row.updatedCount,
    skip: row.skippedCount,
    refuse: row.refusedCount,
  };
}

export function createMemberImportService({ db, now, config }: AppDeps) {
  /** Reads the file and decides every row against the club's data; writes nothing. */
  async function plan(member: MemberContext, file: UploadedCsv, form: MemberImportForm): Promise<Plan> {
    const table = await readCsv(file.content);
    const suggested = suggestMapping(table.headers);
    if (form.mapping === undefined && suggested.every((field) => field === null)) throw unreadableFile();
    if (table.rows.length === 0) throw unreadableFile();
    const mapping = form.mapping === undefined ? suggested : parseMapping(form.mapping, table.headers.length);
    const repeated = repeatedImportFields(mapping);
    if (repeated.length > 0) throw fieldError('mapping', MEMBER_IMPORT_MESSAGES.repeated(labelsOf(repeated)));
    const memberTypes = (await listMemberTypes(member.scope)).map(({ id, key, name }) => ({ id, key, name }));
    const missing = missingImportFields(mapping);
    if (missing.length > 0) return { table, mapping, missing, rows: [], memberTypes };
    const input = {
      table,
      mapping,
      dateOrder: form.date_order,
      today: todayIn(member.business.timezone, now()),
      onExisting: form.on_existing,
      memberTypes,
    };
    const read = readRows(input);
    const emails = read.filter((row) => row.action !== 'refuse').map((row) => row.member.email);
    const accounts = await findUsersByEmails(db, emails);
    const memberships = await membershipsOfUsers(
      member.scope,
      accounts.map((account) => account.id),
    );
    return {
      table,
      mapping,
      missing,
      rows: classifyRows(read, accounts, memberships, memberTypes, form.on_existing),
      memberTypes,
    };
  }

  function resultOf(file: UploadedCsv, form: MemberImportForm, planned: Plan, counts: MemberImportCounts) {
    return {
      mode: form.mode,
      file_name: file.fileName,
      headers: planned.table.headers,
      mapping: planned.mapping,
      missing: planned.missing,
      counts,
      rows: reviewRows(planned.rows),
      truncated: planned.rows.length > MEMBER_IMPORT_LIMITS.reviewRows,
      member_types: planned.memberTypes
        .filter((type) => !['owner', 'admin'].includes(type.key))
        .map((type) => type.name),
      import_key: form.mode === 'import' ? (form.import_key ?? null) : null,
    } satisfies MemberImportResult;
  }

  /**
   * Writes one batch in its own transaction, with the import's counters: a refused row was left out before, and
   * a row is written whole (account, membership, family, invitation) or, should the batch fail, not at all.
   */
  async function writeBatch(
    scope: TenantScope,
    member: MemberContext,
    context: { importId: number; passwordHash: string; families: Map<string, number>; invite: boolean },
    batch: PlannedRow[],
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const inTx = scope.within(tx);
      const at = now();
      const creates = batch.filter((row) => row.action === 'create');
      const accounts: NewUser[] = creates.map((row) => ({
        uid: newUid(),
        username: usernameFor(row.member.email),
        email: row.member.email,
        passwordHash: context.passwordHash,
        firstName: row.member.firstName,
        lastName: row.member.lastName,
        phone: row.member.phone,
        dob: row.member.birthDate,
        userType: 'nbu',
        currentBusinessId: scope.businessId,
      }));
      const created = new Map((await insertUsersBatch(tx, accounts)).map((row) => [row.email, row.id]));
      // An account made meanwhile with the same e-mail (a registration between dry run and import) is joined instead.
      const lost = creates.filter((row) => !created.has(row.member.email));
      const found = new Map(
        (
          await findUsersByEmails(
            tx,
            lost.map((row) => row.member.email),
          )
        ).map((a) => [a.email, a.id]),
      );
      const written = batch.flatMap((row) => {
        if (row.action === 'skip') return [];
        const userId = row.userId ?? created.get(row.member.email) ?? found.get(row.member.email);
        if (userId === undefined) throw new Error(`import: no account for row ${row.line}`);
        const action = row.action === 'create' && !created.has(row.member.email) ? ('add' as const) : row.action;
        return [{ row, userId, action }];
      });
      await upsertMembersBatch(
        inTx,
        written.map(({ row, userId }) => ({
          userId,
          memberTypeId: row.memberTypeId,
          familyId:
            row.member.familyName === null ? null : (context.families.get(row.member.familyName.toLowerCase()) ?? null),
        })),
        { by: member.user.id, at },
      );
      await fillBlankContacts(
        tx,
        written
          .filter(({ action }) => action !== 'create')
          .map(({ row, userId }) => ({ userId, phone: row.member.phone, dob: row.member.birthDate })),
        at,
      );
      if (context.invite) {
        for (const { row, action } of written) {
          if (action !== 'create' && action !== 'add') continue;
          await enqueueEmail(
            tx,
            importedMemberEmail(
              member.business,
              { email: row.member.email, firstName: row.member.firstName, newAccount: action === 'create' },
              config.publicUrl,
            ),
          );
        }
      }
      const counts = { create: 0, add: 0, update: 0, skip: 0 };
      for (const row of batch) if (row.action === 'skip') counts.skip += 1;
      for (const { action } of written) if (action !== 'refuse') counts[action] += 1;
      await addProgress(inTx, context.importId, counts);
    });
  }

  async function runImport(member: MemberContext, file: UploadedCsv, form: MemberImportForm, planned: Plan) {
    if (!form.import_key) throw fieldError('import_key', MEMBER_IMPORT_MESSAGES.importKey);
    if (planned.missing.length > 0)
      throw fieldError('mapping', MEMBER_IMPORT_MESSAGES.missing(labelsOf(planned.missing)));
    const refused = planned.rows.filter((row) => row.action === 'refuse').length;
    const started = await startImport(member.scope, {
      importKey: form.import_key,
      createdBy: member.user.id,
      fileName: file.fileName,
      totalRows: planned.rows.length,
      refused,
    });
    if (!started) throw conflict('import_key', MEMBER_IMPORT_MESSAGES.keyUsed);
    try {
      const writable = planned.rows.filter((row) => row.action !== 'refuse');
      const familyNames = writable
        .filter((row) => row.action !== 'skip')
        .flatMap((row) => (row.member.familyName === null ? [] : [row.member.familyName]));
      const families = await db.transaction((tx) => findOrCreateFamilies(member.scope.within(tx), familyNames));
      // No one knows this password: the person chooses theirs through the password reset. One hash per import.
      const passwordHash = await argon2.hash(randomBytes(32).toString('base64url'), PASSWORD_HASH_OPTIONS);
      const context = { importId: started.id, passwordHash, families, invite: form.send_invitations === 'true' };
      for (let start = 0; start < writable.length; start += MEMBER_IMPORT_LIMITS.batchRows) {
        await writeBatch(member.scope, member, context, writable.slice(start, start + MEMBER_IMPORT_LIMITS.batchRows));
        // PGlite answers in-process, so without this turn no other request (the progress poll) is even read
        // until the whole import is done.
        await nextTurn();
      }
      const finished = await finishImport(member.scope, started.id, 'done', now());
      return resultOf(file, form, planned, countsOf(finished ?? started));
    } catch (error) {
      await finishImport(member.scope, started.id, 'failed', now());
      throw error;
    }
  }

  return {
    async upload(member: MemberContext, file: UploadedCsv, form: MemberImportForm): Promise<MemberImportResult> {
      const planned = await plan(member, file, form);
      if (form.mode === 'preview') return resultOf(file, form, planned, countRows(planned.rows));
      return runImport(member, file, form, planned);
    },

    async progress(member: MemberContext, importKey: string): Promise<MemberImportProgress> {
      const row = await findImport(member.scope, importKey);
      if (!row) throw notFound('Import');
      return progressOf(row);
    },
  };
}

export type MemberImportService = ReturnType<typeof createMemberImportService>;
