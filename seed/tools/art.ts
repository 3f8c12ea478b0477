/**
 * The drawing kit of the seed pictures (generate-images.ts): SVG primitives, colour helpers and the
 * small props (people, laptops, phones, books, plants, microphones ...) the scenes are built from.
 * Flat editorial style: a few solid colours, rounded corners, soft ground shadows, no outlines and
 * no text anywhere. Every random choice comes from the `r` the caller passes (seeded by the item),
 * so the pictures are the same on every run.
 */

export const RED = '#e11d2e';
export const INK = '#1b1523';
export const PAPER = '#fbf6ec';
export const WOOD = '#b8763d';
export const WOOD_DARK = '#7c4a22';
export const WOOD_LIGHT = '#d9a066';
export const LEAF = '#2f9e44';
export const LEAF_DARK = '#1b6b2c';
export const SKY = '#9bd3f0';
export const BLUE = '#2563eb';
export const TEAL = '#0f9f8f';
export const STEEL = '#64748b';

/** Skin tones of the people in the scenes (and a darker and lighter end for the portraits). */
export const SKINS = ['#4a2c1d', '#5d3923', '#70442a', '#8a5530', '#9c6640', '#7b4a2c', '#633d27'];
export const HAIR = ['#15100d', '#1f1612', '#2b1d16'];

export type Rand = () => number;

/** One decimal is plenty at these sizes and keeps the markup small. */
const n = (v: number) => String(Math.round(v * 10) / 10);

export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length) % list.length];

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
export function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
}
export function line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ''): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra ? ` ${extra}` : ''}/>`;
}
export function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
}
export const group = (children: string, transform = '', extra = '') => `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${children}</g>`;
export const op = (o: number) => `opacity="${Math.round(o * 100) / 100}"`;

/** `a` moved towards `b` by `t` (0..1). */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  return `#${[16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t).toString(16).padStart(2, '0')).join('')}`;
}
export const darker = (c: string, t = 0.25) => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.25) => mix(c, '#ffffff', t);

/** A soft shadow on the ground under a prop. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.16) => ellipse(cx, cy, rx, ry, '#000', op(0.22));

// ---------------------------------------------------------------------------------------------
// Sky and land

export function sun(cx: number, cy: number, r: number, color: string, rays = 0): string {
  const parts = [circle(cx, cy, r * 1.7, color, op(0.12)), circle(cx, cy, r * 1.3, color, op(0.2)), circle(cx, cy, r, color)];
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    parts.push(line(cx + Math.cos(a) * r * 1.25, cy + Math.sin(a) * r * 1.25, cx + Math.cos(a) * r * 1.55, cy + Math.sin(a) * r * 1.55, color, r * 0.08, op(0.8)));
  }
  return parts.join('');
}

export function moon(cx: number, cy: number, r: number, color: string, sky: string): string {
  return circle(cx, cy, r * 1.6, color, op(0.1)) + circle(cx, cy, r, color) + circle(cx + r * 0.45, cy - r * 0.25, r * 0.85, sky);
}

export function cloud(x: number, y: number, s: number, fill: string, o = 1): string {
  return group(
    [ellipse(0, 0, 70, 26, fill), circle(-28, -16, 28, fill), circle(16, -26, 36, fill), circle(48, -8, 24, fill)].join(''),
    `translate(${n(x)} ${n(y)}) scale(${n(s)})`,
    op(o),
  );
}

export function star(x: number, y: number, s: number, fill: string, o = 1): string {
  return path(`M${n(x)} ${n(y - s)} Q${n(x + s * 0.18)} ${n(y - s * 0.18)} ${n(x + s)} ${n(y)} Q${n(x + s * 0.18)} ${n(y + s * 0.18)} ${n(x)} ${n(y + s)} Q${n(x - s * 0.18)} ${n(y + s * 0.18)} ${n(x - s)} ${n(y)} Q${n(x - s * 0.18)} ${n(y - s * 0.18)} ${n(x)} ${n(y - s)}Z`, fill, op(o));
}

/** Rolling hills across the width, from far (light) to near (dark); answers the markup and the near ridge's height at x. */
export function hills(r: Rand, w: number, h: number, colors: string[], top = 0.62): string {
  const parts: string[] = [];
  colors.forEach((color, i) => {
    const base = h * (top + i * ((0.92 - top) / colors.length));
    const amp = 26 + r() * 30;
    const phase = r() * Math.PI * 2;
    const pts: string[] = [`M0 ${n(h)}`, `L0 ${n(base)}`];
    for (let x = 0; x <= w; x += 60) pts.push(`L${x} ${n(base - Math.sin(x / (220 + i * 60) + phase) * amp)}`);
    pts.push(`L${w} ${n(h)}Z`);
    parts.push(path(pts.join(' '), color));
  });
  return parts.join('');
}

