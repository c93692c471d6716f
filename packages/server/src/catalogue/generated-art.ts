/**
 * Procedural SVG art for items and packs: the demo catalogue's images, so a
 * fresh install has polished pictures without shipping binary assets or
 * licensing stock art, and the art of every community pack (packs/service.ts
 * draws one from its name).
 * Every function is pure: the same input always yields byte-identical SVG,
 * which keeps seeded images cacheable and the tests deterministic.
 */

export const artKinds = [
  'sneaker',
  'watch',
  'headphones',
  'phone',
  'laptop',
  'game-console',
  'controller',
  'camera',
  'drone',
  'sunglasses',
  'handbag',
  'cap',
  'hoodie',
  'gold-bar',
  'gem',
  'ring',
  'necklace',
  'coin',
  'trading-card',
  'skateboard',
  'guitar',
  'perfume',
  'sports-car',
  'key',
  'gift-card',
  'backpack',
  'earbuds',
  'vr-headset',
  'energy-drink',
  'sticker',
] as const;

export type ArtKind = (typeof artKinds)[number];

/** Colours are #rgb or #rrggbb so shades can be derived arithmetically. */
export type ArtPalette = { primary: string; secondary: string; accent: string };

export type PackTheme = { primary: string; secondary: string; label: string; icon: ArtKind };

export const PACK_FONT = 'DejaVu Sans, Arial, sans-serif';

// ---------------------------------------------------------------- colour

function rgb(colour: string): [number, number, number] {
  const raw = colour.replace('#', '');
  const hex = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/i.test(hex)) throw new Error(`expected a hex colour, got "${colour}"`);
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return `#${x.map((v, i) => Math.round(v + ((y[i] ?? v) - v) * t).toString(16).padStart(2, '0')).join('')}`;
}

/** Perceived brightness 0..1 (Rec. 601 weights). */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const lite = (c: string, t: number): string => mix(c, '#ffffff', t);
const dark = (c: string, t: number): string => mix(c, '#000000', t);

// ---------------------------------------------------------------- kit

/** A bare colour is spread evenly; a tuple pins offset and opacity. */
type Stop = string | readonly [offset: number, colour: string, opacity?: number];

type Kit = {
  p: ArtPalette;
  lin: (stops: ReadonlyArray<Stop>, x1?: number, y1?: number, x2?: number, y2?: number) => string;
  rad: (stops: ReadonlyArray<Stop>, cx?: number, cy?: number, r?: number) => string;
  clip: (shape: string) => string;
  blur: (sd: number) => string;
  defs: () => string;
};

/** FNV-1a: ids must be unique per drawing so several SVGs can be inlined in one page. */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function stopsXml(stops: ReadonlyArray<Stop>): string {
  return stops
    .map((s, i) => {
      const [o, c, a] = typeof s === 'string' ? [stops.length > 1 ? i / (stops.length - 1) : 0, s, 1] : [s[0], s[1], s[2] ?? 1];
      return `<stop offset="${o.toFixed(3)}" stop-color="${c}"${a === 1 ? '' : ` stop-opacity="${a}"`}/>`;
    })
    .join('');
}

