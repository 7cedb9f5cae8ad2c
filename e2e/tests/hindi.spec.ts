import type { Page } from '@playwright/test';
import { catalogues, translate, type MessageId, type MessageValues } from '@haat/contract/i18n/translate';
import { expect, snapshot, test, viewports } from '../fixtures.ts';
import { ashaInBengaluru } from '../address-dialog.ts';
import { newMobile } from '../login.ts';
import { openPage, untilAppRuns } from '../navigation.ts';

const STORE = 'demo';

/** A text as the Hindi page says it: the journey finds buttons and headings by the catalogue's own words. */
const hi = (id: MessageId, values?: MessageValues) => translate('hi', id, values);

/** The API as a Hindi page asks it: the storefront sends its page's language with every call. */
const inHindi = { headers: { 'accept-language': 'hi' } };

/**
 * Words written as they are in both languages: abbreviations on packs and bills, brand names, and the
 * language switch, which names English in English.
 */
const SAME_IN_BOTH = [
  'otp',
  'mrp',
  'gst',
  'gstin',
  'fssai',
  'cod',
  'upi',
  'haat',
  'javascript',
  'facebook',
  'instagram',
  'linkedin',
  'english',
];

/**
 * Every string value of a JSON answer, but not constants (`KG`, `ACTIVE`), which the page names in words; a
 * code with digits in it (a GSTIN) is printed as it is.
 */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!/^[A-Z_]+$/.test(value)) into.push(value);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/**
 * What the store itself wrote, as a Hindi page reads it (names, descriptions, banners and FAQs in the store's
 * Hindi; its name, customers' names and delivery labels as written), and what the journey types (the
 * address): content. Anything else in Latin letters on a Hindi page is a text the catalogues or the store's
 * Hindi missed.
 */
async function storeWords(page: Page, extra: string[]): Promise<{ words: Set<string>; phrases: string[] }> {
  const get = async (url: string) => (await (await page.request.get(url, inHindi)).json()) as unknown;
  const lookup = (await get(`/api/orgs/lookup?identifier=${STORE}&isFriendlyId=true`)) as {
    orgId: string;
    store: { id: string };
  };
  const storeId = lookup.store.id;
  const scope = `storeId=${storeId}&orgId=${lookup.orgId}`;
  const answers = await Promise.all(
    [
      `/api/products?${scope}&page=1&size=100`,
      `/api/categories?${scope}`,
      `/api/store-banners?${scope}`,
      `/api/store-customization/${storeId}/announcement-bars?${scope}`,
      `/api/store-customization/${storeId}/testimonials?${scope}`,
      `/api/faqs/${storeId}?${scope}`,
      `/api/store-themes/${storeId}/web-store-config?${scope}`,
      `/api/stores/${storeId}/shipping-config?${scope}`,
      `/api/delivery-slots?${scope}`,
      // The place the pincode look-up fills in is data too.
      `/api/pincodes/${ashaInBengaluru.pin}?${scope}`,
    ].map(get),
  );
  const text = [...stringsOf([lookup, answers]), ...extra].join(' ');
  const words = new Set([...SAME_IN_BOTH, ...(text.match(/[A-Za-z]+/g) ?? []).map((word) => word.toLowerCase())]);
  // The catalogue's own English phrases ("Cash on delivery"), unless the store's content says them too: a
  // phrase of common words the store also uses would pass the word check.
  const content = text.toLowerCase();
  const phrases = Object.entries(catalogues.en)
    .map(([id, compiled]) => [id, compiled as unknown[]] as const)
    .filter(
      ([id, compiled]) =>
        compiled.every((token) => typeof token === 'string') && compiled.join('') !== hi(id as MessageId),
    )
    .map(([, compiled]) => compiled.join(''))
    .filter((phrase) => phrase.includes(' ') && phrase.length >= 8 && !content.includes(phrase.toLowerCase()));
  return { words, phrases };
}