export function acacia(x: number, base: number, s: number, color: string): string {
  return group(
    [
      path('M-6 0 L-4 -70 Q-30 -100 -52 -108 L-46 -112 Q-20 -104 -2 -84 Q6 -104 30 -116 L34 -112 Q14 -98 6 -74 L8 0Z', color),
      ellipse(-40, -116, 62, 16, color),
      ellipse(30, -124, 58, 15, color),
      ellipse(-6, -132, 44, 12, color),
    ].join(''),
    `translate(${n(x)} ${n(base)}) scale(${n(s)})`,
  );
}

/** A leafy pot plant. */
export function plant(x: number, base: number, s: number, pot: string): string {
  const leaves = [
    [-34, -70, -30],
    [30, -76, 28],
    [-12, -96, -8],
    [16, -104, 12],
    [-40, -40, -50],
    [40, -44, 50],
  ]
    .map(([lx, ly, rot]) => group(path('M0 0 Q18 -26 0 -58 Q-18 -26 0 0Z', lighter(LEAF, 0.05)) + line(0, 0, 0, -50, LEAF_DARK, 2, op(0.6)), `translate(${lx * 0.5} ${-20}) rotate(${rot}) translate(0 ${ly * 0.15})`))
    .join('');
  return group(leaves + path('M-30 -24 L30 -24 L22 28 L-22 28Z', pot) + rect(-34, -30, 68, 12, darker(pot, 0.15), 4), `translate(${n(x)} ${n(base - 28 * s)}) scale(${n(s)})`);
}

// ---------------------------------------------------------------------------------------------
// People: faceless, friendly, flat.

export type HairStyle = 'short' | 'puff' | 'wrap' | 'braids' | 'afro' | 'bald' | 'bun';

export interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  top: string;
  bottom: string;
  /** A dress or skirt instead of trousers. */
  dress?: boolean;
  /** The colour of a headwrap (style 'wrap'). */
  wrap?: string;
}

export function randomLook(r: Rand, tops: string[]): Look {
  const style = pick(r, ['short', 'puff', 'wrap', 'braids', 'afro', 'bun', 'short'] as const);
  const dress = style !== 'short' && r() < 0.5;
  return {
    skin: pick(r, SKINS),
    hair: pick(r, HAIR),
    style,
    top: pick(r, tops),
    bottom: dress ? pick(r, [RED, '#f59e0b', TEAL, '#7c3aed']) : pick(r, ['#1f2937', '#334155', '#3f2a1d', '#1e3a8a']),
    dress,
    wrap: pick(r, [RED, '#f59e0b', TEAL, '#7c3aed', '#16a34a']),
  };
}

