import { deflateSync } from 'node:zlib';

/** Small PNG pictures drawn in code for the demo's profile pictures: nothing is downloaded or shipped as a file. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

type Rgb = readonly [number, number, number];

/**
 * A `size`×`size` RGB PNG: a disc shaded from `from` (top) to `to` (bottom) on a light background, with a lighter
 * band across it, so each demo person's picture is recognisably theirs.
 */
export function demoPortraitPng(from: Rgb, to: Rgb, size = 96): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  const radius = size * 0.46;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    const t = y / (size - 1);
    for (let x = 0; x < size; x += 1) {
      const inside = Math.hypot(x - centre, y - centre) <= radius;
      const band = Math.abs(y - size * 0.62) < size * 0.08;
      const colour: Rgb = inside
        ? ([0, 1, 2]
            .map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t + (band ? 40 : 0)))
            .map((v) => Math.min(255, v)) as unknown as Rgb)
        : [244, 246, 248];
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The demo club's image: a `width`×`height` RGB PNG of a hard court seen from above (blue court, green surround,
 * white lines and a net), drawn in code like the portraits.
 */
export function demoCourtPng(width = 320, height = 180): Buffer {
  const surround: Rgb = [46, 125, 50];
  const court: Rgb = [30, 96, 160];
  const line: Rgb = [250, 250, 250];
  const left = Math.round(width * 0.12);
  const right = width - 1 - left;
  const top = Math.round(height * 0.12);
  const bottom = height - 1 - top;
  const singles = Math.round((bottom - top) * 0.12);
  const service = Math.round((right - left) * 0.27);
  const middle = Math.round((left + right) / 2);
  const centre = Math.round((top + bottom) / 2);
  const near = (a: number, b: number) => Math.abs(a - b) <= 1;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inside = x >= left && x <= right && y >= top && y <= bottom;
      const inSingles = y >= top + singles && y <= bottom - singles;
      const isLine =
        inside &&
        (near(x, left) ||
          near(x, right) ||
          near(y, top) ||
          near(y, bottom) ||
          near(y, top + singles) ||
          near(y, bottom - singles) ||
          (inSingles && (near(x, left + service) || near(x, right - service))) ||
          (near(y, centre) && x >= left + service && x <= right - service));
      const isNet = near(x, middle) && y >= top - 6 && y <= bottom + 6;
      row.set(isNet || isLine ? line : inside ? court : surround, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