function makeKit(prefix: string, p: ArtPalette): Kit {
  const defs: string[] = [];
  const next = (): string => `${prefix}-${defs.length}`;
  const push = (id: string, xml: string): string => {
    defs.push(xml);
    return `url(#${id})`;
  };
  return {
    p,
    lin: (stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) => {
      const id = next();
      return push(id, `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`);
    },
    rad: (stops, cx = 0.5, cy = 0.5, r = 0.5) => {
      const id = next();
      return push(id, `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsXml(stops)}</radialGradient>`);
    },
    clip: (shape) => {
      const id = next();
      return push(id, `<clipPath id="${id}">${shape}</clipPath>`);
    },
    blur: (sd) => {
      const id = next();
      // Widened region: the default 10% margin would crop the soft edge of a blurred shadow.
      return push(id, `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
    },
    defs: () => defs.join(''),
  };
}

// ---------------------------------------------------------------- shared bits

const INK = '#0d1120';
/** One outline weight everywhere gives the set a consistent "sticker" look at thumbnail size. */
const olw = (width: number): string => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const ol = olw(6);

const metal = (k: Kit, base: string): string =>
  k.lin([lite(base, 0.75), lite(base, 0.25), dark(base, 0.3), lite(base, 0.45), dark(base, 0.15)], 0, 0, 0.35, 1);

/** Horizontal light-dark-light banding reads as a cylinder. */
const barrel = (k: Kit, base: string): string =>
  k.lin([dark(base, 0.45), lite(base, 0.15), lite(base, 0.55), base, dark(base, 0.5)], 0, 0, 1, 0);

const shine = (d: string, o = 0.35): string => `<path d="${d}" fill="#fff" opacity="${o}"/>`;

function starPoints(cx: number, cy: number, outer: number, inner: number, n = 5, turn = -90): string {
  return Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = ((turn + (i * 180) / n) * Math.PI) / 180;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
}

const sparkle = (x: number, y: number, s: number, fill = '#fff'): string =>
  `<path d="M${x} ${y - s} Q${x + s * 0.15} ${y - s * 0.15} ${x + s} ${y} Q${x + s * 0.15} ${y + s * 0.15} ${x} ${y + s} Q${x - s * 0.15} ${y + s * 0.15} ${x - s} ${y} Q${x - s * 0.15} ${y - s * 0.15} ${x} ${y - s} Z" fill="${fill}"/>`;

const mirrored = (markup: string): string => `<g transform="translate(512 0) scale(-1 1)">${markup}</g>`;

/** Round-brilliant cut in a 96..416 × 150..420 box; shared by gem, ring and pack badges. */
function brilliant(k: Kit, base: string): string {
  const f = (pts: string, c: string): string => `<polygon points="${pts}" fill="${c}"/>`;
  const body = k.lin([lite(base, 0.4), base, dark(base, 0.45)], 0, 0, 1, 1);
  return `<polygon points="176,150 336,150 416,220 256,420 96,220" fill="${body}" ${olw(8)}/>
${f('96,220 176,150 186,220', lite(base, 0.35))}${f('176,150 256,150 186,220', lite(base, 0.6))}
${f('256,150 186,220 326,220', lite(base, 0.15))}${f('256,150 336,150 326,220', lite(base, 0.45))}
${f('336,150 416,220 326,220', dark(base, 0.1))}${f('96,220 186,220 256,420', base)}
${f('186,220 326,220 256,420', dark(base, 0.25))}${f('326,220 416,220 256,420', dark(base, 0.5))}
<path d="M96 220 L416 220 M186 220 L256 420 L326 220" stroke="${lite(base, 0.7)}" stroke-width="3" fill="none" opacity=".7"/>
<polygon points="176,150 336,150 416,220 256,420 96,220" fill="none" ${olw(8)}/>
${shine('M190 160 L250 160 L200 210 Z', 0.6)}`;
}

// ---------------------------------------------------------------- items

type Drawer = (k: Kit) => string;

const drawers: Record<ArtKind, Drawer> = {
  sneaker: (k) => {
    const { p } = k;
    // Lace bars sit perpendicular to the eyestay line running from the tongue to the toe.
    const laces = [0, 1, 2, 3]
      .map((i) => {
        const x = 246 + i * 22;
        const y = 180 + i * 15;
        return `<path d="M${x + 9} ${y - 13} L${x - 9} ${y + 13}" stroke="#fff" stroke-width="9" stroke-linecap="round"/>`;
      })
      .join('');
    return `<g transform="translate(0 24)">
<path d="M50 336 Q46 396 110 396 L420 396 Q476 396 476 352 Q476 332 456 326 L80 318 Z" fill="${k.lin(['#ffffff', lite(p.secondary, 0.55), p.secondary])}" ${ol}/>
<path d="M56 366 L470 366" stroke="${dark(p.secondary, 0.3)}" stroke-width="5" opacity=".5"/>
<path d="M68 332 L76 196 Q80 162 112 164 L156 172 Q180 214 216 206 L244 140 Q254 120 276 126 L302 140 L318 204 Q402 232 454 300 Q474 324 452 336 L80 334 Z" fill="${k.lin([lite(p.primary, 0.35), p.primary, dark(p.primary, 0.3)])}" ${ol}/>
<path d="M114 168 L156 176 Q180 218 214 210" fill="none" stroke="${dark(p.primary, 0.55)}" stroke-width="12" stroke-linecap="round"/>
<path d="M238 172 L332 236" stroke="${dark(p.primary, 0.35)}" stroke-width="36" stroke-linecap="round"/>
${laces}
<path d="M72 330 L78 232 Q128 236 156 332 Z" fill="${p.secondary}" ${ol}/>
<path d="M110 322 Q270 322 392 246 Q352 314 200 338 L110 334 Z" fill="${p.accent}" ${ol}/>
<path d="M150 334 L446 334" stroke="${dark(p.primary, 0.4)}" stroke-width="3" stroke-dasharray="8 7" opacity=".8"/>
${shine('M350 246 Q414 266 448 304 Q420 290 346 258 Z', 0.55)}${shine('M88 200 Q92 176 114 174 L100 230 L86 228 Z', 0.45)}
<path d="M70 384 L120 384" stroke="#fff" stroke-width="5" opacity=".6" stroke-linecap="round"/></g>`;
  },

  watch: (k) => {
    const { p } = k;
    const strap = k.lin([dark(p.secondary, 0.35), p.secondary, lite(p.secondary, 0.2), dark(p.secondary, 0.35)], 0, 0, 1, 0);
    const steel = metal(k, p.accent);
    const ticks = Array.from({ length: 12 }, (_, i) =>
      `<rect x="${i % 3 === 0 ? 249 : 251}" y="${i % 3 === 0 ? 176 : 180}" width="${i % 3 === 0 ? 14 : 10}" height="${i % 3 === 0 ? 26 : 18}" rx="3" fill="${lite(p.accent, 0.6)}" stroke="${INK}" stroke-width="2" transform="rotate(${i * 30} 256 256)"/>`,
    ).join('');
    const bezel = Array.from({ length: 12 }, (_, i) =>
      `<rect x="253" y="146" width="6" height="12" rx="2" fill="#fff" opacity=".85" transform="rotate(${i * 30} 256 256)"/>`,
    ).join('');
    return `<path d="M194 34 L318 34 L308 160 L204 160 Z" fill="${strap}" ${ol}/>
<path d="M204 352 L308 352 L318 478 L194 478 Z" fill="${strap}" ${ol}/>
<ellipse cx="256" cy="412" rx="8" ry="6" fill="${INK}"/><ellipse cx="256" cy="444" rx="8" ry="6" fill="${INK}"/>
<rect x="370" y="232" width="32" height="48" rx="9" fill="${steel}" ${ol}/>
<circle cx="256" cy="256" r="134" fill="${steel}" ${ol}/>
<circle cx="256" cy="256" r="116" fill="${k.lin([dark(p.primary, 0.55), p.primary, dark(p.primary, 0.6)], 0, 0, 1, 1)}" stroke="${dark(p.primary, 0.5)}" stroke-width="4"/>
${bezel}
<circle cx="256" cy="256" r="92" fill="${k.rad([lite(p.primary, 0.2), dark(p.primary, 0.45), dark(p.primary, 0.75)], 0.45, 0.4, 0.65)}" stroke="${INK}" stroke-width="5"/>
${ticks}
<rect x="248" y="196" width="16" height="68" rx="8" fill="${lite(p.accent, 0.7)}" stroke="${INK}" stroke-width="3" transform="rotate(-60 256 256)"/>
<rect x="250" y="172" width="12" height="92" rx="6" fill="${lite(p.accent, 0.7)}" stroke="${INK}" stroke-width="3" transform="rotate(62 256 256)"/>
<rect x="254" y="178" width="4" height="100" rx="2" fill="#ff5a4f" transform="rotate(160 256 256)"/>
<circle cx="256" cy="256" r="10" fill="${steel}" stroke="${INK}" stroke-width="3"/>
${shine('M176 214 A92 92 0 0 1 300 172 Q232 176 186 236 Z', 0.22)}${shine('M212 48 L236 48 L230 150 L216 150 Z', 0.2)}`;
  },

  headphones: (k) => {
    const { p } = k;
    const cup = k.lin([lite(p.primary, 0.35), p.primary, dark(p.primary, 0.45)], 0, 0, 1, 1);
    const half = `<rect x="98" y="208" width="30" height="80" rx="10" fill="${metal(k, '#b8c0cc')}" ${ol}/>
<ellipse cx="160" cy="336" rx="36" ry="84" fill="${k.lin([lite(p.secondary, 0.25), dark(p.secondary, 0.55)], 0, 0, 1, 0)}" ${ol}/>
<ellipse cx="118" cy="336" rx="64" ry="94" fill="${cup}" ${ol}/>
<ellipse cx="110" cy="336" rx="40" ry="64" fill="${dark(p.primary, 0.3)}" stroke="${p.accent}" stroke-width="7"/>
<ellipse cx="96" cy="296" rx="11" ry="28" fill="#fff" opacity=".35"/>`;
    return `<path d="M112 236 C 108 64 404 64 400 236" fill="none" stroke="${INK}" stroke-width="42" stroke-linecap="round"/>
<path d="M112 236 C 108 64 404 64 400 236" fill="none" stroke="${k.lin([lite(p.primary, 0.3), dark(p.primary, 0.35)])}" stroke-width="30" stroke-linecap="round"/>
<path d="M176 124 Q256 84 336 124" fill="none" stroke="${INK}" stroke-width="32" stroke-linecap="round"/>
<path d="M176 124 Q256 84 336 124" fill="none" stroke="${p.secondary}" stroke-width="20" stroke-linecap="round"/>
<path d="M190 112 Q256 86 322 112" fill="none" stroke="#fff" stroke-width="4" opacity=".35" stroke-linecap="round"/>
${half}${mirrored(half)}`;
  },

  phone: (k) => {
    const { p } = k;
    const screen = k.lin([lite(p.primary, 0.2), p.primary, p.accent], 0, 0, 1, 1);
    const dock = [0, 1, 2, 3].map((i) => `<rect x="${196 + i * 32}" y="382" width="24" height="24" rx="7" fill="#fff" opacity=".75"/>`).join('');
    return `<g transform="rotate(-9 256 256)">
<rect x="158" y="156" width="8" height="44" rx="3" fill="${INK}"/>
<rect x="344" y="176" width="10" height="64" rx="3" fill="${INK}"/>
<rect x="164" y="52" width="184" height="392" rx="36" fill="${metal(k, p.secondary)}" ${ol}/>
<rect x="176" y="64" width="160" height="368" rx="26" fill="${screen}" stroke="${INK}" stroke-width="4"/>
<path d="M176 300 Q236 250 336 290 L336 404 Q336 432 310 432 L202 432 Q176 432 176 406 Z" fill="${dark(p.primary, 0.35)}" opacity=".55"/>
<path d="M176 346 Q260 300 336 344 L336 406 Q336 432 310 432 L202 432 Q176 432 176 406 Z" fill="${p.accent}" opacity=".45"/>
<rect x="224" y="78" width="64" height="18" rx="9" fill="#05070d"/>
<text x="256" y="170" font-family="${PACK_FONT}" font-weight="bold" font-size="46" fill="#fff" text-anchor="middle" opacity=".92">9:41</text>
<rect x="214" y="184" width="84" height="8" rx="4" fill="#fff" opacity=".6"/>
${dock}
${shine('M188 66 L282 66 L188 260 Z', 0.16)}
</g>`;
  },

  laptop: (k) => {
    const { p } = k;
    const keys = [326, 336, 346]
      .map((y, i) => `<path d="M${104 - i * 8} ${y} L${408 + i * 8} ${y}" stroke="${dark(p.secondary, 0.75)}" stroke-width="7" stroke-dasharray="15 4"/>`)
      .join('');
    return `<rect x="100" y="92" width="312" height="222" rx="16" fill="${metal(k, p.secondary)}" ${ol}/>
<rect x="114" y="106" width="284" height="194" rx="6" fill="${k.lin([p.primary, dark(p.primary, 0.5)], 0, 0, 1, 1)}" stroke="${INK}" stroke-width="4"/>
<circle cx="300" cy="190" r="62" fill="${p.accent}" opacity=".55"/><circle cx="210" cy="230" r="48" fill="${lite(p.primary, 0.35)}" opacity=".5"/>
<path d="M114 260 Q200 220 300 256 T398 240 L398 300 L114 300 Z" fill="${dark(p.primary, 0.3)}" opacity=".7"/>
<path d="M62 314 L450 314 L488 372 Q490 384 476 384 L36 384 Q22 384 24 372 Z" fill="${k.lin([lite(p.secondary, 0.6), p.secondary, dark(p.secondary, 0.3)])}" ${ol}/>
<path d="M96 318 L416 318 L428 352 L84 352 Z" fill="${dark(p.secondary, 0.55)}"/>
${keys}
<path d="M210 358 L302 358 L306 376 L206 376 Z" fill="${dark(p.secondary, 0.15)}" stroke="${dark(p.secondary, 0.35)}" stroke-width="2"/>
<rect x="22" y="380" width="468" height="14" rx="7" fill="${dark(p.secondary, 0.35)}" ${ol}/>
${shine('M124 110 L250 110 L124 240 Z', 0.14)}`;
  },

  'game-console': (k) => {
    const { p } = k;
    const grip = (c: string): string => k.lin([lite(c, 0.3), c, dark(c, 0.35)], 0, 0, 1, 1);
    const btn = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="11" fill="${INK}" opacity=".85"/>`;
    return `<path d="M154 146 L112 146 Q48 146 48 210 L48 302 Q48 366 112 366 L154 366 Z" fill="${grip(p.primary)}" ${ol}/>
<path d="M358 146 L400 146 Q464 146 464 210 L464 302 Q464 366 400 366 L358 366 Z" fill="${grip(p.secondary)}" ${ol}/>
<rect x="146" y="146" width="220" height="220" rx="12" fill="${k.lin(['#2b3140', '#141824'])}" ${ol}/>
<rect x="160" y="160" width="192" height="192" rx="6" fill="${k.lin([lite(p.accent, 0.3), p.accent])}"/>
<circle cx="306" cy="206" r="22" fill="#fff6b0"/>
<path d="M160 300 Q210 250 260 292 Q300 262 352 296 L352 352 L160 352 Z" fill="${dark(p.accent, 0.35)}"/>
<path d="M160 326 Q250 300 352 330 L352 352 L160 352 Z" fill="${dark(p.accent, 0.55)}"/>
<circle cx="100" cy="206" r="24" fill="${INK}"/><circle cx="100" cy="206" r="15" fill="#3a4152"/>
${btn(100, 270)}${btn(100, 318)}${btn(76, 294)}${btn(124, 294)}
${btn(412, 184)}${btn(412, 232)}${btn(388, 208)}${btn(436, 208)}
<circle cx="412" cy="300" r="24" fill="${INK}"/><circle cx="412" cy="300" r="15" fill="#3a4152"/>
${shine('M64 200 Q64 162 110 160 L130 160 Q80 176 76 240 Z', 0.4)}${shine('M168 166 L270 166 L168 262 Z', 0.18)}`;
  },

  controller: (k) => {
    const { p } = k;
    const face = [
      [352, 218, '#4ade80'],
      [384, 250, '#f87171'],
      [320, 250, '#60a5fa'],
      [352, 282, '#facc15'],
    ] as const;
    const btns = face.map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="15" fill="${c}" stroke="${INK}" stroke-width="4"/>`).join('');
    const stick = (x: number): string =>
      `<circle cx="${x}" cy="318" r="32" fill="${INK}"/><circle cx="${x}" cy="318" r="22" fill="${k.rad(['#4b5468', '#1a1f2b'])}"/>`;
    return `<path d="M136 188 Q150 154 200 154 L222 154 L222 190 Z" fill="${p.secondary}" ${ol}/>
<path d="M376 188 Q362 154 312 154 L290 154 L290 190 Z" fill="${p.secondary}" ${ol}/>
<path d="M150 178 L362 178 Q422 178 442 240 L472 352 Q482 404 440 408 Q408 410 388 372 L362 330 L150 330 L124 372 Q104 410 72 408 Q30 404 40 352 L70 240 Q90 178 150 178 Z" fill="${k.lin([lite(p.primary, 0.3), p.primary, dark(p.primary, 0.4)])}" ${ol}/>
<path d="M142 226 L178 226 L178 242 L194 242 L194 258 L178 258 L178 274 L142 274 L142 258 L126 258 L126 242 L142 242 Z" fill="#242a38" stroke="${INK}" stroke-width="4"/>
${btns}${stick(206)}${stick(306)}
<rect x="226" y="214" width="22" height="10" rx="5" fill="${dark(p.primary, 0.5)}"/><rect x="264" y="214" width="22" height="10" rx="5" fill="${dark(p.primary, 0.5)}"/>
<circle cx="256" cy="252" r="12" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>
${shine('M96 214 Q120 186 170 186 L190 186 Q120 200 104 268 Z', 0.35)}`;
  },

  camera: (k) => {
    const { p } = k;
    return `<path d="M178 172 L204 114 L308 114 L334 172 Z" fill="${k.lin([lite(p.primary, 0.25), dark(p.primary, 0.2)])}" ${ol}/>
<rect x="96" y="140" width="46" height="26" rx="8" fill="${metal(k, p.accent)}" ${ol}/>
<rect x="352" y="144" width="62" height="22" rx="6" fill="${metal(k, '#9aa3b2')}" ${ol}/>
<rect x="66" y="160" width="380" height="236" rx="32" fill="${k.lin([lite(p.primary, 0.25), p.primary, dark(p.primary, 0.35)])}" ${ol}/>
<path d="M66 200 Q66 160 104 160 L150 160 L150 396 L104 396 Q66 396 66 356 Z" fill="${dark(p.secondary, 0.1)}" ${ol}/>
<path d="M82 190 L82 370" stroke="${dark(p.secondary, 0.45)}" stroke-width="4" stroke-dasharray="6 6"/>
<rect x="220" y="128" width="72" height="24" rx="5" fill="${k.lin(['#3b4258', '#11141d'])}" stroke="${INK}" stroke-width="3"/>
<circle cx="398" cy="196" r="9" fill="#ff5a4f" stroke="${INK}" stroke-width="3"/>
<circle cx="286" cy="286" r="112" fill="${metal(k, '#707a8c')}" ${ol}/>
<circle cx="286" cy="286" r="94" fill="#1a1e2a" stroke="${p.accent}" stroke-width="6"/>
<circle cx="286" cy="286" r="72" fill="${k.rad([[0, lite(p.accent, 0.5)], [0.35, p.accent], [0.8, '#141a33'], [1, '#05070d']], 0.4, 0.35, 0.7)}" stroke="${INK}" stroke-width="5"/>
<circle cx="286" cy="286" r="30" fill="#05070d" opacity=".8"/>
<ellipse cx="258" cy="254" rx="22" ry="14" fill="#fff" opacity=".7" transform="rotate(-35 258 254)"/>
<circle cx="316" cy="318" r="7" fill="#fff" opacity=".5"/>
${shine('M166 170 L300 170 Q220 200 180 270 Z', 0.18)}`;
  },

  drone: (k) => {
    const { p } = k;
    const blur = k.blur(1.5);
    const rotor = (x: number, y: number): string =>
      `<ellipse cx="${x}" cy="${y}" rx="82" ry="22" fill="${lite(p.accent, 0.5)}" opacity=".32" stroke="#fff" stroke-opacity=".6" stroke-width="3" filter="${blur}"/>
<path d="M${x - 70} ${y + 6} L${x + 70} ${y - 6}" stroke="${INK}" stroke-width="7" stroke-linecap="round" opacity=".8"/>
<circle cx="${x}" cy="${y}" r="13" fill="${metal(k, '#aab2c0')}" stroke="${INK}" stroke-width="4"/>`;
    const arm = (x: number, y: number): string =>
      `<path d="M256 262 L${x} ${y + 22}" stroke="${INK}" stroke-width="26" stroke-linecap="round"/><path d="M256 262 L${x} ${y + 22}" stroke="${p.primary}" stroke-width="14" stroke-linecap="round"/>
<rect x="${x - 16}" y="${y}" width="32" height="34" rx="8" fill="${k.lin([lite(p.secondary, 0.3), dark(p.secondary, 0.3)])}" ${ol}/>`;
    return `${arm(124, 170)}${arm(388, 170)}${rotor(124, 162)}${rotor(388, 162)}
${arm(96, 300)}${arm(416, 300)}
<path d="M236 316 L276 316 L276 346 L236 346 Z" fill="#2b3140" ${ol}/>
<circle cx="256" cy="356" r="26" fill="${k.rad(['#3b4258', '#0b0d14'])}" ${ol}/>
<circle cx="256" cy="356" r="12" fill="${k.rad([lite(p.accent, 0.5), p.accent, '#05070d'], 0.35, 0.35)}"/>
<path d="M176 262 Q176 206 256 204 Q336 206 336 262 Q336 314 256 316 Q176 314 176 262 Z" fill="${k.lin([lite(p.primary, 0.45), p.primary, dark(p.primary, 0.4)])}" ${ol}/>
<path d="M206 250 Q256 226 306 250 L296 270 Q256 256 216 270 Z" fill="${INK}" opacity=".75"/>
<circle cx="234" cy="292" r="6" fill="${p.accent}"/><circle cx="278" cy="292" r="6" fill="${p.accent}"/>
${rotor(96, 292)}${rotor(416, 292)}
${shine('M196 240 Q206 214 256 212 Q220 222 210 252 Z', 0.5)}`;
  },

  sunglasses: (k) => {
    const { p } = k;
    const lensPath = 'M70 204 L236 204 Q246 204 244 216 L232 300 Q226 346 178 348 L126 348 Q82 346 76 300 L64 218 Q62 204 70 204 Z';
    const lens = k.lin([[0, lite(p.primary, 0.35)], [0.45, p.primary], [1, dark(p.primary, 0.6)]], 0, 0, 0.4, 1);
    const glare = k.clip(`<path d="${lensPath}"/>`);
    const half = `<path d="M68 212 L30 196" stroke="${INK}" stroke-width="20" stroke-linecap="round"/><path d="M68 212 L30 196" stroke="${p.secondary}" stroke-width="10" stroke-linecap="round"/>
<path d="${lensPath}" fill="none" stroke="${INK}" stroke-width="30"/>
<path d="${lensPath}" fill="${lens}" stroke="${p.secondary}" stroke-width="18"/>
<g clip-path="${glare}"><path d="M110 200 L150 200 L90 360 L50 360 Z" fill="#fff" opacity=".35"/><path d="M170 200 L186 200 L126 360 L110 360 Z" fill="#fff" opacity=".3"/>
<path d="M60 300 Q160 330 250 290 L250 360 L60 360 Z" fill="${p.accent}" opacity=".35"/></g>
<circle cx="84" cy="216" r="5" fill="${lite(p.secondary, 0.6)}"/>`;
    return `${half}${mirrored(half)}
<path d="M240 226 Q256 206 272 226" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/>
<path d="M240 226 Q256 206 272 226" fill="none" stroke="${p.secondary}" stroke-width="12" stroke-linecap="round"/>
<path d="M80 196 L432 196" stroke="${lite(p.secondary, 0.5)}" stroke-width="4" opacity=".6" stroke-linecap="round"/>`;
  },

  handbag: (k) => {
    const { p } = k;
    const gold = metal(k, p.accent);
    return `<path d="M168 222 Q168 84 256 84 Q344 84 344 222" fill="none" stroke="${INK}" stroke-width="32" stroke-linecap="round"/>
<path d="M168 222 Q168 84 256 84 Q344 84 344 222" fill="none" stroke="${k.lin([lite(p.secondary, 0.3), dark(p.secondary, 0.3)])}" stroke-width="20" stroke-linecap="round"/>
<path d="M190 150 Q200 104 256 100" fill="none" stroke="#fff" stroke-width="4" opacity=".35" stroke-linecap="round"/>
<path d="M120 208 L392 208 Q412 208 416 228 L442 410 Q444 434 420 434 L92 434 Q68 434 70 410 L96 228 Q100 208 120 208 Z" fill="${k.lin([lite(p.primary, 0.3), p.primary, dark(p.primary, 0.35)], 0, 0, 0.3, 1)}" ${ol}/>
<path d="M88 402 L424 402" stroke="${dark(p.primary, 0.4)}" stroke-width="3" stroke-dasharray="9 7"/>
<path d="M102 212 L410 212 L424 300 Q256 350 88 300 Z" fill="${k.lin([lite(p.primary, 0.15), dark(p.primary, 0.25)])}" ${ol}/>
<path d="M104 292 Q256 336 408 292" fill="none" stroke="${lite(p.primary, 0.5)}" stroke-width="3" stroke-dasharray="9 7"/>
<rect x="156" y="200" width="24" height="30" rx="6" fill="${gold}" ${ol}/><rect x="332" y="200" width="24" height="30" rx="6" fill="${gold}" ${ol}/>
<rect x="230" y="296" width="52" height="44" rx="10" fill="${gold}" ${ol}/>
<circle cx="256" cy="318" r="8" fill="${dark(p.accent, 0.4)}"/>
${shine('M110 230 L140 230 L118 400 L94 400 Z', 0.22)}`;
  },

  cap: (k) => {
    const { p } = k;
    const seam = `stroke="${dark(p.primary, 0.4)}" stroke-width="4" fill="none" opacity=".7"`;
    return `<path d="M92 322 C 84 170 186 116 250 116 C 350 116 428 180 424 300 Q262 350 92 322 Z" fill="${k.lin([lite(p.primary, 0.35), p.primary, dark(p.primary, 0.35)], 0, 0, 0.6, 1)}" ${ol}/>
<path d="M250 118 Q214 210 220 336" ${seam}/><path d="M250 118 Q340 190 360 318" ${seam}/><path d="M250 118 Q150 170 142 330" ${seam}/>
<circle cx="196" cy="176" r="5" fill="${INK}" opacity=".6"/><circle cx="318" cy="170" r="5" fill="${INK}" opacity=".6"/>
<path d="M262 206 Q300 196 336 214 L332 272 Q300 262 264 270 Z" fill="${p.accent}" ${olw(4)}/>
<polygon points="${starPoints(299, 238, 22, 9)}" fill="${lite(p.accent, 0.8)}"/>
<ellipse cx="250" cy="118" rx="22" ry="10" fill="${p.secondary}" ${ol}/>
<path d="M236 318 Q360 292 440 294 Q494 300 490 332 Q484 372 398 378 Q298 378 228 344 Z" fill="${k.lin([lite(p.secondary, 0.25), p.secondary, dark(p.secondary, 0.45)])}" ${ol}/>
<path d="M244 336 Q330 316 436 316" fill="none" stroke="${dark(p.secondary, 0.5)}" stroke-width="4" opacity=".7"/>
${shine('M120 250 C 120 180 180 136 236 130 C 170 160 146 210 140 280 Z', 0.3)}`;
  },

  hoodie: (k) => {
    const { p } = k;
    const rib = dark(p.primary, 0.25);
    return `<path d="M186 100 Q256 54 326 100 L346 170 L166 170 Z" fill="${dark(p.primary, 0.3)}" ${ol}/>
<path d="M180 122 L332 122 Q382 132 402 164 L452 360 Q456 382 434 388 L404 394 Q386 396 382 378 L360 280 L362 432 Q362 446 348 446 L164 446 Q150 446 150 432 L152 280 L130 378 Q126 396 108 394 L78 388 Q56 382 60 360 L110 164 Q130 132 180 122 Z" fill="${k.lin([lite(p.primary, 0.3), p.primary, dark(p.primary, 0.3)], 0, 0, 0.4, 1)}" ${ol}/>
<path d="M152 420 L360 420 L360 432 Q360 446 348 446 L164 446 Q152 446 152 432 Z" fill="${rib}"/>
<path d="M60 360 L112 372 L108 394 L78 388 Q56 382 60 360 Z" fill="${rib}"/><path d="M452 360 L400 372 L404 394 L434 388 Q456 382 452 360 Z" fill="${rib}"/>
<path d="M196 122 Q256 220 316 122 Q290 108 256 108 Q222 108 196 122 Z" fill="${dark(p.primary, 0.55)}" ${ol}/>
<path d="M186 320 L326 320 L356 406 L156 406 Z" fill="${dark(p.primary, 0.1)}" stroke="${dark(p.primary, 0.45)}" stroke-width="4"/>
<path d="M152 280 L150 420 M360 280 L362 420" stroke="${dark(p.primary, 0.35)}" stroke-width="4"/>
<path d="M230 170 Q226 220 222 250 M282 170 Q286 220 290 250" stroke="${p.accent}" stroke-width="7" fill="none" stroke-linecap="round"/>
<rect x="216" y="246" width="12" height="22" rx="4" fill="${lite(p.accent, 0.5)}" ${olw(3)}/><rect x="284" y="246" width="12" height="22" rx="4" fill="${lite(p.accent, 0.5)}" ${olw(3)}/>
<circle cx="256" cy="270" r="18" fill="${p.secondary}" stroke="${INK}" stroke-width="4"/>
${shine('M120 170 Q140 140 178 132 L150 250 L96 330 Z', 0.18)}`;
  },

  'gold-bar': (k) => {
    const { p } = k;
    const front = k.lin([lite(p.primary, 0.4), p.primary, dark(p.primary, 0.3)]);
    const top = k.lin([lite(p.primary, 0.75), lite(p.primary, 0.35)], 0, 0, 1, 0);
    const bar = (x: number, y: number): string => `<g transform="translate(${x} ${y})">
<polygon points="26,40 214,40 198,8 42,8" fill="${top}" ${ol}/>
<polygon points="0,112 240,112 214,40 26,40" fill="${front}" ${ol}/>
<polygon points="40,54 200,54 218,100 22,100" fill="none" stroke="${dark(p.primary, 0.3)}" stroke-width="3" opacity=".7"/>
<text x="120" y="86" font-family="${PACK_FONT}" font-weight="bold" font-size="24" fill="${dark(p.primary, 0.45)}" text-anchor="middle">999.9</text>
<path d="M30 46 L210 46" stroke="#fff" stroke-width="4" opacity=".55" stroke-linecap="round"/>
${shine('M54 12 L90 12 L80 36 L42 36 Z', 0.5)}</g>`;
    return `${bar(18, 312)}${bar(254, 312)}${bar(136, 212)}${sparkle(118, 190, 22)}${sparkle(420, 262, 16)}${sparkle(380, 170, 10, p.accent)}`;
  },

  gem: (k) => `${brilliant(k, k.p.primary)}${sparkle(420, 140, 28)}${sparkle(96, 330, 18, k.p.accent)}${sparkle(380, 360, 12)}`,

  ring: (k) => {
    const { p } = k;
    const band = metal(k, p.secondary);
    return `<ellipse cx="256" cy="326" rx="128" ry="86" fill="none" stroke="${INK}" stroke-width="46"/>
<path d="M128 326 A128 86 0 0 1 384 326" fill="none" stroke="${dark(p.secondary, 0.35)}" stroke-width="32"/>
<path d="M128 326 A128 86 0 0 0 384 326" fill="none" stroke="${band}" stroke-width="32"/>
<path d="M150 356 A120 76 0 0 0 300 404" fill="none" stroke="#fff" stroke-width="6" opacity=".55" stroke-linecap="round"/>
<path d="M222 250 L290 250 L280 214 L232 214 Z" fill="${band}" ${ol}/>
<g transform="translate(166 66) scale(.35)">${brilliant(k, p.primary)}</g>
${sparkle(350, 106, 22)}${sparkle(152, 176, 14, p.accent)}`;
  },

  necklace: (k) => {
    const { p } = k;
    const chain = 'M108 26 C 96 200 190 266 256 272 C 322 266 416 200 404 26';
    const drop = 'M256 322 C 312 372 318 430 256 436 C 194 430 200 372 256 322 Z';
    return `<path d="${chain}" fill="none" stroke="${INK}" stroke-width="16" stroke-linecap="round"/>
<path d="${chain}" fill="none" stroke="${dark(p.secondary, 0.2)}" stroke-width="9" stroke-linecap="round"/>
<path d="${chain}" fill="none" stroke="${lite(p.secondary, 0.6)}" stroke-width="7" stroke-dasharray="9 7" stroke-linecap="round"/>
<g transform="translate(256 284) scale(1.4) translate(-256 -312)">
<circle cx="256" cy="312" r="13" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="256" cy="312" r="13" fill="none" stroke="${metal(k, p.secondary)}" stroke-width="6"/>
<path d="${drop}" fill="${k.lin([lite(p.primary, 0.5), p.primary, dark(p.primary, 0.5)], 0, 0, 1, 1)}" stroke="${INK}" stroke-width="16"/>
<path d="${drop}" fill="none" stroke="${metal(k, p.secondary)}" stroke-width="7"/>
<path d="M256 338 L290 392 L256 424 L222 392 Z" fill="${lite(p.primary, 0.25)}" opacity=".75"/>
<path d="M256 338 L222 392 L256 424 Z" fill="${dark(p.primary, 0.2)}" opacity=".5"/>
<path d="M232 368 Q240 348 256 340" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8"/></g>
${sparkle(336, 330, 20)}${sparkle(146, 236, 12, p.accent)}${sparkle(376, 196, 10)}`;
  },

  coin: (k) => {
    const { p } = k;
    const face = (cx: number, cy: number, r: number): string => `
<circle cx="${cx}" cy="${cy + r * 0.14}" r="${r}" fill="${dark(p.primary, 0.35)}" ${ol}/>
<circle cx="${cx}" cy="${cy + r * 0.14}" r="${r - 5}" fill="none" stroke="${dark(p.primary, 0.55)}" stroke-width="7" stroke-dasharray="3 5"/>
<circle cx="${cx}" cy="${cy}" r="${r}" fill="${k.rad([lite(p.primary, 0.55), p.primary, dark(p.primary, 0.25)], 0.38, 0.32, 0.75)}" ${ol}/>
<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="none" stroke="${dark(p.primary, 0.3)}" stroke-width="${r * 0.05}"/>
<polygon points="${starPoints(cx + 3, cy + 4, r * 0.5, r * 0.21)}" fill="${dark(p.primary, 0.35)}"/>
<polygon points="${starPoints(cx, cy, r * 0.5, r * 0.21)}" fill="${k.lin([lite(p.accent, 0.3), p.accent])}"/>
<path d="M${cx - r * 0.7} ${cy - r * 0.35} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx + r * 0.1} ${cy - r * 0.78}" fill="none" stroke="#fff" stroke-width="${r * 0.06}" opacity=".55" stroke-linecap="round"/>`;
    return `${face(346, 190, 86)}${face(226, 290, 140)}${sparkle(392, 316, 22)}${sparkle(118, 146, 14, p.accent)}`;
  },

  'trading-card': (k) => {
    const { p } = k;
    const holo = k.lin(['#ff7ad9', '#7afcff', '#fef08a', '#a78bfa', '#7afcff', '#ff7ad9'], 0, 0, 1, 1);
    const lines = [326, 350, 374].map((y, i) => `<rect x="150" y="${y}" width="${i === 2 ? 110 : 186}" height="12" rx="6" fill="${INK}" opacity=".35"/>`).join('');
    return `<g transform="rotate(12 300 260)"><rect x="176" y="70" width="236" height="336" rx="18" fill="${k.lin([dark(p.secondary, 0.1), dark(p.secondary, 0.5)])}" ${ol}/>
<circle cx="294" cy="238" r="70" fill="none" stroke="${lite(p.secondary, 0.3)}" stroke-width="10" opacity=".6"/>
<polygon points="${starPoints(294, 238, 40, 16)}" fill="${lite(p.secondary, 0.3)}" opacity=".6"/></g>
<g transform="rotate(-8 240 260)">
<rect x="118" y="76" width="252" height="356" rx="18" fill="${holo}" ${ol}/>
<rect x="134" y="92" width="220" height="324" rx="10" fill="${k.lin([lite(p.primary, 0.25), dark(p.primary, 0.3)])}" stroke="${INK}" stroke-width="4"/>
<rect x="144" y="102" width="200" height="28" rx="6" fill="${lite(p.primary, 0.8)}"/>
<rect x="152" y="111" width="92" height="10" rx="5" fill="${INK}" opacity=".6"/><circle cx="328" cy="116" r="9" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>
<rect x="144" y="138" width="200" height="170" rx="6" fill="${k.rad([lite(p.accent, 0.6), p.accent, dark(p.primary, 0.4)], 0.5, 0.45, 0.7)}" stroke="${INK}" stroke-width="4"/>
<path d="M244 292 C 186 276 196 212 232 170 C 230 206 252 212 256 186 C 296 222 306 276 244 292 Z" fill="${k.lin(['#fff3a8', '#ff9a3c', '#e8453c'])}" ${olw(4)}/>
<path d="M246 284 C 222 274 224 242 240 222 C 244 246 262 246 262 232 C 276 252 272 280 246 284 Z" fill="#fff7cc"/>
${lines}
<polygon points="${starPoints(328, 396, 14, 6)}" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>
<path d="M118 250 L260 76 L310 76 L118 316 Z" fill="#fff" opacity=".18"/></g>`;
  },

  skateboard: (k) => {
    const { p } = k;
    const steel = metal(k, '#b8c0cc');
    const truck = (x: number): string => `<rect x="${x - 22}" y="156" width="44" height="36" rx="12" fill="${k.lin([lite(p.accent, 0.4), dark(p.accent, 0.2)])}" ${ol}/>
<rect x="${x - 22}" y="320" width="44" height="36" rx="12" fill="${k.lin([lite(p.accent, 0.4), dark(p.accent, 0.2)])}" ${ol}/>
<rect x="${x - 9}" y="180" width="18" height="152" rx="8" fill="${steel}" ${ol}/>
<rect x="${x - 24}" y="232" width="48" height="48" rx="8" fill="${steel}" ${ol}/>
<circle cx="${x}" cy="256" r="8" fill="${INK}" opacity=".6"/>`;
    return `<g transform="rotate(-32 256 256)">
<rect x="40" y="196" width="432" height="120" rx="60" fill="${k.lin([lite(p.primary, 0.35), p.primary, dark(p.primary, 0.35)])}" ${ol}/>
<g clip-path="${k.clip('<rect x="40" y="196" width="432" height="120" rx="60"/>')}">
<path d="M150 196 L210 196 L160 316 L100 316 Z M250 196 L290 196 L240 316 L200 316 Z" fill="${p.secondary}" opacity=".85"/>
<polygon points="${starPoints(350, 256, 44, 18)}" fill="${p.secondary}" stroke="${INK}" stroke-width="4"/></g>
<path d="M90 212 L420 212" stroke="#fff" stroke-width="6" opacity=".35" stroke-linecap="round"/>
${truck(124)}${truck(388)}</g>`;
  },

  guitar: (k) => {
    const { p } = k;
    const frets = Array.from({ length: 9 }, (_, i) => `<rect x="240" y="${112 + i * 20}" width="32" height="3" fill="#d8dde6"/>`).join('');
    const strings = [0, 1, 2, 3, 4, 5].map((i) => `<path d="M${245 + i * 4.4} 70 L${245 + i * 4.4} 420" stroke="#f2f4f8" stroke-width="1.4" opacity=".85"/>`).join('');
    const body = 'M256 290 C 280 290 300 262 318 262 C 346 262 352 300 336 330 C 326 350 360 370 368 402 C 380 452 320 480 256 480 C 192 480 132 452 144 402 C 152 370 186 350 176 330 C 160 300 166 262 194 262 C 212 262 232 290 256 290 Z';
    const tuner = (x: number, y: number): string => `<circle cx="${x}" cy="${y}" r="7" fill="${metal(k, '#c8cdd6')}" stroke="${INK}" stroke-width="3"/>`;
    return `<g transform="rotate(36 256 256) translate(0 -12)">
<path d="M236 92 L230 32 Q256 12 282 32 L276 92 Z" fill="${k.lin([lite(p.primary, 0.2), dark(p.primary, 0.3)])}" ${ol}/>
${tuner(224, 48)}${tuner(224, 74)}${tuner(288, 48)}${tuner(288, 74)}
<rect x="238" y="88" width="36" height="230" rx="4" fill="${k.lin(['#a86b34', '#6b3f1a'], 0, 0, 1, 0)}" ${ol}/>
${frets}<circle cx="256" cy="164" r="4" fill="#f2e6cf"/><circle cx="256" cy="224" r="4" fill="#f2e6cf"/>
<path d="${body}" fill="${k.rad([[0, p.accent], [0.55, p.primary], [1, dark(p.primary, 0.65)]], 0.5, 0.6, 0.6)}" ${ol}/>
<path d="M256 304 C 286 304 306 290 316 300 C 326 314 312 338 320 356 C 330 376 336 404 300 420 L212 420 C 176 404 182 376 192 356 C 200 338 186 314 196 300 C 206 290 226 304 256 304 Z" fill="${lite(p.secondary, 0.2)}" stroke="${INK}" stroke-width="3" opacity=".92"/>
<rect x="226" y="322" width="60" height="18" rx="5" fill="#1a1e28"/><rect x="226" y="362" width="60" height="18" rx="5" fill="#1a1e28"/>
<rect x="220" y="410" width="72" height="16" rx="4" fill="${metal(k, '#c8cdd6')}" stroke="${INK}" stroke-width="3"/>
${strings}
<circle cx="318" cy="438" r="11" fill="${metal(k, p.accent)}" stroke="${INK}" stroke-width="3"/><circle cx="336" cy="408" r="11" fill="${metal(k, p.accent)}" stroke="${INK}" stroke-width="3"/>
${shine('M180 280 C 160 300 170 330 180 340 C 168 320 170 300 196 276 Z', 0.5)}</g>`;
  },

  perfume: (k) => {
    const { p } = k;
    const gold = metal(k, p.accent);
    return `<rect x="204" y="62" width="104" height="86" rx="14" fill="${gold}" ${ol}/>
<path d="M222 70 L222 140 M256 70 L256 140 M290 70 L290 140" stroke="${dark(p.accent, 0.35)}" stroke-width="3" opacity=".5"/>
<rect x="226" y="144" width="60" height="32" rx="4" fill="${k.lin([lite(p.accent, 0.2), dark(p.accent, 0.4)], 0, 0, 1, 0)}" ${ol}/>
<rect x="116" y="170" width="280" height="268" rx="44" fill="${k.lin([[0, lite(p.primary, 0.75), 0.95], [1, lite(p.primary, 0.35), 0.95]], 0, 0, 1, 1)}" ${ol}/>
<rect x="136" y="228" width="240" height="190" rx="30" fill="${k.lin([lite(p.primary, 0.15), p.primary, dark(p.primary, 0.45)])}"/>
<path d="M136 246 Q256 222 376 246" fill="none" stroke="${lite(p.primary, 0.6)}" stroke-width="5" opacity=".8"/>
<rect x="180" y="282" width="152" height="70" rx="8" fill="${p.secondary}" stroke="${dark(p.accent, 0.2)}" stroke-width="4"/>
<text x="256" y="326" font-family="${PACK_FONT}" font-weight="bold" font-size="26" letter-spacing="4" fill="${p.accent}" text-anchor="middle">PARFUM</text>
<rect x="138" y="190" width="20" height="226" rx="10" fill="#fff" opacity=".45"/><rect x="356" y="200" width="10" height="120" rx="5" fill="#fff" opacity=".3"/>
${shine('M222 72 L244 72 L240 140 L224 140 Z', 0.4)}${sparkle(420, 130, 20)}`;
  },

  'sports-car': (k) => {
    const { p } = k;
    const wheel = (x: number): string => `<circle cx="${x}" cy="338" r="52" fill="${INK}"/>
<circle cx="${x}" cy="338" r="45" fill="#1b1f2a"/><circle cx="${x}" cy="338" r="32" fill="${metal(k, p.secondary)}" stroke="${INK}" stroke-width="4"/>
${[0, 72, 144, 216, 288].map((a) => `<rect x="${x - 4}" y="308" width="8" height="28" rx="3" fill="${dark(p.secondary, 0.4)}" transform="rotate(${a} ${x} 338)"/>`).join('')}
<circle cx="${x}" cy="338" r="8" fill="${INK}"/><path d="M${x - 22} ${338 - 14} A26 26 0 0 1 ${x + 4} ${338 - 26}" stroke="#fff" stroke-width="4" fill="none" opacity=".5" stroke-linecap="round"/>`;
    return `<g transform="translate(0 36)">
<path d="M32 256 L96 250 L98 262 L34 268 Z" fill="${INK}"/><path d="M70 264 L76 286" stroke="${INK}" stroke-width="8"/>
<path d="M28 316 Q26 290 56 282 L128 268 Q178 224 228 218 L270 218 Q300 220 364 262 L462 278 Q490 284 488 310 L486 330 Q484 346 464 346 L44 346 Q28 346 28 316 Z" fill="${k.lin([lite(p.primary, 0.4), p.primary, dark(p.primary, 0.45)])}" ${ol}/>
<path d="M150 266 Q188 232 228 228 L268 228 Q292 230 338 262 Z" fill="${k.lin(['#a9bedf', '#1d2535'], 0, 0, 0.6, 1)}" ${olw(4)}/>
<path d="M246 228 L240 266" stroke="${INK}" stroke-width="7"/>
<path d="M56 304 L476 304" stroke="${dark(p.primary, 0.45)}" stroke-width="4" opacity=".6"/>
<path d="M262 290 Q296 280 332 290 L322 310 L272 310 Z" fill="${INK}" opacity=".85"/>
<path d="M444 282 L484 292 L480 304 L440 296 Z" fill="${lite(p.accent, 0.4)}" ${olw(3)}/>
<rect x="30" y="288" width="24" height="12" rx="4" fill="#ff4d4d" stroke="${INK}" stroke-width="3"/>
<path d="M70 338 A60 60 0 0 1 190 338 Z M334 338 A60 60 0 0 1 454 338 Z" fill="${INK}"/>
${wheel(130)}${wheel(394)}
${shine('M70 286 L140 272 Q184 232 228 224 Q180 246 150 280 L76 296 Z', 0.4)}${shine('M370 268 L460 284 Q420 284 366 276 Z', 0.5)}${shine('M170 258 Q198 236 224 234 L212 258 Z', 0.35)}</g>`;
  },

  key: (k) => {
    const { p } = k;
    const gold = metal(k, p.primary);
    return `<g transform="rotate(-35 256 256)">
<path d="M60 256 a84 84 0 1 0 168 0 a84 84 0 1 0 -168 0 Z M106 256 a38 38 0 1 0 76 0 a38 38 0 1 0 -76 0 Z" fill="${gold}" fill-rule="evenodd" ${ol}/>
${[0, 60, 120, 180, 240, 300].map((a) => `<circle cx="144" cy="196" r="7" fill="${p.accent}" stroke="${INK}" stroke-width="3" transform="rotate(${a} 144 256)"/>`).join('')}
<rect x="222" y="238" width="224" height="36" rx="10" fill="${gold}" ${ol}/>
<rect x="228" y="224" width="22" height="64" rx="7" fill="${gold}" ${ol}/>
<path d="M374 274 L374 340 L398 340 L398 308 L418 308 L418 340 L446 340 L446 274 Z" fill="${gold}" ${ol}/>
<path d="M260 248 L430 248" stroke="#fff" stroke-width="5" opacity=".5" stroke-linecap="round"/>
${shine('M80 230 A70 70 0 0 1 140 178 A60 60 0 0 0 96 236 Z', 0.5)}</g>${sparkle(390, 120, 20)}`;
  },

  'gift-card': (k) => {
    const { p } = k;
    const loop = (rot: number): string => `<ellipse cx="336" cy="226" rx="46" ry="24" fill="${k.lin([lite(p.accent, 0.35), dark(p.accent, 0.25)])}" ${ol} transform="rotate(${rot} 336 246) translate(${rot > 0 ? 38 : -38} 0)"/>`;
    return `<g transform="rotate(-8 256 256)">
<rect x="70" y="136" width="372" height="236" rx="24" fill="${k.lin([lite(p.primary, 0.2), p.primary, p.secondary], 0, 0, 1, 1)}" ${ol}/>
<g clip-path="${k.clip('<rect x="70" y="136" width="372" height="236" rx="24"/>')}"><circle cx="150" cy="340" r="90" fill="#fff" opacity=".08"/><circle cx="420" cy="150" r="80" fill="#fff" opacity=".1"/></g>
<rect x="318" y="136" width="36" height="236" fill="${p.accent}" stroke="${INK}" stroke-width="4"/>
<rect x="70" y="232" width="372" height="30" fill="${p.accent}" stroke="${INK}" stroke-width="4"/>
<rect x="98" y="164" width="54" height="40" rx="7" fill="${metal(k, '#e6c35c')}" stroke="${INK}" stroke-width="3"/>
<path d="M98 184 L152 184 M116 164 L116 204 M134 164 L134 204" stroke="${INK}" stroke-width="2" opacity=".5"/>
<text x="100" y="338" font-family="${PACK_FONT}" font-weight="bold" font-size="34" fill="#fff">GIFT CARD</text>
<path d="M336 250 L306 312 L322 306 L330 322 Z M336 250 L366 312 L350 306 L342 322 Z" fill="${dark(p.accent, 0.2)}" ${olw(4)}/>
${loop(-24)}${loop(24)}
<circle cx="336" cy="246" r="18" fill="${lite(p.accent, 0.2)}" ${ol}/>
${shine('M80 150 L240 146 L80 300 Z', 0.12)}</g>`;
  },

  backpack: (k) => {
    const { p } = k;
    const zip = (d: string): string => `<path d="${d}" fill="none" stroke="${dark(p.primary, 0.55)}" stroke-width="6" stroke-linecap="round"/>`;
    return `<path d="M218 96 Q256 54 294 96" fill="none" stroke="${INK}" stroke-width="22" stroke-linecap="round"/>
<path d="M218 96 Q256 54 294 96" fill="none" stroke="${p.secondary}" stroke-width="12" stroke-linecap="round"/>
<path d="M132 330 L104 340 L108 420 Q110 432 132 430 Z" fill="${dark(p.primary, 0.25)}" ${ol}/><path d="M380 330 L408 340 L404 420 Q402 432 380 430 Z" fill="${dark(p.primary, 0.25)}" ${ol}/>
<path d="M150 126 Q150 84 256 84 Q362 84 362 126 L382 420 Q382 448 354 448 L158 448 Q130 448 130 420 Z" fill="${k.lin([lite(p.primary, 0.3), p.primary, dark(p.primary, 0.35)], 0, 0, 0.4, 1)}" ${ol}/>
${zip('M156 176 Q256 130 356 176')}
<rect x="340" y="168" width="14" height="30" rx="5" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>
<path d="M170 288 L342 288 Q358 288 358 304 L362 414 Q362 428 346 428 L166 428 Q150 428 150 414 L154 304 Q154 288 170 288 Z" fill="${k.lin([lite(p.secondary, 0.25), p.secondary, dark(p.secondary, 0.3)])}" ${ol}/>
${zip('M168 318 L344 318')}
<rect x="300" y="312" width="12" height="30" rx="4" fill="${p.accent}" stroke="${INK}" stroke-width="3"/>
<rect x="226" y="214" width="60" height="40" rx="8" fill="${p.accent}" stroke="${INK}" stroke-width="4"/>
<polygon points="${starPoints(256, 234, 14, 6)}" fill="${lite(p.accent, 0.8)}"/>
${shine('M164 130 Q170 100 220 94 Q178 120 172 250 L160 250 Z', 0.3)}`;
  },

  earbuds: (k) => {
    const { p } = k;
    const bud = `<g transform="rotate(-14 176 200)">
<rect x="162" y="196" width="30" height="134" rx="15" fill="${k.lin([lite(p.primary, 0.4), dark(p.primary, 0.2)], 0, 0, 1, 0)}" ${ol}/>
<rect x="166" y="310" width="22" height="16" rx="6" fill="${p.accent}"/>
<ellipse cx="176" cy="186" rx="50" ry="44" fill="${k.rad([lite(p.primary, 0.6), p.primary, dark(p.primary, 0.3)], 0.4, 0.35, 0.7)}" ${ol}/>
<ellipse cx="194" cy="194" rx="20" ry="16" fill="${dark(p.secondary, 0.4)}" stroke="${INK}" stroke-width="3"/>
<ellipse cx="160" cy="168" rx="14" ry="8" fill="#fff" opacity=".7"/></g>`;
    return `<rect x="124" y="250" width="264" height="190" rx="70" fill="${k.lin([lite(p.secondary, 0.55), p.secondary, dark(p.secondary, 0.25)])}" ${ol}/>
<path d="M130 310 L382 310" stroke="${dark(p.secondary, 0.35)}" stroke-width="4"/>
<circle cx="256" cy="388" r="7" fill="${p.accent}" stroke="${INK}" stroke-width="2"/>
<path d="M150 290 Q160 262 200 258" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>
<g transform="translate(-30 0)">${bud}</g><g transform="translate(542 0) scale(-1 1)">${bud}</g>`;
  },

  'vr-headset': (k) => {
    const { p } = k;
    return `<path d="M92 260 Q92 120 256 112 Q420 120 420 260" fill="none" stroke="${INK}" stroke-width="42" stroke-linecap="round"/>
<path d="M92 260 Q92 120 256 112 Q420 120 420 260" fill="none" stroke="${p.secondary}" stroke-width="30" stroke-linecap="round"/>
<rect x="62" y="236" width="52" height="74" rx="16" fill="${dark(p.secondary, 0.3)}" ${ol}/><rect x="398" y="236" width="52" height="74" rx="16" fill="${dark(p.secondary, 0.3)}" ${ol}/>
<path d="M86 230 Q86 170 150 166 L362 166 Q426 170 426 230 L426 318 Q426 376 362 380 L300 380 Q256 336 212 380 L150 380 Q86 376 86 318 Z" fill="${k.lin([lite(p.primary, 0.4), p.primary, dark(p.primary, 0.35)])}" ${ol}/>
<path d="M112 232 Q112 190 160 188 L352 188 Q400 190 400 232 L400 306 Q400 352 354 354 L296 354 Q256 322 216 354 L158 354 Q112 352 112 306 Z" fill="${k.lin(['#2b3347', '#06080e'], 0, 0, 0.3, 1)}" stroke="${INK}" stroke-width="4"/>
<path d="M112 300 Q240 220 400 214 L400 250 Q250 250 112 330 Z" fill="${p.accent}" opacity=".35"/>
<path d="M130 214 Q150 196 200 196" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".55"/>
<circle cx="136" cy="214" r="6" fill="#596174"/><circle cx="376" cy="214" r="6" fill="#596174"/><circle cx="136" cy="330" r="6" fill="#596174"/><circle cx="376" cy="330" r="6" fill="#596174"/>
<rect x="236" y="172" width="40" height="8" rx="4" fill="${p.accent}"/>`;
  },

  'energy-drink': (k) => {
    const { p } = k;
    return `<ellipse cx="256" cy="424" rx="84" ry="20" fill="${metal(k, '#9aa3b2')}" ${ol}/>
<path d="M172 132 L186 98 L326 98 L340 132 L340 420 Q256 446 172 420 Z" fill="${barrel(k, p.primary)}" ${ol}/>
<path d="M172 132 L340 132 L340 172 L172 172 Z" fill="${barrel(k, p.secondary)}" opacity=".9"/>
<path d="M172 360 L340 360 L340 392 L172 392 Z" fill="${barrel(k, p.secondary)}" opacity=".9"/>
<path d="M186 98 L172 132 M326 98 L340 132" stroke="${INK}" stroke-width="4"/>
<ellipse cx="256" cy="98" rx="70" ry="16" fill="${metal(k, '#c8cdd6')}" ${ol}/>
<path d="M236 96 Q256 82 276 96 Q256 104 236 96 Z" fill="${dark('#c8cdd6', 0.3)}" stroke="${INK}" stroke-width="3"/>
<polygon points="270,186 206,286 250,286 232,350 310,240 264,240 290,186" fill="${k.lin([lite(p.accent, 0.5), p.accent])}" ${olw(5)}/>
<text x="256" y="166" font-family="${PACK_FONT}" font-weight="bold" font-size="24" fill="#fff" text-anchor="middle" letter-spacing="2">ENERGY</text>
<rect x="194" y="120" width="16" height="294" rx="8" fill="#fff" opacity=".3"/>`;
  },

  sticker: (k) => {
    const { p } = k;
    const star = starPoints(256, 262, 200, 96);
    return `<polygon points="${star}" fill="#fff" stroke="${INK}" stroke-width="40" stroke-linejoin="round"/>
<polygon points="${star}" fill="#fff" stroke="#fff" stroke-width="28" stroke-linejoin="round"/>
<polygon points="${star}" fill="${k.lin([lite(p.primary, 0.35), p.primary, p.secondary], 0, 0, 0.4, 1)}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>
<g clip-path="${k.clip(`<polygon points="${star}"/>`)}"><path d="M120 60 L200 60 L60 420 L-20 420 Z M240 60 L270 60 L130 420 L100 420 Z" fill="#fff" opacity=".22"/></g>
<ellipse cx="222" cy="250" rx="14" ry="22" fill="${INK}"/><ellipse cx="290" cy="250" rx="14" ry="22" fill="${INK}"/>
<circle cx="226" cy="242" r="5" fill="#fff"/><circle cx="294" cy="242" r="5" fill="#fff"/>
<path d="M220 298 Q256 330 292 298" fill="none" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>
<ellipse cx="196" cy="294" rx="14" ry="8" fill="${p.accent}" opacity=".7"/><ellipse cx="316" cy="294" rx="14" ry="8" fill="${p.accent}" opacity=".7"/>`;
  },
};

// ---------------------------------------------------------------- public

type Parts = { defs: string; body: string };

function itemParts(kind: ArtKind, palette: ArtPalette, salt = ''): Parts {
  const k = makeKit(`lf${hash(`${salt}${kind}|${palette.primary}|${palette.secondary}|${palette.accent}`)}`, palette);
  const body = drawers[kind](k);
  return { defs: k.defs(), body };
}

const svgOpen = '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">';

export function drawItem(kind: ArtKind, palette: ArtPalette): string {
  const item = itemParts(kind, palette);
  const k = makeKit(`lfb${hash(`${kind}|${palette.primary}`)}`, palette);
  // A dark product on a dark page needs a bright backlight, so glow with the palette's brightest colour.
  const glow = [palette.primary, palette.accent].reduce((a, b) => (luminance(b) > luminance(a) + 0.15 ? b : a));
  const strength = luminance(glow) < 0.35 ? 0.6 : 0.42;
  const halo = k.rad([[0, lite(glow, 0.15), strength], [0.6, glow, 0.14], [1, glow, 0]]);
  const soft = k.blur(10);
  return `${svgOpen}<defs>${k.defs()}${item.defs}</defs>
<circle cx="256" cy="256" r="252" fill="${halo}"/>
<ellipse cx="256" cy="456" rx="170" ry="20" fill="#000" opacity=".5" filter="${soft}"/>
${item.body}</svg>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function drawPack(theme: PackTheme): string {
  const { primary: pr, secondary: se } = theme;
  const k = makeKit(`lfp${hash(JSON.stringify(theme))}`, { primary: pr, secondary: se, accent: lite(se, 0.5) });
  // The icon reuses the theme colours so the badge always matches its crate.
  const icon = itemParts(theme.icon, { primary: se, secondary: lite(se, 0.45), accent: lite(se, 0.7) }, 'pack');
  const trim = metal(k, se);
  const beam = k.lin([[0, lite(se, 0.6), 0], [0.6, lite(se, 0.6), 0.45], [1, '#ffffff', 0.9]]);
  const label = escapeXml(theme.label.toUpperCase());
  // DejaVu Sans Bold capitals average ~0.7em, so this keeps 20 characters inside the banner.
  const size = Math.min(40, Math.floor(372 / (Math.max(label.length, 1) * 0.7)));
  const text = (extra: string): string =>
    `<text x="250" y="${432 + size * 0.36}" font-family="${PACK_FONT}" font-weight="bold" font-size="${size}" text-anchor="middle" ${extra}>${label}</text>`;
  const face = `M96 252 L356 252 L356 440 L96 440 Z`;
  const rivets = [108, 344]
    .flatMap((x) => [268, 384].map((y) => `<circle cx="${x}" cy="${y}" r="5" fill="${lite(se, 0.6)}" stroke="${INK}" stroke-width="2"/>`))
    .join('');
  // Body first: gradients register themselves while it is built, so defs must be read afterwards.
  const body = `<circle cx="256" cy="256" r="252" fill="${k.rad([[0, se, 0.6], [0.55, pr, 0.2], [1, pr, 0]])}"/>
<ellipse cx="266" cy="452" rx="200" ry="22" fill="#000" opacity=".55" filter="${k.blur(10)}"/>
<path d="M150 236 L70 40 L140 20 L210 236 Z M236 236 L226 6 L300 6 L284 236 Z M316 236 L400 30 L460 64 L368 230 Z" fill="${beam}" filter="${k.blur(7)}"/>
<path d="M96 252 L172 208 L432 208 L356 252 Z" fill="${k.rad([[0, '#ffffff'], [0.4, lite(se, 0.5)], [1, dark(pr, 0.5)]], 0.55, 0.5, 0.6)}" ${ol}/>
<path d="M356 252 L432 208 L432 398 L356 440 Z" fill="${k.lin([dark(pr, 0.3), dark(pr, 0.6)], 0, 0, 1, 0)}" ${ol}/>
<path d="${face}" fill="${k.lin([lite(pr, 0.2), pr, dark(pr, 0.35)])}" ${ol}/>
<path d="M96 252 L120 252 L120 440 L96 440 Z M332 252 L356 252 L356 440 L332 440 Z M356 252 L374 242 L374 430 L356 440 Z M414 218 L432 208 L432 398 L414 408 Z" fill="${trim}" ${olw(4)}/>
${rivets}
<circle cx="226" cy="324" r="68" fill="${k.rad([dark(pr, 0.45), dark(pr, 0.8)])}" stroke="${trim}" stroke-width="10"/>
${rivets}
<circle cx="226" cy="324" r="68" fill="none" stroke="${INK}" stroke-width="3"/>
<svg x="164" y="262" width="124" height="124" viewBox="0 0 512 512">${icon.body}</svg>
<g transform="translate(0 -54) rotate(-7 84 216)">
<path d="M84 216 L160 172 L444 172 L368 216 Z" fill="${k.lin([lite(pr, 0.45), lite(pr, 0.15)])}" ${ol}/>
<path d="M368 216 L444 172 L444 210 L368 254 Z" fill="${dark(pr, 0.45)}" ${ol}/>
<path d="M84 216 L368 216 L368 254 L84 254 Z" fill="${k.lin([lite(pr, 0.1), dark(pr, 0.25)])}" ${ol}/>
<path d="M84 216 L110 216 L110 254 L84 254 Z M342 216 L368 216 L368 254 L342 254 Z" fill="${trim}" ${olw(4)}/>
<path d="M100 210 L170 178 L420 178" fill="none" stroke="#fff" stroke-width="5" opacity=".45" stroke-linecap="round"/></g>
<path d="M40 404 L460 404 L444 432 L460 460 L40 460 L56 432 Z" fill="${k.lin([lite(se, 0.25), se, dark(se, 0.3)])}" ${ol}/>
${text(`fill="${INK}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"`)}
${text('fill="#ffffff"')}
${sparkle(70, 140, 18)}${sparkle(446, 110, 14)}${sparkle(470, 300, 10, lite(se, 0.5))}`;
  return `${svgOpen}<defs>${k.defs()}${icon.defs}</defs>${body}</svg>`;
}
