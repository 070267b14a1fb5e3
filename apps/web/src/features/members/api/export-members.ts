import { endpoints, pathOf } from '@fairplay/contracts';
import { fetchDownload } from '../../../api/client';
import { filterQuery, type MemberFilters } from './useMembers';

/** The file name the server gave in Content-Disposition, or a plain one. */
function fileNameOf(response: Response): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'members.csv';
}

/**
 * Downloads GET reports/members for the filters with the session headers (the token is a header, not a cookie),
 * reporting the bytes received as they stream, then saves the file through a temporary link.
 */
export async function downloadMembersCsv(
  filters: MemberFilters,
  onProgress: (bytes: number) => void,
): Promise<{ fileName: string; bytes: number }> {
  const query = filterQuery(filters);
  const response = await fetchDownload(pathOf(endpoints.customers.exportCsv, undefined, query));
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  }
  const blob = new Blob(chunks, { type: 'text/csv;charset=utf-8' });
  const fileName = fileNameOf(response);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName, bytes };
}
