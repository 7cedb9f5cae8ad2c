/** Formatting and money helpers shared by the storefront and the server. */
import type { Locale } from './i18n/locales.ts';
import type { StoreWebTheme } from './stores/stores.schemas.ts';

/**
 * `123456.5` → `₹1,23,456.50`: the rupee symbol, Indian grouping (the last three digits, then pairs: lakh,
 * crore) and always two decimals, rounded to the paise (`toPaise`). Negatives read `-₹20.00`; an amount
 * that rounds to zero paise is `₹0.00`, never `-₹0.00`. The one money format of the storefront, the server's
 * pages, SMS texts and the invoice.
 */
export function formatRupees(amount: number): string {
  const paise = toPaise(amount);
  return `${paise < 0 ? '-' : ''}₹${groupIndian(Math.abs(paise))}`;
}

/**
 * The figures of `formatRupees` without the symbol: `123456.5` → `1,23,456.50` (the invoice's table, whose
 * columns are all money).
 */
export function formatRupeeFigures(amount: number): string {
  const paise = toPaise(amount);
  return `${paise < 0 ? '-' : ''}${groupIndian(Math.abs(paise))}`;
}

/**
 * Written out rather than left to `Intl.NumberFormat('en-IN')`, whose grouping depends on the locale data of
 * the runtime: a Node built with small ICU or an old phone's WebView falls back to `123,456.50` without a word.
 * Exact for any amount below ₹90 lakh crore (paise within Number.MAX_SAFE_INTEGER).
 */
function groupIndian(paise: number): string {
  const decimals = String(paise % 100).padStart(2, '0');
  return `${groupDigits(String(Math.floor(paise / 100)))}.${decimals}`;
}

/** A count as India writes it, `123456` → `1,23,456` (how many ratings); grouped as `formatRupees` groups. */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupDigits(String(Math.trunc(Math.abs(count))))}`;
}

/** Digits grouped the Indian way: the last three, then pairs (lakh, crore). */
function groupDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lakhsAndCrores = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${lakhsAndCrores},${digits.slice(-3)}`;
}

/**
 * Rupees (as the API speaks them) to integer paise (as the database keeps them), rounding half away from
 * zero on the decimal as written: 1.005 → 101, where `Math.round(1.005 * 100)` sees 100.49999… and gives 100.
 */
export function toPaise(rupees: number): number {
  const shifted = Number(`${Math.abs(rupees)}e2`);
  // `1e21e2` and `1e-7e2` are not numbers: such amounts round the plain way.
  const paise = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(rupees) * 100);
  return rupees < 0 && paise !== 0 ? -paise : paise;
}

