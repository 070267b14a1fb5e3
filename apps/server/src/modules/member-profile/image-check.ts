import type { PictureType } from '@fairplay/contracts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBP', 'latin1');

/**
 * The image type the bytes themselves say (PNG, JPEG or WebP), or null. The name and the content type the browser
 * sent are never believed: a file is served with the type found here, so an HTML page renamed .png stays refused.
 */
export function detectPictureType(content: Buffer): PictureType | null {
  if (content.length >= 33 && content.subarray(0, 8).equals(PNG)) return 'image/png';
  if (content.length >= 4 && content.subarray(0, 3).equals(JPEG)) return 'image/jpeg';
  if (content.length >= 16 && content.subarray(0, 4).equals(RIFF) && content.subarray(8, 12).equals(WEBP)) {
    return 'image/webp';
  }
  return null;
}
