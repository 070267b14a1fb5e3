import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { MEMBER_IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES } from '@fairplay/contracts';
import { AppError, fieldError } from '../../errors.js';

/** A CSV file read: its header row and its data rows, each with its line in the file (the header is line 1). */
export interface CsvTable {
  headers: string[];
  rows: { line: number; values: string[] }[];
}

/** The spec's answer to a file that cannot be read (spec 3 section 8). */
export function unreadableFile(): AppError {
  return fieldError('file', MEMBER_IMPORT_MESSAGES.unreadable);
}

const DELIMITERS = [',', ';', '\t'] as const;

/** Spreadsheets export with a comma, a semicolon (where the comma is the decimal mark) or a tab: the header decides. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * Reads an uploaded CSV with csv-parse's streaming parser. Refused as unreadable: not UTF-8 text, binary content,
 * malformed quoting, no header row, or a header with no named column. Too many rows or columns answer their limit.
 */
export async function readCsv(content: Buffer): Promise<CsvTable> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    throw unreadableFile();
  }
  if (text.includes('\u0000')) throw unreadableFile();
  const parser = Readable.from([text]).pipe(
    parse({
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      max_record_size: 64 * 1024,
    }),
  );
  let headers: string[] | null = null;
  const rows: CsvTable['rows'] = [];
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (headers === null) {
        headers = record.map((cell) => cell.trim());
        if (headers.length > MEMBER_IMPORT_LIMITS.maxColumns)
          throw fieldError('file', MEMBER_IMPORT_MESSAGES.tooManyColumns);
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      if (rows.length >= MEMBER_IMPORT_LIMITS.maxRows) throw fieldError('file', MEMBER_IMPORT_MESSAGES.tooManyRows);
      rows.push({ line: info.lines, values: record });
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof AppError) throw error;
    throw unreadableFile();
  }
  if (headers === null || headers.every((header) => header === '')) throw unreadableFile();
  return { headers, rows };
}
