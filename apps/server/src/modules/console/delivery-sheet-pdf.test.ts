import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { DeliverySheet, SheetPack } from '@haat/contract/console/console-deliveries.schemas';
import type { Locale } from '@haat/contract/i18n/locales';
import { renderDeliverySheetPdf } from './delivery-sheet-pdf.ts';

const ghee: SheetPack = {
  variantId: '00000000-0000-4000-8000-000000000001',
  productName: 'Cow Ghee',
  weight: 1,
  weightUnit: 'LITRE',
  sku: 'demo-ghee',
};
const milk: SheetPack = {
  variantId: '00000000-0000-4000-8000-000000000002',
  productName: 'Toned Milk',
  weight: 500,
  weightUnit: 'ML',
  sku: 'demo-milk',
};
const door = (name: string, pin: string, pack: SheetPack, quantity: number) => ({
  subscriptionId: '00000000-0000-4000-8000-0000000000aa',
  name,
  mobile: '9876543210',
  address: '12, 4th Cross, Indiranagar, Bengaluru',
  pin,
  pack,
  quantity,
});

const sheet: DeliverySheet = {
  date: '2026-11-29',
  slots: [
    {
      slot: { startTime: '07:00', endTime: '09:00' },
      deliveries: [door('Asha Rao', '560038', milk, 2), door('Meera Iyer', '560041', ghee, 1)],
    },
    { slot: null, deliveries: [door('Bina Das', '560001', milk, 3)] },
  ],
  load: [
    { ...ghee, quantity: 1 },
    { ...milk, quantity: 5 },
  ],
  deliveryCount: 3,
};

async function textOf(pdf: Promise<Buffer>): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(await pdf));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const render = (locale: Locale, of = sheet) => textOf(renderDeliverySheetPdf(of, 'Sharma General Store', locale));

describe('the delivery sheet PDF', () => {
  it('prints the day, what to load and each slot’s doors, in English', async () => {
    const text = await render('en');
    for (const expected of [
      'Deliveries for Sunday, 29 November 2026',
      'Sharma General Store · 3 deliveries',
      'To load Pack size SKU Qty',
      'Cow Ghee 1 L demo-ghee 1',
      'Toned Milk 500 ml demo-milk 5',
      '07:00 AM – 09:00 AM · 2 deliveries',
      '# Customer Address Pincode Item Qty Done',
      '1 Asha Rao 9876543210 12, 4th Cross, Indiranagar, Bengaluru 560038 Toned Milk 500 ml 2',
      '2 Meera Iyer 9876543210',
      'No slot chosen · 1 delivery',
      '1 Bina Das',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  // Extracted text comes in the glyphs' order, where a shaped ि stands before its consonant and some
  // conjuncts come apart (as the invoice's tests say): the words checked here have neither.
  it('prints its labels in Hindi, the shop’s data as written', async () => {
    const text = await render('hi');
    for (const expected of [
      '29 नवंबर 2026 की',
      'गाड़ी में रखें पैक SKU मात्रा',
      'Cow Ghee 1 लीटर demo-ghee 1',
      'सुबह 7:00 बजे – सुबह 9:00 बजे · 2',
      'पता',
      'सामान मात्रा हो गया',
      'समय नहीं चुना · 1',
      '1 Asha Rao 9876543210 12, 4th Cross, Indiranagar, Bengaluru 560038',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const english of ['To load', 'Deliveries', 'Customer', 'No slot']) expect(text).not.toContain(english);
  });

  it('says so when the day has no deliveries', async () => {
    const text = await render('en', { date: '2026-11-29', slots: [], load: [], deliveryCount: 0 });
    expect(text).toContain('No subscription deliveries on this day.');
    expect(text).not.toContain('To load');
  });
});
