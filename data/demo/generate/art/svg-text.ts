import { escapeXml } from '../lib/text.ts';

/** The system font stack every generated SVG uses (set once on the root element). */
export const FONT_STACK = 'Inter, Segoe UI, Roboto, Arial, sans-serif';

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  maxWidth: number;
  fill: string;
  weight?: number;
  anchor?: 'start' | 'middle';
  opacity?: number;
}

/** Average glyph width as a share of the font size for bold sans-serif text (a fair estimate). */
const GLYPH_WIDTH = 0.58;

/** Devanagari's vowel signs and other marks: drawn on or beside a letter, they add little width of their own. */
const DEVANAGARI_MARKS = /[\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963]/gu;
const DEVANAGARI_LETTERS = /[\u0904-\u0939\u0958-\u0961\u0966-\u097f]/gu;

/**
 * How many average glyphs wide `text` draws: a character each, but Devanagari's marks count for little and
 * its letters for a little more than a Latin one (the Hindi banners).
 */
function glyphCount(text: string): number {
  const marks = text.match(DEVANAGARI_MARKS)?.length ?? 0;
  const letters = text.match(DEVANAGARI_LETTERS)?.length ?? 0;
  return text.length - marks * 0.8 + letters * 0.15;
}

/** The font size, at most `size` and at least 70 % of it, at which `text` fits in `maxWidth`. */
export function fittingSize(text: string, size: number, maxWidth: number): number {
  const glyphs = glyphCount(text);
  if (glyphs * size * GLYPH_WIDTH <= maxWidth) return size;
  return Math.max(Math.floor(size * 0.7), Math.floor(maxWidth / (glyphs * GLYPH_WIDTH)));
}

/**
 * One line of text that never spills out of `maxWidth`: long text first gets a smaller font,
 * then is squeezed with `textLength` as a last resort.
 */
export function fittedText(text: string, options: TextOptions): string {
  const { x, y, maxWidth, fill, weight = 700, anchor = 'middle', opacity } = options;
  const size = fittingSize(text, options.size, maxWidth);
  const squeeze =
    glyphCount(text) * size * GLYPH_WIDTH > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const fade = opacity === undefined ? '' : ` opacity="${opacity}"`;
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="${size}" font-weight="${weight}" fill="${fill}"${fade}${squeeze}>${escapeXml(text)}</text>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_STACK}">${body}</svg>\n`;
}
