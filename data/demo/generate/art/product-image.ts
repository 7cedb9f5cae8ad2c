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