/** The Latin-letter words a shopper can see or hear on the page that are not the store's own. */
async function englishOnPage(page: Page, allowed: Allowed): Promise<string[]> {
  const text = await page.evaluate(() => {
    const parts = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) parts.push(element.getAttribute(name) ?? '');
    }
    return parts.join('\n');
  });
  const words = new Set((text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.words.has(word.toLowerCase())));
  return [...words, ...allowed.phrases.filter((phrase) => text.includes(phrase))];
}

type Allowed = Awaited<ReturnType<typeof storeWords>>;

async function expectAllHindi(page: Page, allowed: Allowed, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  expect(await englishOnPage(page, allowed), `English left on ${where}`).toEqual([]);
}

test.describe('A shopper in Hindi', () => {
  test('switches to हिंदी, then browses, searches, logs in, buys with cash on delivery and sees the order in Hindi', async ({
    page,
    login,
  }) => {
    test.slow(); // the main path end to end: home, search, product, login, cart, three steps, order, account
    await page.setViewportSize(viewports.mobile);
    const mobile = newMobile();
    const allowed = await storeWords(page, [...Object.values(ashaInBengaluru), 'asha@example.in', mobile]);

    // English first (the browser asks for nothing else); the top bar offers Hindi, named in Hindi.
    await openPage(page, `/${STORE}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'हिंदी' }).click()]);
    await untilAppRuns(page);
    await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
    await expectAllHindi(page, allowed, 'home');
    // The banners' art is drawn in Hindi too: each shows the Hindi image the store gave it, named in Hindi.
    const banners = page.getByRole('region', { name: hi('home.offers') }).locator('img.hero__image');
    await expect(banners.first()).toHaveAttribute('src', /\/banner-1-hi\.[0-9a-f]+\.svg$/);
    for (const alt of await banners.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      expect(alt).toMatch(/^[\u0900-\u097F]/);
    await snapshot(page, 'hindi-home-375');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'hindi-home-1280');
    await page.setViewportSize(viewports.mobile);

    // The choice is kept: a new page of the store comes from the server in Hindi. The shopper searches for a
    // product by a word of its Hindi name.
    const { products } = (await (
      await page.request.get(`/api/products?storeId=${await storeIdOf(page)}&page=1&size=1`, inHindi)
    ).json()) as { products: { id: string; name: string }[] };
    const product = products[0]!;
    expect(product.name).toMatch(/^[\u0900-\u097F]/);
    // Its page also shows what its pack declares: the maker's name and address, written as on the pack.
    const detail = await (
      await page.request.get(`/api/products/${product.id}?storeId=${await storeIdOf(page)}`, inHindi)
    ).json();
    for (const word of stringsOf(detail)
      .join(' ')
      .match(/[A-Za-z]+/g) ?? [])
      allowed.words.add(word.toLowerCase());
    const word = product.name.split(' ')[0]!;
    await page.getByRole('combobox', { name: hi('shell.searchProducts') }).fill(word);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${STORE}/search\\?`));
    await expect(page.getByRole('link', { name: product.name }).first()).toBeVisible();
    await expectAllHindi(page, allowed, 'search results');
    await snapshot(page, 'hindi-search-375');

    await openPage(page, `/${STORE}/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expectAllHindi(page, allowed, 'the product page');
    await snapshot(page, 'hindi-product-375');

    // A guest adding to the cart is asked to log in, in Hindi.
    await page
      .getByRole('button', { name: hi('cart.addToCart') })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login/);
    await expectAllHindi(page, allowed, 'login');
    // Logging in through the page is the login journey's subject; the checkout from a guest is checkout's.
    const shopper = await login(STORE, mobile);
    // The store's coupon codes (WELCOME50), offered in the cart, are its words, alike in both languages.
    const offers = await page.request.get(`/api/coupons?storeId=${shopper.storeId}`, {
      headers: { authorization: `Bearer ${shopper.token}` },
    });
    const { offers: codes } = (await offers.json()) as { offers: { code: string }[] };
    for (const { code } of codes)
      for (const word of code.match(/[A-Za-z]+/g) ?? []) allowed.words.add(word.toLowerCase());

    await openPage(page, `/${STORE}/product/${product.id}`);
    await page
      .getByRole('button', { name: hi('cart.addToCart') })
      .first()
      .click();
    await expect(page.getByText(hi('cart.added')).first()).toBeVisible();

    await page.goto(`/${STORE}/cart`);
    await expect(page.getByRole('heading', { name: hi('cart.title') })).toBeVisible();
    await expectAllHindi(page, allowed, 'the cart');
    await snapshot(page, 'hindi-cart-375');
    await page.getByRole('button', { name: hi('checkout.continue') }).click();

    // Delivery: a new address through the dialog, in Hindi; cash on delivery.
    await page.getByRole('button', { name: hi('ui.addAddress') }).click();
    const dialog = page.getByRole('dialog', { name: hi('address.addTitle') });
    await dialog.getByLabel(new RegExp(`^${hi('address.fieldName')}`)).fill(ashaInBengaluru.name);
    await dialog.getByLabel(new RegExp(`^${hi('address.fieldMobile')}`)).fill(ashaInBengaluru.mobile);
    await dialog
      .getByLabel(new RegExp(`^${hi('address.fieldAddress')}`))
      .first()
      .fill(ashaInBengaluru.address);
    await dialog.getByLabel(new RegExp(`^${hi('address.fieldPin')}`)).fill(ashaInBengaluru.pin);
    await expect(dialog.getByText(hi('address.lookingUpPin'))).toHaveCount(0);
    for (const [id, value] of [
      ['address.fieldCity', ashaInBengaluru.city],
      ['address.fieldState', ashaInBengaluru.state],
      ['address.fieldCountry', 'India'],
    ] as const) {
      const field = dialog.getByLabel(new RegExp(`^${hi(id)}`));
      if (!(await field.inputValue())) await field.fill(value);
    }
    await dialog.getByRole('radio', { name: hi('address.typeHome') }).check();
    await expectAllHindi(page, allowed, 'the address dialog');
    await dialog.getByRole('button', { name: hi('address.save'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('radio', { name: hi('payment.methodCod') }).check();
    await expectAllHindi(page, allowed, 'delivery and payment');
    await page.getByRole('button', { name: hi('checkout.continue') }).click();

    await expect(page.getByRole('button', { name: hi('checkout.placeOrder') })).toBeVisible();
    await expectAllHindi(page, allowed, 'the review');
    await snapshot(page, 'hindi-checkout-375');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'hindi-checkout-1280');
    await page.setViewportSize(viewports.mobile);
    await page.getByRole('button', { name: hi('checkout.placeOrder') }).click();

    // The order, then the account's orders.
    await expect(page).toHaveURL(new RegExp(`/${STORE}/order/[^/]+/status$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('HAAT-');
    // The order's number is a name, written as it is (its letters are not words).
    const orderNumber = /HAAT-[A-Z0-9-]+/.exec((await page.getByRole('heading', { level: 1 }).textContent()) ?? '')![0];
    // The account's list shows its last four characters (`#KTAK`), which may be a part of one of its words.
    for (const part of `${orderNumber} ${orderNumber.slice(-4)}`.match(/[A-Za-z]+/g) ?? []) {
      allowed.words.add(part.toLowerCase());
    }
    await expectAllHindi(page, allowed, 'the order page');
    await snapshot(page, 'hindi-order-375');
    await page.setViewportSize(viewports.desktop);
    await snapshot(page, 'hindi-order-1280');
    await page.setViewportSize(viewports.mobile);
    await page.goto(`/${STORE}/account/orders`);
    await expect(page.getByRole('row')).not.toHaveCount(0);
    await expectAllHindi(page, allowed, "the account's orders");
    await snapshot(page, 'hindi-account-orders-375');
  });
});

async function storeIdOf(page: Page): Promise<string> {
  const lookup = await page.request.get(`/api/orgs/lookup?identifier=${STORE}&isFriendlyId=true`);
  return ((await lookup.json()) as { store: { id: string } }).store.id;
}
