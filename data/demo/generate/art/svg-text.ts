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

/** The font size, at most `size` and at least 70 % of it, at which `text` fits in `maxWidth`. */
export function fittingSize(text: string, size: number, maxWidth: number): number {
  if (text.length * size * GLYPH_WIDTH <= maxWidth) return size;
  return Math.max(Math.floor(size * 0.7), Math.floor(maxWidth / (text.length * GLYPH_WIDTH)));
}

/**
 * One line of text that never spills out of `maxWidth`: long text first gets a smaller font,
 * then is squeezed with `textLength` as a last resort.
 */
export function fittedText(text: string, options: TextOptions): string {
  const { x, y, maxWidth, fill, weight = 700, anchor = 'middle', opacity } = options;
  const size = fittingSize(text, options.size, maxWidth);
  const squeeze =
    text.length * size * GLYPH_WIDTH > maxWidth ? ` textLength="${maxWidth}" lengthAdjust="spacingAndGlyphs"` : '';
  const fade = opacity === undefined ? '' : ` opacity="${opacity}"`;
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-size="${size}" font-weight="${weight}" fill="${fill}"${fade}${squeeze}>${escapeXml(text)}</text>`;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT_STACK}">${body}</svg>\n`;
}
