import { readableOn, shade } from '../lib/colour.ts';
import { fittedText } from './svg-text.ts';

/** The shape a product is drawn as: produce, or the pack it is sold in. */
export const artKinds = [
  'round',
  'tomato',
  'onion',
  'tuber',
  'long',
  'banana',
  'leafy',
  'sack',
  'pouch',
  'packet',
  'box',
  'bottle',
  'jar',
  'carton',
  'milkpouch',
  'tub',
  'block',
  'loaf',
  'eggs',
  'can',
  'tube',
  'bar',
  'laddoo',
  'katli',
  'nuts',
] as const;
export type ArtKind = (typeof artKinds)[number];

export interface ArtInput {
  /** The main colour of the produce or pack. */
  colour: string;
  /** Brand printed on the pack's label; produce has none. */
  label: string | null;
  /** Prefix for gradient ids, unique within one SVG document. */
  id: string;
}

/**
 * Each drawer paints into a 400×400 box, centred near (200, 190) and resting on y ≈ 300,
 * so the same art serves product images, category tiles and banners.
 */
type Drawer = (input: ArtInput) => string;

const gradient = (id: string, colour: string) =>
  `<defs><radialGradient id="${id}" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="${shade(colour, 0.3)}"/><stop offset="1" stop-color="${shade(colour, -0.18)}"/></radialGradient></defs>`;

const ink = (colour: string) => shade(colour, readableOn(colour) === '#ffffff' ? -0.3 : -0.6);

/** The brand on a white label, in the pack's own colour. */
const label = (input: ArtInput, y: number, maxWidth: number, size = 24, x = 200) =>
  input.label ? fittedText(input.label, { x, y, size, maxWidth, fill: ink(input.colour) }) : '';

const zigzag = (x1: number, x2: number, y: number, depth: number) => {
  let d = `M${x1} ${y}`;
  for (let x = x1; x < x2; x += 12) d += `l6 ${-depth}l6 ${depth}`;
  return `<path d="${d}z" fill="currentColor"/>`;
};

/** A five-pointed green crown for tomatoes, flattened as seen from the side. */
function calyx(cx: number, cy: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 === 0 ? 40 : 11;
    return `${Math.round(cx + radius * Math.cos(angle))} ${Math.round(cy + radius * Math.sin(angle) * 0.45)}`;
  });
  return `M${points.join('L')}z`;
}

