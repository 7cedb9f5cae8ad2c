import { encode } from 'uqr';

/** A UPI payment link as the NPCI linking specification writes it: `upi://pay?pa=…&am=…&tr=…`. */
export const isUpiLink = (link: string): boolean => /^upi:\/\/pay\?/i.test(link);

/** The link's transaction reference (`tr`), which names the payment at the payee's provider; null without one. */
export function upiReference(link: string): string | null {
  if (!isUpiLink(link)) return null;
  return new URLSearchParams(link.slice(link.indexOf('?') + 1)).get('tr') || null;
}

/** A QR code as an SVG path over a `size`×`size` grid of modules, quiet zone included. */
export interface UpiQr {
  size: number;
  path: string;
}

/**
 * The QR code of a UPI link, drawn on the server so the storefront ships no QR encoder: one `M x y h1v1h-1z`
 * square per dark module, runs of dark modules on a row joined. Error correction M, as UPI apps print.
 */
export function upiQr(link: string): UpiQr {
  const border = 2;
  const { data, size } = encode(link, { ecc: 'M', border });
  const parts: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: parts.join('') };
}