/** Integer paise to rupees with two decimals. */
export function fromPaise(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * Discount percent shown on products: round((mrp − selling) / mrp × 100);
 * 0 when there is no discount or the prices are missing.
 */
export function discountPercent(mrp: number | null | undefined, sellingPrice: number | null | undefined): number {
  if (!mrp || sellingPrice == null) return 0;
  const discounted = mrp - sellingPrice;
  if (!discounted || discounted < 0) return 0;
  return Math.round((discounted / mrp) * 100);
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};

/**
 * `2026-11-02` or a Date → `2 November 2026` (day, full month name, year); in Hindi `2 नवंबर 2026`. The spec's
 * date format in English, and the way a Hindi reader writes the same date.
 */
export function formatDate(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? parseDateValue(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[locale][date.getMonth()]} ${date.getFullYear()}`;
}

/** An ISO date-time → `01:05 PM` in the reader's time zone (in Hindi `दोपहर 1:05 बजे`). */
export function formatTime(value: string | Date, locale: Locale = 'en'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return to12Hour(time, locale);
}

/** An ISO date-time → `2 November 2026, 01:05 PM` in the reader's time zone. */
export function formatDateTime(value: string | Date, locale: Locale = 'en'): string {
  const time = formatTime(value, locale);
  return time ? `${formatDate(value, locale)}, ${time}` : '';
}

/** A bare `YYYY-MM-DD` is a calendar date, not midnight UTC: read it in local time. */
function parseDateValue(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/**
 * Hindi says the part of the day rather than AM/PM: सुबह (from 4), दोपहर (from 12), शाम (from 4 PM),
 * रात (from 8 PM).
 */
function hindiPartOfDay(hours: number): string {
  if (hours >= 4 && hours < 12) return 'सुबह';
  if (hours >= 12 && hours < 16) return 'दोपहर';
  if (hours >= 16 && hours < 20) return 'शाम';
  return 'रात';
}

/**
 * 24-hour `HH:MM` → 12-hour with a two-digit hour: `13:05` → `01:05 PM`, `00:30` → `12:30 AM`; in Hindi
 * `13:05` → `दोपहर 1:05 बजे`, `21:00` → `रात 9:00 बजे`.
 */
export function to12Hour(time: string, locale: Locale = 'en'): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  if (locale === 'hi') return `${hindiPartOfDay(hours)} ${hour12}:${match[2]} बजे`;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${String(hour12).padStart(2, '0')}:${match[2]} ${suffix}`;
}

export type ShadeStep = 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900;
export type ThemeShades = Record<ShadeStep, string>;

/** Steps 100–400 mix in white by these fractions, 600–900 mix in black; 500 is the colour itself. */
const SHADE_MIX: Record<ShadeStep, { toward: 'white' | 'black' | 'none'; amount: number }> = {
  100: { toward: 'white', amount: 0.5 },
  200: { toward: 'white', amount: 0.25 },
  300: { toward: 'white', amount: 0.15 },
  400: { toward: 'white', amount: 0.05 },
  500: { toward: 'none', amount: 0 },
  600: { toward: 'black', amount: 0.05 },
  700: { toward: 'black', amount: 0.15 },
  800: { toward: 'black', amount: 0.25 },
  900: { toward: 'black', amount: 0.35 },
};

/** Shades 100–900 of a theme colour (`#rgb` or `#rrggbb`), as `#rrggbb`. */
export function themeShades(hex: string): ThemeShades {
  const rgb = parseHex(hex);
  const shades = {} as ThemeShades;
  for (const [step, mix] of Object.entries(SHADE_MIX)) {
    const target = mix.toward === 'white' ? 255 : 0;
    const mixed = rgb.map((channel) => Math.round(channel + (target - channel) * mix.amount));
    shades[Number(step) as ShadeStep] = toHex(mixed);
  }
  return shades;
}

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = parseHex(hex).map((c) => c / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** White or near-black, whichever reads better on the colour (WCAG contrast ratio). */
export function readableTextOn(hex: string): '#ffffff' | '#15171b' {
  const l = luminance(hex);
  return 1.05 / (l + 0.05) >= (l + 0.05) / (luminance('#15171b') + 0.05) ? '#ffffff' : '#15171b';
}

/**
 * A store's colours as CSS custom properties: `--color-primary-100` … `--color-neutral-900`, and the text
 * colours that read on buttons (`--on-accent`, on primary-800) and on badges and ribbons (`--on-secondary`, on
 * secondary-900). A colour that is not hex leaves its scale (and its text colour) at the app's default. The
 * server writes these into the page; the browser sets them only on a page it painted itself.
 */
export function themeVariables(
  theme: Pick<StoreWebTheme, 'primaryColor' | 'secondaryColor' | 'neutralColor'>,
): Record<string, string> {
  const variables: Record<string, string> = {};
  const scales = { primary: theme.primaryColor, secondary: theme.secondaryColor, neutral: theme.neutralColor };
  for (const [scale, hex] of Object.entries(scales)) {
    let shades: ThemeShades;
    try {
      shades = themeShades(hex);
    } catch {
      continue;
    }
    for (const [step, shade] of Object.entries(shades)) variables[`--color-${scale}-${step}`] = shade;
    if (scale === 'primary') variables['--on-accent'] = readableTextOn(shades[800]);
    if (scale === 'secondary') variables['--on-secondary'] = readableTextOn(shades[900]);
  }
  return variables;
}

/** `#rgb` or `#rrggbb` → [r, g, b] (0–255); throws on anything else. */
export function parseHex(hex: string): number[] {
  const clean = hex.trim().replace(/^#/, '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
