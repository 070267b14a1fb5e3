import { describe, expect, it } from 'vitest';
import { GIF_1PX, JPEG_HEAD, PNG_1PX } from '../../test/member-profile-kit.js';
import { detectPictureType } from './image-check.js';
import { isChildOn } from './member-rules.js';

/** A WebP header (RIFF, size, WEBP, VP8L chunk start), enough for the type check. */
const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L', 'latin1'),
  Buffer.alloc(18, 0),
]);

describe('detectPictureType', () => {
  it('names PNG, JPEG and WebP by their bytes', () => {
    expect(detectPictureType(PNG_1PX)).toBe('image/png');
    expect(detectPictureType(JPEG_HEAD)).toBe('image/jpeg');
    expect(detectPictureType(WEBP_HEAD)).toBe('image/webp');
  });

  it('refuses other images, pages and truncated headers', () => {
    expect(detectPictureType(GIF_1PX)).toBeNull();
    expect(detectPictureType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectPictureType(PNG_1PX.subarray(0, 8))).toBeNull();
    expect(detectPictureType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectPictureType(Buffer.alloc(0))).toBeNull();
  });
});

describe('isChildOn', () => {
  const now = new Date('2026-05-04T03:00:00Z'); // still May 3 in Chicago
  it('is true until the 18th birthday in the club time zone', () => {
    expect(isChildOn('2008-05-04', now, 'America/Chicago')).toBe(true);
    expect(isChildOn('2008-05-03', now, 'America/Chicago')).toBe(false);
    expect(isChildOn('2008-05-04', now, 'UTC')).toBe(false);
    expect(isChildOn(null, now, 'UTC')).toBe(false);
  });
});