/** A head of radius `r` centred at (x, y) with its hair, seen from the front (or from behind). */
export function head(x: number, y: number, r: number, look: Look, back = false): string {
  const { skin, hair, style } = look;
  const face = back ? hair : skin;
  const parts: string[] = [];
  if (style === 'afro') parts.push(circle(x, y - r * 0.25, r * 1.45, hair));
  // Two braids hanging beside the face, clear of the chin (a block of hair there reads as a beard).
  if (style === 'braids') parts.push(rect(x - r * 1.22, y - r * 0.3, r * 0.42, r * 2.1, hair, r * 0.21), rect(x + r * 0.8, y - r * 0.3, r * 0.42, r * 2.1, hair, r * 0.21));
  if (style === 'puff') parts.push(circle(x, y - r * 1.3, r * 0.72, hair));
  if (style === 'bun') parts.push(circle(x, y - r * 1.1, r * 0.5, hair));
  if (style !== 'bald' && style !== 'wrap') parts.push(circle(x, y - r * 0.12, r * 1.06, hair));
  parts.push(ellipse(x - r * 0.98, y + r * 0.12, r * 0.2, r * 0.26, skin), ellipse(x + r * 0.98, y + r * 0.12, r * 0.2, r * 0.26, skin));
  parts.push(circle(x, y + (style === 'bald' || style === 'wrap' || back ? 0 : r * 0.1), r, face));
  if (back && style !== 'bald') parts.push(circle(x, y - r * 0.1, r * 1.02, hair));
  if (style === 'wrap') {
    const c = look.wrap ?? RED;
    parts.push(
      path(`M${n(x - r * 1.08)} ${n(y - r * 0.05)} Q${n(x - r * 1.3)} ${n(y - r * 1.6)} ${n(x)} ${n(y - r * 1.75)} Q${n(x + r * 1.4)} ${n(y - r * 1.6)} ${n(x + r * 1.08)} ${n(y - r * 0.05)} Q${n(x)} ${n(y - r * 0.55)} ${n(x - r * 1.08)} ${n(y - r * 0.05)}Z`, c),
      path(`M${n(x - r * 0.9)} ${n(y - r * 0.9)} Q${n(x)} ${n(y - r * 1.3)} ${n(x + r * 0.9)} ${n(y - r * 0.9)}`, 'none', `stroke="${darker(c, 0.2)}" stroke-width="${n(r * 0.14)}" stroke-linecap="round"`),
      circle(x + r * 0.85, y - r * 1.25, r * 0.32, darker(c, 0.1)),
    );
  }
  return parts.join('');
}

/** A standing person, feet at (x, base), `height` tall; `wave` lifts the right arm. */
export function person(x: number, base: number, height: number, look: Look, opts: { wave?: boolean; hold?: string } = {}): string {
  const H = height;
  const r = H * 0.085;
  const hy = base - H + r;
  const sh = hy + r + H * 0.05; // shoulder line
  const tw = H * 0.3;
  const waist = base - H * 0.44;
  const parts: string[] = [];
  // Legs (or dress) and shoes.
  if (look.dress) {
    parts.push(rect(x - H * 0.07, waist, H * 0.05, base - waist - H * 0.02, look.skin), rect(x + H * 0.02, waist, H * 0.05, base - waist - H * 0.02, look.skin));
    parts.push(path(`M${n(x - tw * 0.45)} ${n(waist - H * 0.04)} L${n(x + tw * 0.45)} ${n(waist - H * 0.04)} L${n(x + tw * 0.62)} ${n(base - H * 0.16)} L${n(x - tw * 0.62)} ${n(base - H * 0.16)}Z`, look.bottom));
  } else {
    parts.push(rect(x - H * 0.12, waist - H * 0.02, H * 0.105, base - waist, look.bottom, H * 0.03), rect(x + H * 0.015, waist - H * 0.02, H * 0.105, base - waist, look.bottom, H * 0.03));
  }
  parts.push(ellipse(x - H * 0.07, base - H * 0.012, H * 0.065, H * 0.025, INK), ellipse(x + H * 0.07, base - H * 0.012, H * 0.065, H * 0.025, INK));
  // Arms behind the torso's edges.
  const armW = H * 0.075;
  parts.push(group(rect(-armW / 2, 0, armW, H * 0.36, look.top, armW / 2) + circle(0, H * 0.37, armW * 0.62, look.skin), `translate(${n(x - tw / 2 + armW * 0.2)} ${n(sh + armW * 0.2)}) rotate(10)`));
  if (opts.wave) {
    parts.push(group(rect(-armW / 2, -H * 0.34, armW, H * 0.36, look.top, armW / 2) + circle(0, -H * 0.36, armW * 0.62, look.skin), `translate(${n(x + tw / 2 - armW * 0.2)} ${n(sh + armW * 0.5)}) rotate(28)`));
  } else {
    parts.push(group(rect(-armW / 2, 0, armW, H * 0.36, look.top, armW / 2) + circle(0, H * 0.37, armW * 0.62, look.skin), `translate(${n(x + tw / 2 - armW * 0.2)} ${n(sh + armW * 0.2)}) rotate(-10)`));
  }
  // Neck, torso, head.
  parts.push(rect(x - H * 0.028, hy + r * 0.6, H * 0.056, H * 0.08, darker(look.skin, 0.12)));
  parts.push(path(`M${n(x - tw / 2)} ${n(sh + H * 0.06)} Q${n(x - tw / 2)} ${n(sh)} ${n(x - tw / 2 + H * 0.06)} ${n(sh)} L${n(x + tw / 2 - H * 0.06)} ${n(sh)} Q${n(x + tw / 2)} ${n(sh)} ${n(x + tw / 2)} ${n(sh + H * 0.06)} L${n(x + tw * 0.44)} ${n(waist)} L${n(x - tw * 0.44)} ${n(waist)}Z`, look.top));
  parts.push(path(`M${n(x - H * 0.045)} ${n(sh)} L${n(x)} ${n(sh + H * 0.05)} L${n(x + H * 0.045)} ${n(sh)}Z`, darker(look.skin, 0.12)));
  if (opts.hold) parts.push(opts.hold);
  parts.push(head(x, hy, r, look));
  return parts.join('');
}

