import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as english } from '@haat/contract/i18n/compiled/en';
import { messages as hindi } from '@haat/contract/i18n/compiled/hi';
import { mockFetch } from '#src/testing/mock-fetch.ts';
import { renderRoute } from '#src/testing/render-app.tsx';
import { hindiI18n } from '#src/testing/i18n.ts';
import { makeAnnouncementBar, makeBootstrap, makeCategory, STORE_ID } from '#src/testing/store-fixtures.ts';
import { makeProduct, makeProductPage } from '#src/testing/product-fixtures.ts';
import { App } from '#src/app/app.tsx';
import { ComingSoonApp } from '#src/app/coming-soon-app.tsx';

/** The catalogue areas of the shell and the browsing screens (and the pack sizes they show). */
const AREAS = [
  'common',
  'empty',
  'shell',
  'home',
  'catalogue',
  'product',
  'search',
  'store',
  'policies',
  'offline',
  'ui',
  'units',
];

/**
 * The English words of those areas' messages (the fixed text between placeholders), each at least a word long
 * and not said the same way in Hindi (MRP, GST).
 */
const englishTexts = [
  ...new Set(
    Object.entries(english)
      .filter(([id]) => AREAS.includes(id.split('.')[0]!))
      .flatMap(([id, message]) => fragments(message).filter((text) => !fragments(hindi[id]).includes(text))),
  ),
].filter((text) => /[A-Za-z]{3}/.test(text));

function fragments(message: unknown): string[] {
  if (typeof message === 'string') return message.split(/[<>]/).map((part) => part.trim());
  if (!Array.isArray(message)) return [];
  return message.flatMap((token: unknown) =>
    typeof token === 'string'
      ? fragments(token)
      : Array.isArray(token) && typeof token[2] === 'object' && token[2] !== null
        ? Object.values(token[2] as Record<string, unknown>).flatMap(fragments)
        : [],
  );
}

