// Draws the favicon and touch icons (a white M on the brand blue) into public/, with no image library:
// `node build/generate-icons.mjs`. The output is committed; run it again only to change the drawing.
import fs from 'node:fs';
import path from 'node:path';
import { Buffer } from 'node:buffer';
import zlib from 'node:zlib';

const publicDir = path.resolve(import.meta.dirname, '../public');
const BLUE = [13, 110, 253];
const WHITE = [255, 255, 255];

/** Whether (x, y), in a 0..1 square, is on the M: two legs and two diagonals meeting in the middle. */
function onLetter(x, y) {
  const stroke = 0.13;
  if (y < 0.22 || y > 0.78) return false;
  if (x > 0.2 && x < 0.2 + stroke) return true;
  if (x > 0.8 - stroke && x < 0.8) return true;
  const t = (y - 0.22) / 0.36; // 0 at the top, 1 at the middle of the M
  if (t > 1) return false;
  const left = 0.2 + (0.5 - 0.2) * t;
  const right = 0.8 - (0.8 - 0.5) * t;
  return Math.abs(x - left) < stroke / 1.4 || Math.abs(x - right) < stroke / 1.4;
}

function pixels(size, rounded) {
  const radius = rounded ? 0.18 : 0;
  const rows = [];
  for (let py = 0; py < size; py += 1) {
    const row = [0]; // filter: none
    for (let px = 0; px < size; px += 1) {
      let hits = 0;
      let inside = 0;
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ]) {
        const x = (px + ox) / size;
        const y = (py + oy) / size;
        const cx = Math.min(Math.max(x, radius), 1 - radius);
        const cy = Math.min(Math.max(y, radius), 1 - radius);
        if (Math.hypot(x - cx, y - cy) <= radius || radius === 0) inside += 1;
        if (onLetter(x, y)) hits += 1;
      }
      const mix = hits / 4;
      const colour = BLUE.map((c, i) => Math.round(c + (WHITE[i] - c) * mix));
      row.push(...colour, Math.round((inside / 4) * 255));
    }
    rows.push(Buffer.from(row));
  }
  return Buffer.concat(rows);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rounded) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(pixels(size, rounded), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** An .ico holding PNG images (every browser since IE reads them). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

fs.mkdirSync(publicDir, { recursive: true });
fs.writeFileSync(
  path.join(publicDir, 'favicon.ico'),
  ico([16, 32, 48].map((size) => ({ size, data: png(size, true) }))),
);
// iOS rounds the corners itself and shows transparency as black: a full square.
fs.writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), png(180, false));
fs.writeFileSync(path.join(publicDir, 'icon-192.png'), png(192, true));
fs.writeFileSync(path.join(publicDir, 'icon-512.png'), png(512, true));
console.log(`Icons written to ${publicDir}`);
