import { shade } from '../lib/colour.ts';
import { initials } from '../lib/text.ts';
import { drawArt } from './product-art.ts';
import type { ProductArt } from './product-image.ts';
import { fittedText, fittingSize, svgDocument } from './svg-text.ts';

export interface BrandColours {
  primary: string;
  secondary: string;
}

export type LogoIcon = 'basket' | 'milk';

const icons: Record<LogoIcon, (colours: BrandColours) => string> = {
  basket: ({ primary, secondary }) =>
    `<circle cx="50" cy="52" r="14" fill="${secondary}"/><circle cx="76" cy="50" r="12" fill="#ef4444"/><path d="M78 38q8-10 18-8q-4 10-18 8z" fill="#4ade80"/><path d="M44 58L58 30M84 58L70 30" stroke="#fff" stroke-width="7" stroke-linecap="round"/><path d="M20 58h88l-11 44q-2 8-10 8H41q-8 0-10-8z" fill="#fff"/><path d="M48 70v28M64 70v28M80 70v28" stroke="${primary}" stroke-width="6" stroke-linecap="round"/>`,
  milk: ({ primary, secondary }) =>
    `<rect x="50" y="14" width="28" height="12" rx="4" fill="${secondary}"/><path d="M52 26h24v12q16 8 16 26v42q0 8-8 8H44q-8 0-8-8V64q0-18 16-26z" fill="#fff"/><path d="M36 78q14-9 28 0t28 0v28q0 8-8 8H44q-8 0-8-8z" fill="${shade(primary, 0.55)}"/><circle cx="64" cy="94" r="9" fill="${primary}"/>`,
};

/** Square 128 logo: the shop's icon on a rounded tile of its primary colour. */
export function logoSvg(icon: LogoIcon, colours: BrandColours): string {
  const tile = `<rect width="128" height="128" rx="28" fill="${colours.primary}"/><rect x="6" y="6" width="116" height="116" rx="23" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="3"/>`;
  return svgDocument(128, 128, tile + icons[icon](colours));
}

/** 64 px favicon: the logo drawn at half size. */
export function faviconSvg(icon: LogoIcon, colours: BrandColours): string {
  return logoSvg(icon, colours).replace('width="128" height="128"', 'width="64" height="64"');
}

const avatarColours = ['#0f766e', '#7c3aed', '#db2777', '#ea580c', '#2563eb', '#65a30d', '#0891b2', '#9333ea'];

/** A 128 round avatar with the customer's initials; `index` picks its colour. */
export function avatarSvg(name: string, index: number): string {
  const colour = avatarColours[index % avatarColours.length] ?? '#0f766e';
  const body = `<circle cx="64" cy="64" r="64" fill="${colour}"/><circle cx="64" cy="64" r="56" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/><text x="64" y="81" text-anchor="middle" font-size="48" font-weight="700" fill="#fff">${initials(name)}</text>`;
  return svgDocument(128, 128, body);
}

/** What a banner says, in one language. */
export interface BannerCopy {
  eyebrow: string;
  headline: [string, string];
  subline: string;
  cta: string;
}

export interface BannerSpec extends BannerCopy {
  art: [ProductArt, ProductArt, ProductArt];
  /** The same banner's copy in Hindi, drawn as its Hindi image (the products' pack labels stay as printed). */
  hi: BannerCopy;
}

/**
 * Fonts with Devanagari before the stack's Latin ones, for a Hindi banner: a browser drawing an SVG image
 * uses the first it has, and these are the ones Android, Windows and most Linux desktops carry.
 */
const DEVANAGARI_FONTS = 'Noto Sans Devanagari, Nirmala UI, Mangal';

/**
 * 1200×400 home banner: gradient in the store's colours, copy on the left, three products on the right;
 * in English, or with `language` 'hi' the same art with the Hindi copy.
 */
export function bannerSvg(spec: BannerSpec, colours: BrandColours, language: 'en' | 'hi' = 'en'): string {
  const copy: BannerCopy = language === 'hi' ? spec.hi : spec;
  const { primary, secondary } = colours;
  const places: [number, number, number][] = [
    [790, 215, 0.82],
    [985, 150, 0.62],
    [1080, 292, 0.5],
  ];
  const products = spec.art
    .map((art, i) => {
      const [x, y, s] = places[i] ?? [0, 0, 1];
      const drawn = drawArt(art.kind, { colour: art.colour, label: art.label, id: `a${i}` });
      return `<circle cx="${x}" cy="${y}" r="${Math.round(150 * s)}" fill="#fff" opacity=".92"/><g transform="translate(${x - 200 * s} ${y - 190 * s}) scale(${s})">${drawn}</g>`;
    })
    .join('');
  // Both headline lines share one size, set by the longer line.
  const headlineSize = Math.min(...copy.headline.map((line) => fittingSize(line, 54, 580)));
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${shade(primary, -0.35)}"/></linearGradient></defs>`,
    '<rect width="1200" height="400" fill="url(#bg)"/>',
    `<circle cx="1080" cy="40" r="210" fill="${secondary}" opacity=".2"/><circle cx="640" cy="420" r="160" fill="#fff" opacity=".07"/><circle cx="40" cy="-20" r="120" fill="#fff" opacity=".06"/>`,
    `<path d="M0 360q300-40 600 0t600 0v40H0z" fill="#000" opacity=".08"/>`,
    products,
    fittedText(copy.eyebrow.toUpperCase(), {
      x: 80,
      y: 100,
      size: 22,
      maxWidth: 520,
      fill: secondary,
      anchor: 'start',
    }),
    ...copy.headline.map((line, i) =>
      fittedText(line, {
        x: 80,
        y: 166 + 60 * i,
        size: headlineSize,
        maxWidth: 580,
        fill: '#fff',
        weight: 800,
        anchor: 'start',
      }),
    ),
    fittedText(copy.subline, {
      x: 80,
      y: 274,
      size: 24,
      maxWidth: 560,
      fill: '#fff',
      weight: 500,
      anchor: 'start',
      opacity: 0.9,
    }),
    `<rect x="80" y="302" width="190" height="54" rx="27" fill="${secondary}"/>`,
    fittedText(copy.cta, { x: 175, y: 337, size: 22, maxWidth: 160, fill: shade(primary, -0.45) }),
  ];
  const svg = svgDocument(1200, 400, body.join(''));
  return language === 'hi' ? svg.replace('font-family="', `font-family="${DEVANAGARI_FONTS}, `) : svg;
}