/** The English of those areas still on the page: in its text, or in what it says to screen readers. */
function englishLeft(): string[] {
  const page = document.body.cloneNode(true) as HTMLElement;
  // The cart control is the cart's, which speaks Hindi from its own catalogue area.
  page.querySelectorAll('.cart-control, .stock-note').forEach((element) => element.remove());
  const attributes = [...page.querySelectorAll('*')].flatMap((element) =>
    ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription'].map((name) => element.getAttribute(name)),
  );
  const said = [page.textContent ?? '', ...attributes.filter((value) => value !== null)].join('\n');
  return englishTexts.filter((text) => new RegExp(`(^|[^A-Za-z])${escape(text)}($|[^A-Za-z])`).test(said));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const dairy = makeCategory({ name: 'दूध-दही' });
const paneer = makeProduct(
  { name: 'ताज़ा पनीर', brand: 'अमूल', description: 'नरम पनीर', isSubscribable: true, categoryId: dairy.id },
  { mrp: 90, sellingPrice: 76 },
);
const ghee = makeProduct({ name: 'देसी घी', brand: 'अमूल', categoryId: dairy.id, taxType: 'EXCLUSIVE', taxPercent: 5 });

function mockStore() {
  return mockFetch({
    '/api/categories': {
      body: [dairy, ...Array.from({ length: 8 }, (_, index) => makeCategory({ name: `श्रेणी ${index}` }))],
    },
    '/api/store-banners': {
      body: ['b1', 'b2'].map((name, index) => ({
        id: `00000000-0000-4000-8000-0000000000b${index}`,
        bannerPath: `/files/${name}.svg`,
        isActive: true,
        alt: null,
        link: null,
      })),
    },
    [`/api/store-customization/${STORE_ID}/announcement-bars`]: {
      body: [makeAnnouncementBar({ message: 'मुफ़्त डिलीवरी' })],
    },
    [`/api/faqs/${STORE_ID}`]: { body: { faqs: [{ q: 'डिलीवरी कब होगी?', a: 'शाम तक।' }] } },
    [`/api/store-customization/${STORE_ID}/testimonials`]: {
      body: [1, 2].map((index) => ({
        id: `00000000-0000-4000-8000-0000000000c${index}`,
        customerName: `ग्राहक ${index}`,
        message: 'बढ़िया',
        city: 'पुणे',
        imagePath: null,
        enabled: true,
        rating: 4.5,
      })),
    },
    '/api/products': { body: makeProductPage([paneer, ghee]) },
    [`/api/products/${paneer.id}`]: { body: paneer },
    [`/api/products/${ghee.id}`]: { body: ghee },
    '/api/search/products': { body: { ...makeProductPage([]), highestSellingPrice: 0, correctedQuery: null } },
    [`/api/stores/${STORE_ID}/policies`]: {
      body: { privacyPolicy: null, refundPolicy: null, shippingPolicy: null, termsConditions: null },
    },
  });
}

const inHindi = (path: string) => renderRoute(path, makeBootstrap({ locale: 'hi' }), hindiI18n);

afterEach(() => vi.unstubAllGlobals());

describe('the storefront in Hindi', () => {
  it('finds the English of its areas in a page that still has it', () => {
    render(<p aria-label="Search products">Load more</p>);
    expect(englishLeft()).toEqual(expect.arrayContaining(['Search products', 'Load more']));
  });

  it('shows home, the shell and the footer in Hindi', async () => {
    mockStore();
    inHindi('/');
    expect(await screen.findByRole('heading', { name: 'श्रेणी के हिसाब से ख़रीदें' })).toBeTruthy();
    expect(await screen.findByText('ताज़ा पनीर')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'अक्सर पूछे जाने वाले सवाल' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'हमारे ग्राहक क्या कहते हैं' })).toBeTruthy();
    expect(await screen.findByText('मुफ़्त डिलीवरी')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'लोकप्रिय सामान' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'और श्रेणियाँ देखें' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Demo Mart के ऑफ़र' })).toHaveLength(2);
    expect(screen.getAllByText('16% छूट').length).toBeGreaterThan(0);
    expect(screen.getAllByText('200 ग्राम').length).toBeGreaterThan(0);
    expect(screen.getByText('सुरक्षित भुगतान')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'सामान खोजें' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'ज़रूरी लिंक' }).textContent).toContain('होम');
    expect(screen.getByRole('link', { name: 'गोपनीयता नीति' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'संपर्क करें' })).toBeTruthy();
    expect(screen.getByText(/सर्वाधिकार सुरक्षित/)).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('shows a product in Hindi: saving, tax, rating, pack size and more from its category', async () => {
    mockStore();
    inHindi(`/product/${paneer.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'अमूल ताज़ा पनीर' })).toBeTruthy();
    expect(screen.getByText('अभी 16% बचाएँ')).toBeTruthy();
    expect(screen.getByText('सभी टैक्स शामिल')).toBeTruthy();
    expect(screen.getByLabelText('12 ग्राहकों ने 5 में से 4.5 रेटिंग दी')).toBeTruthy();
    expect(screen.getByText('(12 रेटिंग)')).toBeTruthy();
    expect(screen.getByText('200 ग्राम')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सब्सक्राइब करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इस सामान के बारे में' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'आपको ये भी पसंद आ सकते हैं' })).toBeTruthy();
    expect(await screen.findByText('देसी घी')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('names the GST added to a price', async () => {
    mockStore();
    inHindi(`/product/${ghee.id}`);
    expect(await screen.findByText('+ 5% GST')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('says a search found nothing, with its filters, in Hindi', async () => {
    mockStore();
    inHindi('/search?query=xyz');
    expect(await screen.findByText('कोई सामान नहीं मिला')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('xyz के लिए खोज के नतीजे');
    expect(screen.getByText('0 सामान')).toBeTruthy();
    expect(screen.getByText(/इस दुकान में/).textContent).toContain('से मिलता-जुलता कुछ नहीं है');
    const categories = screen.getByRole('navigation', { name: 'कोई श्रेणी देखें' });
    expect(within(categories).getByRole('link', { name: 'दूध-दही' }).getAttribute('href')).toContain(dairy.id);
    expect(screen.getAllByText('रेटिंग').length).toBeGreaterThan(0);
    expect(screen.getAllByText('4 स्टार और उससे ज़्यादा').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('option', { name: 'कीमत: कम से ज़्यादा' }).length).toBeGreaterThan(0);
    expect(englishLeft()).toEqual([]);
  });

  it.each([
    ['/category', 'सारा सामान', 'ताज़ा पनीर'],
    ['/privacypolicy', 'गोपनीयता नीति', 'गोपनीयता नीति उपलब्ध नहीं है'],
    ['/termsconditions', 'नियम और शर्तें', 'नियम और शर्तें उपलब्ध नहीं है'],
    ['/nowhere', 'नहीं मिला', 'दुकान पर वापस जाएँ'],
  ])('shows %s in Hindi', async (path, heading, shown) => {
    mockStore();
    inHindi(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(await screen.findByText(shown)).toBeTruthy();
    // The shell's own data has arrived too: the announcement and the footer's categories.
    expect(await screen.findByText('मुफ़्त डिलीवरी')).toBeTruthy();
    expect(await screen.findByRole('navigation', { name: 'लोकप्रिय श्रेणियाँ' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });

  it('says a policy the store has not written is not available', async () => {
    mockStore();
    inHindi('/refundPolicy');
    expect(await screen.findByText('रिफ़ंड नीति उपलब्ध नहीं है')).toBeTruthy();
    expect(screen.getByText('जानकारी के लिए कृपया दुकान से संपर्क करें।')).toBeTruthy();
  });

  it("puts the api client's own message into words in the error view", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    inHindi(`/product/${paneer.id}`);
    expect(await screen.findByText('दुकान से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इंटरनेट नहीं है' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toBeTruthy();
  });

  it('finds a store, and says a store is coming soon, in Hindi', () => {
    const { unmount } = render(<App state={{ kind: 'find-store' }} i18n={hindiI18n} />);
    expect(screen.getByRole('heading', { name: 'अपनी दुकान खोजें' })).toBeTruthy();
    expect(screen.getByLabelText('स्टोर आईडी')).toBeTruthy();
    expect(englishLeft()).toEqual([]);
    unmount();
    render(<ComingSoonApp i18n={hindiI18n} />);
    expect(screen.getByRole('heading', { name: 'जल्द आ रहा है' })).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});

describe("the api client's own messages in English", () => {
  it('says the store could not be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderRoute(`/product/${paneer.id}`);
    expect(await screen.findByText('Could not reach the store. Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Offline' })).toBeTruthy();
  });
});
