import { crc32, deflateSync } from 'node:zlib';
import { parseHex, readableTextOn } from '@haat/contract/format';

/**
 * A store's home-screen icon as a PNG: the store's primary colour, full bleed, with a shopping bag in the
 * colour that reads best on it. Installing needs square PNGs of 192 and 512 px, and a store's logo is an SVG
 * of any shape; drawing the icon needs no image library and no file (docs/decisions/022). The bag sits inside
 * the middle 60 %, so the same picture serves as a maskable icon (the safe zone is the middle 80 %).
 */
export function renderAppIcon(size: number, primaryColor: string): Buffer {
  const background = safeRgb(primaryColor, [15, 118, 110]);
  const ink = parseHex(readableTextOn(toHex(background)));
  const rowBytes = size * 3 + 1;
  const pixels = Buffer.alloc(rowBytes * size);
  for (let y = 0; y < size; y++) {
    pixels[y * rowBytes] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const coverage = bagCoverage((x + 0.5) / size, (y + 0.5) / size, 1 / size);
      for (let c = 0; c < 3; c++) {
        pixels[y * rowBytes + 1 + x * 3 + c] = Math.round(background[c]! + (ink[c]! - background[c]!) * coverage);
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How much of the pixel at (x, y) (0–1 of the side) the bag covers, smoothed over one pixel's width. */
function bagCoverage(x: number, y: number, pixel: number): number {
  // The bag's body: a rounded rectangle; its handle: the upper half of a ring above it.
  const body = roundedBox(x - 0.5, y - 0.575, 0.2, 0.155, 0.035);
  const ring = Math.abs(Math.hypot(x - 0.5, y - 0.42) - 0.09) - 0.022;
  const handle = y <= 0.42 ? ring : Infinity;
  const distance = Math.min(body, handle);
  return Math.min(1, Math.max(0, 0.5 - distance / pixel));
}

/** Signed distance from a point to a box centred at the origin (half sizes `w`, `h`, corner radius `r`). */
function roundedBox(px: number, py: number, w: number, h: number, r: number): number {
  const qx = Math.abs(px) - w + r;
  const qy = Math.abs(py) - h + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function safeRgb(hex: string, fallback: number[]): number[] {
  try {
    return parseHex(hex);
  } catch {
    return fallback;
  }
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