const drawers: Record<ArtKind, Drawer> = {
  round: ({ colour, id }) =>
    `${gradient(id, colour)}<circle cx="200" cy="192" r="98" fill="url(#${id})"/><ellipse cx="160" cy="152" rx="26" ry="14" fill="#fff" opacity=".35" transform="rotate(-35 160 152)"/><path d="M200 98q2-20 14-30" stroke="#6b4f2a" stroke-width="7" fill="none" stroke-linecap="round"/><path d="M210 86c20-26 52-28 70-14c-20 24-50 28-70 14z" fill="#22a34a"/>`,
  tomato: ({ colour, id }) =>
    `${gradient(id, colour)}<ellipse cx="200" cy="196" rx="106" ry="92" fill="url(#${id})"/><ellipse cx="158" cy="156" rx="24" ry="12" fill="#fff" opacity=".35" transform="rotate(-30 158 156)"/><path d="${calyx(200, 110)}" fill="#15803d"/><path d="M200 108v-20" stroke="#166534" stroke-width="7" stroke-linecap="round"/>`,
  onion: ({ colour, id }) =>
    `${gradient(id, colour)}<path d="M200 78C214 112 300 128 300 200c0 58-44 96-100 96s-100-38-100-96c0-72 86-88 100-122z" fill="url(#${id})"/><path d="M200 86c-34 56-50 146-24 206M200 86c34 56 50 146 24 206M200 86v208" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none"/><path d="M200 80l-6-20M186 296l-8 12M200 296v14M214 296l8 12" stroke="#8b6b4a" stroke-width="4" stroke-linecap="round"/>`,
  tuber: ({ colour, id }) =>
    `${gradient(id, colour)}<path d="M108 180c0-56 48-84 104-82c60 2 92 40 88 90c-4 56-44 96-104 98c-56 2-88-48-88-106z" fill="url(#${id})"/><g fill="${shade(colour, -0.35)}"><circle cx="160" cy="160" r="5"/><circle cx="236" cy="146" r="4"/><circle cx="256" cy="214" r="5"/><circle cx="186" cy="238" r="4"/><circle cx="140" cy="214" r="3"/></g><ellipse cx="168" cy="134" rx="22" ry="10" fill="#fff" opacity=".3" transform="rotate(-20 168 134)"/>`,
  long: ({ colour, id }) =>
    `${gradient(id, colour)}<g transform="rotate(-28 200 190)"><path d="M58 190C120 164 258 150 318 160c20 4 20 56 0 60C258 230 120 216 58 190z" fill="url(#${id})"/><path d="M150 178q60-12 120-14" stroke="#fff" stroke-opacity=".35" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M328 172l38-26M332 190h44M328 208l38 26" stroke="#22a34a" stroke-width="10" stroke-linecap="round"/></g>`,
  banana: ({ colour, id }) =>
    `${gradient(id, colour)}<g fill="url(#${id})" stroke="${shade(colour, -0.35)}" stroke-width="3"><path id="${id}b" d="M96 112c16 112 118 178 232 126c7-3 4-15-4-13c-92 22-170-22-198-116c-3-9-31-9-30 3z"/><use href="#${id}b" transform="translate(8 26)"/><use href="#${id}b" transform="translate(16 52)"/></g><rect x="88" y="92" width="22" height="28" rx="5" fill="#6b4f2a"/>`,
  leafy: ({ colour, id }) => {
    const angles = [-36, -18, 0, 18, 36];
    const leaves = angles
      .map((a) => `<ellipse cx="200" cy="160" rx="34" ry="88" transform="rotate(${a} 200 292)"/>`)
      .join('');
    const ribs = angles.map((a) => `<path d="M200 250V86" transform="rotate(${a} 200 292)"/>`).join('');
    return `${gradient(id, colour)}<path d="M186 250l-8 50M200 250v52M214 250l8 50" stroke="#3f6212" stroke-width="7"/><g fill="url(#${id})">${leaves}</g><g stroke="#fff" stroke-opacity=".4" stroke-width="3">${ribs}</g><rect x="176" y="262" width="48" height="14" rx="5" fill="#dc2626"/>`;
  },
  sack: (input) =>
    `${gradient(input.id, input.colour)}<path d="M118 98Q200 80 282 98L300 298Q200 316 100 298Z" fill="url(#${input.id})"/><path d="M118 98Q200 80 282 98L276 70Q200 56 124 70Z" fill="${shade(input.colour, -0.3)}"/><rect x="134" y="150" width="132" height="94" rx="14" fill="#fff"/>${label(input, 200, 112)}<rect x="164" y="218" width="72" height="7" rx="3" fill="${input.colour}"/>`,
  pouch: (input) =>
    `${gradient(input.id, input.colour)}<path d="M130 86h140l12 214H118z" fill="url(#${input.id})"/><g color="${shade(input.colour, -0.3)}"><path d="M130 86h140v-10H130z" fill="currentColor"/>${zigzag(130, 270, 76, 8)}</g><rect x="138" y="116" width="124" height="62" rx="10" fill="#fff"/>${label(input, 156, 108)}<circle cx="200" cy="240" r="38" fill="${shade(input.colour, 0.55)}"/><g fill="${shade(input.colour, -0.1)}"><circle cx="188" cy="232" r="6"/><circle cx="210" cy="236" r="6"/><circle cx="198" cy="252" r="6"/><circle cx="216" cy="254" r="5"/></g>`,
  packet: (input) => {
    const dark = shade(input.colour, -0.3);
    return `${gradient(input.id, input.colour)}<path d="M112 82h176q16 108 0 216H112q-16-108 0-216z" fill="url(#${input.id})"/><g color="${dark}"><path d="M112 82h176v-8H112z" fill="currentColor"/>${zigzag(112, 288, 74, 8)}<path d="M112 298h176v8H112z" fill="currentColor"/></g><path d="M112 246q44-24 88 0t88 0v52H112z" fill="${dark}" opacity=".45"/><circle cx="200" cy="170" r="60" fill="#fff"/>${label(input, 178, 104, 22)}`;
  },
  box: (input) =>
    `${gradient(input.id, input.colour)}<path d="M128 100l30-28h140l-30 28z" fill="${shade(input.colour, 0.3)}"/><path d="M268 100l30-28v200l-30 28z" fill="${shade(input.colour, -0.3)}"/><rect x="128" y="100" width="140" height="200" fill="url(#${input.id})"/><rect x="138" y="140" width="120" height="70" rx="8" fill="#fff"/>${label(input, 183, 104)}<circle cx="198" cy="256" r="24" fill="#fff" opacity=".35"/>`,
  bottle: (input) =>
    `${gradient(input.id, input.colour)}<rect x="178" y="46" width="44" height="26" rx="6" fill="${shade(input.colour, -0.35)}"/><path d="M184 70h32v26q44 14 44 56v138q0 14-14 14h-92q-14 0-14-14V152q0-42 44-56z" fill="url(#${input.id})"/><rect x="140" y="176" width="120" height="76" fill="#fff"/>${label(input, 222, 104)}<rect x="152" y="118" width="10" height="46" rx="5" fill="#fff" opacity=".4"/>`,
  jar: (input) =>
    `${gradient(input.id, input.colour)}<rect x="142" y="78" width="116" height="32" rx="8" fill="${shade(input.colour, -0.35)}"/><rect x="128" y="104" width="144" height="198" rx="30" fill="url(#${input.id})"/><rect x="128" y="168" width="144" height="76" fill="#fff"/>${label(input, 214, 124)}<rect x="142" y="118" width="12" height="40" rx="6" fill="#fff" opacity=".4"/>`,
  carton: (input) =>
    `${gradient(input.id, input.colour)}<path d="M190 88l40-20 52 40-40 20z" fill="${shade(input.colour, 0.25)}"/><path d="M242 128l40-20v174l-40 18z" fill="${shade(input.colour, -0.3)}"/><path d="M138 128l52-40 52 40v172H138z" fill="url(#${input.id})"/><path d="M186 88l40-20v-12l-40 20z" fill="${shade(input.colour, -0.2)}"/><path d="M138 196q26-14 52 0t52 0v104H138z" fill="#fff"/>${label(input, 252, 92, 22)}`,
  milkpouch: (input) =>
    `${gradient(input.id, input.colour)}<path d="M118 90q82-16 164 0q18 106 0 212q-82 14-164 0q-18-106 0-212z" fill="#fff" stroke="${shade(input.colour, 0.55)}" stroke-width="3"/><path d="M110 212q45-26 90 0t90 0q4 44-8 90q-82 14-164 0q-12-46-8-90z" fill="url(#${input.id})"/>${input.label ? fittedText(input.label, { x: 200, y: 168, size: 30, maxWidth: 136, fill: shade(input.colour, -0.2) }) : ''}<path d="M124 100l22-10" stroke="${shade(input.colour, 0.4)}" stroke-width="4"/>`,
  tub: (input) =>
    `${gradient(input.id, input.colour)}<path d="M118 128h164l-18 166q-64 14-128 0z" fill="url(#${input.id})"/><ellipse cx="200" cy="130" rx="84" ry="18" fill="${shade(input.colour, -0.3)}"/><ellipse cx="200" cy="123" rx="84" ry="18" fill="${shade(input.colour, 0.3)}"/><path d="M125 182h150l-6 60H131z" fill="#fff"/>${label(input, 220, 124)}`,
  block: (input) =>
    `${gradient(input.id, input.colour)}<path d="M104 170l34-32h164l-34 32z" fill="${shade(input.colour, 0.35)}"/><path d="M268 170l34-32v110l-34 32z" fill="${shade(input.colour, -0.25)}"/><rect x="104" y="170" width="164" height="110" fill="url(#${input.id})"/><rect x="104" y="198" width="164" height="48" fill="#fff" opacity=".92"/>${label(input, 230, 144)}`,
  loaf: (input) =>
    `${gradient(input.id, input.colour)}<path d="M92 200c0-58 30-84 68-84c20-14 60-14 80 0c38 0 68 26 68 84v96H92z" fill="url(#${input.id})"/><path d="M140 130v166M180 118v178M220 118v178M260 130v166" stroke="${shade(input.colour, -0.3)}" stroke-width="4" opacity=".45"/><rect x="124" y="206" width="152" height="56" rx="10" fill="#fff"/>${label(input, 242, 132)}`,
  eggs: ({ colour, id }) => {
    const egg = (cx: number, cy: number) => `<ellipse cx="${cx}" cy="${cy}" rx="31" ry="41"/>`;
    return `${gradient(id, colour)}<g fill="url(#${id})">${[138, 200, 262].map((x) => egg(x, 166)).join('')}${[107, 169, 231, 293].map((x) => egg(x, 204)).join('')}</g><path d="M76 214q31 18 62 0t62 0t62 0t62 0l-14 82H90z" fill="#d9c193"/><path d="M90 250h220" stroke="#c4a96f" stroke-width="4"/>`;
  },
  can: (input) =>
    `${gradient(input.id, input.colour)}<ellipse cx="200" cy="294" rx="64" ry="14" fill="${shade(input.colour, -0.3)}"/><rect x="136" y="96" width="128" height="198" fill="url(#${input.id})"/><ellipse cx="200" cy="96" rx="64" ry="14" fill="${shade(input.colour, 0.3)}"/><ellipse cx="200" cy="96" rx="48" ry="8" fill="${shade(input.colour, 0.55)}"/><rect x="136" y="158" width="128" height="78" fill="#fff"/>${label(input, 205, 112)}`,
  tube: (input) =>
    `${gradient(input.id, input.colour)}<g transform="rotate(-16 200 190)"><rect x="58" y="150" width="16" height="80" fill="${shade(input.colour, -0.3)}"/><path d="M74 150h196q22 0 34 20v40q-12 20-34 20H74z" fill="url(#${input.id})"/><rect x="304" y="170" width="38" height="40" rx="6" fill="#fff" stroke="${shade(input.colour, -0.3)}" stroke-width="3"/><rect x="96" y="166" width="168" height="48" rx="8" fill="#fff"/>${label(input, 198, 150, 24, 180)}</g>`,
  bar: (input) =>
    `${gradient(input.id, input.colour)}<rect x="96" y="126" width="208" height="128" rx="56" fill="url(#${input.id})"/><rect x="116" y="144" width="168" height="92" rx="44" fill="none" stroke="#fff" stroke-opacity=".65" stroke-width="4"/>${input.label ? fittedText(input.label, { x: 200, y: 200, size: 28, maxWidth: 140, fill: readableOn(input.colour) === '#ffffff' ? '#ffffff' : shade(input.colour, -0.6) }) : ''}`,
  laddoo: ({ colour, id }) => {
    const spots: [number, number][] = [
      [132, 232],
      [200, 238],
      [268, 232],
      [166, 182],
      [234, 182],
      [200, 134],
    ];
    const balls = spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="37"/>`).join('');
    return `${gradient(id, colour)}<ellipse cx="200" cy="266" rx="150" ry="36" fill="#cbd5e1"/><ellipse cx="200" cy="260" rx="126" ry="26" fill="#e2e8f0"/><g fill="url(#${id})" stroke="${shade(colour, -0.2)}" stroke-width="2">${balls}</g>`;
  },
  katli: ({ colour, id }) => {
    const spots: [number, number][] = [
      [130, 236],
      [200, 240],
      [270, 236],
      [165, 186],
      [235, 186],
    ];
    const pieces = spots
      .map(
        ([x, y]) =>
          `<rect x="${x - 30}" y="${y - 30}" width="60" height="60" rx="4" transform="rotate(45 ${x} ${y})"/>`,
      )
      .join('');
    return `${gradient(id, colour)}<ellipse cx="200" cy="266" rx="150" ry="36" fill="#cbd5e1"/><ellipse cx="200" cy="260" rx="126" ry="26" fill="#e2e8f0"/><g fill="url(#${id})" stroke="#e5e7eb" stroke-width="3">${pieces}</g>`;
  },
  nuts: ({ colour, id }) => {
    const spots: [number, number][] = [
      [118, 194],
      [146, 196],
      [174, 198],
      [202, 198],
      [230, 198],
      [258, 196],
      [284, 194],
      [132, 174],
      [160, 176],
      [188, 178],
      [216, 176],
      [244, 176],
      [270, 172],
      [150, 154],
      [178, 156],
      [206, 156],
      [234, 154],
      [192, 134],
      [220, 136],
    ];
    const nuts = spots
      .map(([x, y], i) => `<use href="#${id}n" transform="translate(${x} ${y}) rotate(${(i * 47) % 180})"/>`)
      .join('');
    return `${gradient(id, colour)}<defs><ellipse id="${id}n" rx="17" ry="11" fill="url(#${id})" stroke="${shade(colour, -0.3)}" stroke-width="1.5"/></defs><ellipse cx="200" cy="196" rx="108" ry="16" fill="#713f12"/>${nuts}<path d="M92 196h216q-8 92-108 92T92 196z" fill="#a16207"/><path d="M120 226q80 24 160 0" stroke="#ca8a04" stroke-width="4" fill="none"/>`;
  },
};

export function drawArt(kind: ArtKind, input: ArtInput): string {
  return drawers[kind](input);
}
