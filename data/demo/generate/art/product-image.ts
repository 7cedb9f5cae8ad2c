import { readableOn } from '../lib/colour.ts';
import { drawArt, type ArtKind } from './product-art.ts';
import { fittedText, svgDocument } from './svg-text.ts';

export interface ProductArt {
  kind: ArtKind;
  colour: string;
  label: string | null;
}

/** A 400×400 product photo stand-in: soft category background, the pack or produce, and its short name. */
export function productImageSvg(art: ProductArt, shortName: string, background: string): string {
  const body = [
    `<rect width="400" height="400" fill="${background}"/>`,
    '<circle cx="200" cy="186" r="142" fill="#fff" opacity=".6"/>',
    '<ellipse cx="200" cy="308" rx="112" ry="12" fill="#0f172a" opacity=".08"/>',
    drawArt(art.kind, { colour: art.colour, label: art.label, id: 'g' }),
    fittedText(shortName, { x: 200, y: 368, size: 28, maxWidth: 360, fill: '#1f2937' }),
  ];
  return svgDocument(400, 400, body.join(''));
}

/** A 400×400 category tile: the category's typical product on its colour, no text (the shop prints the name). */
export function categoryTileSvg(art: ProductArt, background: string): string {
  const body = [
    `<rect width="400" height="400" rx="36" fill="${background}"/>`,
    '<circle cx="200" cy="200" r="150" fill="#fff" opacity=".55"/>',
    '<ellipse cx="200" cy="318" rx="110" ry="12" fill="#0f172a" opacity=".08"/>',
    `<g transform="translate(0 10)">${drawArt(art.kind, { colour: art.colour, label: art.label, id: 'g' })}</g>`,
  ];
  return svgDocument(400, 400, body.join(''));
}

/** What the back of a pack prints, as the Legal Metrology rules ask of a packaged good. */
export interface PackLabel {
  brand: string;
  name: string;
  /** Net quantity as printed ("500 g"). */
  netQuantity: string;
  /** The MRP as printed ("₹120.00"). */
  mrp: string;
  makerKind: 'MANUFACTURER' | 'PACKER' | 'IMPORTER';
  makerName: string;
  country: string;
}

const makerLines: Record<PackLabel['makerKind'], string> = {
  MANUFACTURER: 'Mfd. by',
  PACKER: 'Packed by',
  IMPORTER: 'Imported by',
};

/**
 * A 400×400 second photo of a packed product: the back of its pack, a white label card in the pack's colour
 * with what the pack declares and a barcode, on the category's background.
 */
export function packLabelSvg(label: PackLabel, colour: string, background: string): string {
  const rows: [string, string][] = [
    ['Net quantity', label.netQuantity],
    ['MRP (incl. of all taxes)', label.mrp],
    [makerLines[label.makerKind], label.makerName],
    ['Country of origin', label.country],
  ];
  const text = (value: string, x: number, y: number, size: number, fill: string, weight = 400) =>
    fittedText(value, { x, y, size, maxWidth: 250, fill, weight, anchor: 'start' });
  const bars = Array.from({ length: 22 }, (_, i) => `M${128 + i * 6 + ((i * 7) % 3)} 318v32`).join('');
  const body = [
    `<rect width="400" height="400" fill="${background}"/>`,
    '<rect x="64" y="34" width="272" height="338" rx="14" fill="#0f172a" opacity=".08" transform="translate(6 6)"/>',
    '<rect x="64" y="34" width="272" height="338" rx="14" fill="#fff"/>',
    `<path d="M64 48q0-14 14-14h244q14 0 14 14v40H64z" fill="${colour}"/>`,
    fittedText(label.brand, { x: 200, y: 72, size: 24, maxWidth: 240, fill: readableOn(colour) }),
    text(label.name, 80, 120, 20, '#1f2937', 700),
    ...rows.flatMap(([name, value], i) => [
      text(name, 80, 152 + i * 40, 13, '#64748b'),
      text(value, 80, 170 + i * 40, 16, '#1f2937', 600),
    ]),
    `<path d="${bars}" stroke="#1f2937" stroke-width="3"/>`,
  ];
  return svgDocument(400, 400, body.join(''));
}