/** A pupil seated on a chair, seen from behind: head, shoulders, chair back. `s` = 1 is about 170 px tall. */
export function seatedBack(x: number, seatY: number, s: number, look: Look, chair: string): string {
  const parts: string[] = [];
  const top = seatY - 120 * s;
  parts.push(rect(x - 6 * s, top - 16 * s, 12 * s, 22 * s, darker(look.skin, 0.15)));
  parts.push(path(`M${n(x - 66 * s)} ${n(seatY)} L${n(x - 66 * s)} ${n(top + 26 * s)} Q${n(x - 66 * s)} ${n(top)} ${n(x - 40 * s)} ${n(top)} L${n(x + 40 * s)} ${n(top)} Q${n(x + 66 * s)} ${n(top)} ${n(x + 66 * s)} ${n(top + 26 * s)} L${n(x + 66 * s)} ${n(seatY)}Z`, look.top));
  parts.push(head(x, top - 38 * s, 34 * s, look, true));
  parts.push(rect(x - 58 * s, seatY - 44 * s, 116 * s, 56 * s, chair, 8 * s));
  parts.push(rect(x - 52 * s, seatY + 10 * s, 8 * s, 60 * s, darker(chair, 0.2)), rect(x + 44 * s, seatY + 10 * s, 8 * s, 60 * s, darker(chair, 0.2)));
  return parts.join('');
}

/** A person seen from above (round-table scenes): shoulders, arms reaching in, head. `angle` faces the centre. */
export function fromAbove(cx: number, cy: number, angle: number, s: number, look: Look): string {
  const inner = [
    rect(-58, 18, 24, 70, look.top, 12),
    rect(34, 18, 24, 70, look.top, 12),
    circle(-46, 90, 13, look.skin),
    circle(46, 90, 13, look.skin),
    ellipse(0, 0, 66, 34, look.top),
    head(0, 0, 30, { ...look, style: look.style === 'afro' || look.style === 'puff' ? look.style : look.style === 'wrap' ? 'wrap' : 'short' }, true),
  ].join('');
  return group(inner, `translate(${n(cx)} ${n(cy)}) rotate(${n(angle)}) scale(${n(s)})`);
}

// ---------------------------------------------------------------------------------------------
// Objects

/** Rows of coloured bars: code or notes without letters. */
export function codeLines(r: Rand, x: number, y: number, w: number, rows: number, rowH: number, colors: string[]): string {
  const parts: string[] = [];
  let indent = 0;
  for (let i = 0; i < rows; i++) {
    if (r() < 0.3) indent = Math.max(0, Math.min(3, indent + (r() < 0.5 ? 1 : -1)));
    let cx = x + indent * rowH * 1.6;
    const words = 1 + Math.floor(r() * 3);
    for (let k = 0; k < words && cx < x + w - rowH * 2; k++) {
      const ww = Math.min(x + w - cx, rowH * (2 + r() * 6));
      parts.push(rect(cx, y + i * rowH * 1.7, ww, rowH, pick(r, colors), rowH / 2));
      cx += ww + rowH * 0.8;
    }
  }
  return parts.join('');
}

