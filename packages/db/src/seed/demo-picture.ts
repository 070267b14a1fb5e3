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
