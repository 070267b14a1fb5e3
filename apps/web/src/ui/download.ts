import { fetchFile } from '../api/client';

/** Downloads a protected file (sent with the session headers) under `fileName`. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const blob = await fetchFile(path);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