/** Scribbled lines, like handwriting seen from afar. */
export function scribbles(r: Rand, x: number, y: number, w: number, rows: number, gap: number, color: string, width = 2.5): string {
  const parts: string[] = [];
  for (let i = 0; i < rows; i++) {
    const len = w * (0.55 + r() * 0.45);
    let d = `M${n(x)} ${n(y + i * gap)}`;
    for (let px = 0; px < len; px += 10) d += ` q5 ${n(-4 - r() * 4)} 10 0`;
    parts.push(stroke(d, color, width, op(0.85)));
  }
  return parts.join('');
}

export function waveform(r: Rand, x: number, y: number, w: number, h: number, color: string, bar = 8): string {
  const parts: string[] = [];
  const count = Math.floor(w / (bar * 1.8));
  for (let i = 0; i < count; i++) {
    const bh = h * (0.15 + Math.abs(Math.sin(i * 0.55 + r() * 1.2)) * 0.85 * (0.5 + 0.5 * Math.sin((i / count) * Math.PI)));
    parts.push(rect(x + i * bar * 1.8, y - bh / 2, bar, bh, color, bar / 2));
  }
  return parts.join('');
}

/** An open laptop seen from the front, its base's front edge centred at (x, y); `screen` draws into the screen box. */
export function laptop(x: number, y: number, w: number, body: string, screen: (sx: number, sy: number, sw: number, sh: number) => string): string {
  const sh = w * 0.62;
  const sx = x - w / 2;
  const sy = y - sh - w * 0.06;
  return [
    shadow(x, y + 4, w * 0.62),
    rect(sx, sy, w, sh, body, w * 0.03),
    rect(sx + w * 0.04, sy + w * 0.04, w * 0.92, sh - w * 0.08, '#0f172a', w * 0.012),
    screen(sx + w * 0.04, sy + w * 0.04, w * 0.92, sh - w * 0.08),
    path(`M${n(sx - w * 0.1)} ${n(y)} L${n(sx + w * 1.1)} ${n(y)} L${n(sx + w * 1.02)} ${n(y - w * 0.06)} L${n(sx - w * 0.02)} ${n(y - w * 0.06)}Z`, lighter(body, 0.15)),
    rect(x - w * 0.12, y - w * 0.035, w * 0.24, w * 0.02, darker(body, 0.15), w * 0.01),
  ].join('');
}

/** A smartphone standing upright, centred at (x, y). */
export function phone(x: number, y: number, w: number, body: string, screen: (sx: number, sy: number, sw: number, sh: number) => string, angle = 0): string {
  const h = w * 2.05;
  const inner = [
    rect(-w / 2 + 8, -h / 2 + 10, w, h, '#000', w * 0.16, op(0.2)),
    rect(-w / 2, -h / 2, w, h, body, w * 0.16),
    rect(-w / 2 + w * 0.06, -h / 2 + w * 0.06, w * 0.88, h - w * 0.12, '#0f172a', w * 0.11),
    screen(-w / 2 + w * 0.1, -h / 2 + w * 0.16, w * 0.8, h - w * 0.3),
    rect(-w * 0.12, -h / 2 + w * 0.09, w * 0.24, w * 0.04, body, w * 0.02),
  ].join('');
  return group(inner, `translate(${n(x)} ${n(y)})${angle ? ` rotate(${n(angle)})` : ''}`);
}

/** A speech bubble with its tail at the bottom left (or right). */
export function bubble(x: number, y: number, w: number, h: number, fill: string, tailRight = false): string {
  const tx = tailRight ? x + w * 0.75 : x + w * 0.25;
  return rect(x, y, w, h, fill, Math.min(h / 2, 28)) + poly([[tx - 14, y + h - 2], [tx + 14, y + h - 2], [tx + (tailRight ? 22 : -22), y + h + 26]], fill);
}

/** A book lying flat (spine towards the viewer), left edge at x, resting on y. */
export function flatBook(x: number, y: number, w: number, h: number, color: string): string {
  return rect(x, y - h, w, h, color, 4) + rect(x + w * 0.04, y - h * 0.78, w * 0.92, h * 0.56, PAPER, 2, op(0.92)) + rect(x, y - h, w * 0.05, h, darker(color, 0.2), 2);
}

