import { createRequire } from 'node:module';
import type { Locale } from '@haat/contract/i18n/locales';
import PDFDocument from 'pdfkit';

/**
 * Every document embeds Noto Sans Devanagari (OFL), in English too: it has Latin, digits and the ₹ that the
 * 14 standard PDF fonts lack, and fontkit shapes its Devanagari (conjuncts, matras). Only the glyphs used are
 * embedded, a few tens of KB per document.
 */
const notoDevanagari = (weight: '400Regular' | '700Bold') =>
  createRequire(import.meta.url).resolve(
    `@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`,
  );

/** The two fonts every document has registered: `doc.font(REGULAR)`, `doc.font(BOLD)`. */
export const REGULAR = 'Regular';
export const BOLD = 'Bold';

export const PDF_MARGIN = 36;
/** A4's width in points. */
export const PDF_PAGE_WIDTH = 595.28;

/**
 * A new A4 document in `locale` with the fonts registered, and the file it becomes once `doc.end()` is
 * called (the invoice, the credit note, the shop's delivery sheet).
 */
export function startPdf(title: string, locale: Locale): { doc: PDFKit.PDFDocument; finished: Promise<Buffer> } {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { Title: title }, lang: locale });
  doc.registerFont(REGULAR, notoDevanagari('400Regular'));
  doc.registerFont(BOLD, notoDevanagari('700Bold'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}
