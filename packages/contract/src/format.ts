/** Formatting and money helpers shared by the storefront and the server. */

const rupeeFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1234.5` → `₹1,234.50` (Indian digit grouping, always two decimals). */
export function formatRupees(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}₹${rupeeFormat.format(Math.abs(amount))}`;
}

/** Rupees (as the API speaks them) to integer paise (as the database keeps them). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
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

const MONTHS = [
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
] as const;

/** `2026-11-02` or a Date → `2 November 2026` (day, full English month name, year). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? parseDateValue(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** An ISO date-time → `01:05 PM` in the reader's time zone. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return to12Hour(`${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`);
}

/** An ISO date-time → `2 November 2026, 01:05 PM` in the reader's time zone. */
export function formatDateTime(value: string | Date): string {
  const time = formatTime(value);
  return time ? `${formatDate(value)}, ${time}` : '';
}

/** A bare `YYYY-MM-DD` is a calendar date, not midnight UTC: read it in local time. */
function parseDateValue(value: string): Date {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]));
  return new Date(value);
}

/** 24-hour `HH:MM` → 12-hour with a two-digit hour: `13:05` → `01:05 PM`, `00:30` → `12:30 AM`. */
export function to12Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
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

function parseHex(hex: string): number[] {
  const clean = hex.trim().replace(/^#/, '');
  const full = clean.length === 3 ? [...clean].map((c) => c + c).join('') : clean;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

function toHex(rgb: number[]): string {
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