/** A stack of flat books on y, answering its markup. */
export function bookStack(r: Rand, x: number, y: number, count: number, width: number, colors: string[]): string {
  const parts: string[] = [];
  let top = y;
  for (let i = 0; i < count; i++) {
    const bh = 20 + r() * 14;
    const bw = width * (0.82 + r() * 0.18);
    parts.push(flatBook(x + (width - bw) / 2 + (r() - 0.5) * 16, top, bw, bh, pick(r, colors)));
    top -= bh;
  }
  return shadow(x + width / 2, y + 3, width * 0.62) + parts.join('');
}

/** Book spines standing on a shelf line at y, from x over `w`. */
export function spines(r: Rand, x: number, y: number, w: number, maxH: number, colors: string[]): string {
  const parts: string[] = [];
  let cx = x;
  while (cx < x + w - 14) {
    const bw = Math.min(x + w - cx, 14 + r() * 18);
    const bh = maxH * (0.7 + r() * 0.3);
    const c = pick(r, colors);
    const lean = r() < 0.08;
    const b = rect(0, -bh, bw, bh, c, 3) + rect(bw * 0.2, -bh * 0.8, bw * 0.6, bh * 0.08, lighter(c, 0.35), 2) + rect(bw * 0.2, -bh * 0.3, bw * 0.6, bh * 0.05, lighter(c, 0.35), 2);
    parts.push(group(b, `translate(${n(cx)} ${n(y)})${lean ? ' rotate(12)' : ''}`));
    cx += bw + 2 + (lean ? 10 : 0);
  }
  return parts.join('');
}

export function mug(x: number, base: number, s: number, color: string, steam = true): string {
  const inner = [
    shadow(0, 0, 34, 6),
    path('M-26 -60 L26 -60 L22 0 L-22 0Z', color),
    stroke('M24 -46 q22 2 18 18 q-4 12 -20 10', color, 8),
    ellipse(0, -60, 26, 6, darker(color, 0.25)),
    steam ? stroke('M-8 -74 q-10 -12 0 -24 q10 -12 0 -24', '#fff', 4, op(0.5)) + stroke('M10 -70 q-10 -12 0 -24 q10 -12 0 -24', '#fff', 4, op(0.4)) : '',
  ].join('');
  return group(inner, `translate(${n(x)} ${n(base)}) scale(${n(s)})`);
}

/** A studio microphone on a short stand, the capsule's centre at (x, y), `s` = 1 about 300 px tall. */
export function microphone(x: number, y: number, s: number, body: string, grille: string, accent: string): string {
  const inner = [
    stroke('M-78 10 Q-78 110 0 110 Q78 110 78 10', body, 16),
    rect(-8, 110, 16, 90, body),
    rect(-70, 196, 140, 18, body, 9),
    rect(-56, -120, 112, 190, grille, 56),
    ...[-80, -52, -24, 4, 32].map((gy) => rect(-44, gy, 88, 6, darker(grille, 0.22), 3)),
    rect(-60, 8, 120, 24, accent, 6),
    circle(0, 20, 5, lighter(accent, 0.5)),
    rect(-40, -104, 18, 60, '#fff', 9, op(0.35)),
  ].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

/** Arcs of sound either side of (x, y). */
export function soundArcs(x: number, y: number, r0: number, color: string, count = 3): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = r0 + i * r0 * 0.4;
    const o = 0.8 - i * 0.2;
    parts.push(stroke(`M${n(x + r * 0.7)} ${n(y - r * 0.7)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.7)} ${n(y + r * 0.7)}`, color, 10, op(o)));
    parts.push(stroke(`M${n(x - r * 0.7)} ${n(y - r * 0.7)} A${n(r)} ${n(r)} 0 0 0 ${n(x - r * 0.7)} ${n(y + r * 0.7)}`, color, 10, op(o)));
  }
  return parts.join('');
}

export function lightbulb(x: number, y: number, s: number, glass: string, glow: string): string {
  const inner = [
    circle(0, -20, 150, glow, op(0.12)),
    circle(0, -20, 110, glow, op(0.18)),
    ...Array.from({ length: 9 }, (_, i) => {
      const a = Math.PI * (1.1 + (i / 8) * 0.8);
      return line(Math.cos(a) * 118, -20 + Math.sin(a) * 118, Math.cos(a) * 150, -20 + Math.sin(a) * 150, glow, 9);
    }),
    path('M-70 -30 A80 80 0 1 1 70 -30 Q52 6 42 42 L-42 42 Q-52 6 -70 -30Z', glass),
    stroke('M-22 40 L-22 0 Q-22 -22 -8 -22 Q4 -22 0 -6 Q-4 8 8 8 Q22 8 22 -14 L22 40', darker(glow, 0.2), 6),
    rect(-44, 42, 88, 18, STEEL, 6),
    rect(-40, 62, 80, 16, lighter(STEEL, 0.2), 6),
    rect(-30, 80, 60, 18, STEEL, 9),
    path('M-44 -60 A60 60 0 0 1 -10 -96', 'none', 'stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".55"'),
  ].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

export function gear(x: number, y: number, r: number, teeth: number, color: string, hole: string): string {
  const parts: string[] = [];
  for (let i = 0; i < teeth; i++) {
    parts.push(rect(-r * 0.16, -r * 1.18, r * 0.32, r * 0.4, color, r * 0.05, `transform="rotate(${n((i * 360) / teeth)})"`));
  }
  parts.push(circle(0, 0, r, color), circle(0, 0, r * 0.38, hole));
  return group(parts.join(''), `translate(${n(x)} ${n(y)})`);
}

export function solarPanel(x: number, y: number, w: number, h: number, frame = '#cbd5e1'): string {
  const parts = [rect(x, y, w, h, frame, 4), rect(x + 4, y + 4, w - 8, h - 8, '#1e3a8a', 2)];
  const cols = Math.max(3, Math.round(w / 34));
  const rows = Math.max(2, Math.round(h / 30));
  for (let i = 1; i < cols; i++) parts.push(rect(x + 4 + ((w - 8) * i) / cols - 1, y + 4, 2, h - 8, '#93c5fd', 0, op(0.55)));
  for (let j = 1; j < rows; j++) parts.push(rect(x + 4, y + 4 + ((h - 8) * j) / rows - 1, w - 8, 2, '#93c5fd', 0, op(0.55)));
  parts.push(poly([[x + 8, y + 6], [x + w * 0.3, y + 6], [x + 8, y + h * 0.5]], '#fff', op(0.18)));
  return parts.join('');
}

export function coin(x: number, y: number, r: number, color = '#fbbf24'): string {
  return circle(x + 3, y + 4, r, '#000', op(0.18)) + circle(x, y, r, darker(color, 0.12)) + circle(x, y, r * 0.8, color) + circle(x, y, r * 0.52, 'none', `stroke="${darker(color, 0.18)}" stroke-width="${n(r * 0.1)}"`);
}

export function sparkle(x: number, y: number, s: number, color: string, o = 1): string {
  return star(x, y, s, color, o);
}

/** A graduation cap (mortarboard), centred at (x, y). */
export function mortarboard(x: number, y: number, s: number, color: string, tassel: string): string {
  const inner = [
    path('M-70 20 L-70 60 Q0 92 70 60 L70 20Z', darker(color, 0.15)),
    poly([[0, -40], [130, 10], [0, 58], [-130, 10]], color),
    circle(0, 10, 8, tassel),
    stroke('M0 10 Q70 20 96 30 L96 96', tassel, 5),
    rect(88, 90, 16, 34, tassel, 4),
  ].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

/** A sheet of paper with a header block and lines, centred at (x, y), tilted by `angle`. */
export function sheet(r: Rand, x: number, y: number, w: number, h: number, angle: number, accent: string, opts: { photo?: string; checks?: boolean } = {}): string {
  const parts = [rect(-w / 2 + 10, -h / 2 + 14, w, h, '#000', 10, op(0.2)), rect(-w / 2, -h / 2, w, h, PAPER, 10)];
  let top = -h / 2 + w * 0.1;
  if (opts.photo) {
    parts.push(circle(-w / 2 + w * 0.2, top + w * 0.1, w * 0.1, opts.photo), circle(-w / 2 + w * 0.2, top + w * 0.075, w * 0.04, lighter(opts.photo, 0.45)), path(`M${n(-w / 2 + w * 0.13)} ${n(top + w * 0.17)} Q${n(-w / 2 + w * 0.2)} ${n(top + w * 0.1)} ${n(-w / 2 + w * 0.27)} ${n(top + w * 0.17)}Z`, lighter(opts.photo, 0.45)));
    parts.push(rect(-w / 2 + w * 0.36, top + w * 0.04, w * 0.46, w * 0.05, INK, 6, op(0.85)), rect(-w / 2 + w * 0.36, top + w * 0.12, w * 0.3, w * 0.035, accent, 5));
    top += w * 0.3;
  } else {
    parts.push(rect(-w / 2 + w * 0.1, top, w * 0.5, w * 0.05, INK, 6, op(0.85)));
    top += w * 0.14;
  }
  while (top < h / 2 - w * 0.1) {
    if (r() < 0.22) {
      parts.push(rect(-w / 2 + w * 0.1, top, w * 0.28, w * 0.035, accent, 5));
      top += w * 0.07;
      continue;
    }
    const lw = w * (0.45 + r() * 0.35);
    parts.push(rect(-w / 2 + w * 0.1, top, lw, w * 0.022, STEEL, 4, op(0.55)));
    if (opts.checks) parts.push(stroke(`M${n(w / 2 - w * 0.2)} ${n(top + 2)} l${n(w * 0.03)} ${n(w * 0.03)} l${n(w * 0.06)} ${n(-w * 0.06)}`, r() < 0.75 ? '#16a34a' : RED, w * 0.022));
    top += w * 0.065;
  }
  return group(parts.join(''), `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`);
}

export function magnifier(x: number, y: number, s: number, frame: string): string {
  const inner = [rect(44, 44, 26, 96, frame, 12, 'transform="rotate(-45 57 92)"'), circle(0, 0, 70, frame), circle(0, 0, 54, '#dbeafe', op(0.55)), path('M-34 -18 A38 38 0 0 1 -10 -40', 'none', 'stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"')].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

export function pencil(x: number, y: number, len: number, angle: number, color: string): string {
  const inner = [rect(0, -9, len, 18, color, 3), rect(len - 18, -9, 18, 18, '#f9a8d4', 3), rect(len - 24, -9, 8, 18, '#cbd5e1'), poly([[0, -9], [0, 9], [-30, 0]], WOOD_LIGHT), poly([[-20, -3], [-20, 3], [-30, 0]], INK)].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) rotate(${n(angle)})`);
}

export function briefcase(x: number, y: number, s: number, color: string): string {
  const inner = [
    shadow(0, 70, 120, 14),
    stroke('M-40 -60 L-40 -84 Q-40 -96 -28 -96 L28 -96 Q40 -96 40 -84 L40 -60', darker(color, 0.3), 12),
    rect(-120, -62, 240, 132, color, 16),
    rect(-120, -62, 240, 58, lighter(color, 0.12), 16),
    rect(-16, -16, 32, 26, '#fbbf24', 5),
  ].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

export function headphones(x: number, y: number, s: number, color: string, pad: string): string {
  const inner = [stroke('M-86 20 Q-86 -96 0 -96 Q86 -96 86 20', color, 18), rect(-110, 0, 46, 84, pad, 20), rect(64, 0, 46, 84, pad, 20), rect(-100, 10, 20, 64, color, 10), rect(80, 10, 20, 64, color, 10)].join('');
  return group(inner, `translate(${n(x)} ${n(y)}) scale(${n(s)})`);
}

export function speaker(x: number, base: number, w: number, h: number, color: string, cone: string): string {
  return [
    shadow(x, base + 2, w * 0.6),
    rect(x - w / 2, base - h, w, h, color, 10),
    circle(x, base - h * 0.32, w * 0.34, darker(color, 0.35)),
    circle(x, base - h * 0.32, w * 0.2, cone),
    circle(x, base - h * 0.32, w * 0.07, darker(color, 0.4)),
    circle(x, base - h * 0.76, w * 0.17, darker(color, 0.35)),
    circle(x, base - h * 0.76, w * 0.08, cone),
  ].join('');
}
