/**
 * Illustrated head-and-shoulders portraits of the seed authors (content/authors.ts), 480x480, for
 * author boxes and author pages: a flat, friendly editorial style, each writer with their own skin
 * tone, hair or headwrap, clothes, accessories and background colour. The looks are written out per
 * author (not random), so a portrait is stable and matches the bio (Imani is "he", Fatou covers
 * heritage from Dakar, ...). The face sits in the middle, so a circular crop keeps all of it.
 */
import type { AuthorKey } from '../content/authors.ts';
import { circle, darker, ellipse, lighter, line, mix, op, path, rect, star, stroke } from './art.ts';

type Hair = 'twistout' | 'twa' | 'fade' | 'parted' | 'braids' | 'wrap' | 'hightop' | 'puff';
type Neck = 'crew' | 'collar' | 'blazer' | 'turtleneck' | 'hoodie' | 'boubou';

interface Look {
  skin: string;
  hair: string;
  style: Hair;
  clothes: string;
  /** Shirt under a blazer, collar of a shirt, or the pattern of a headwrap. */
  second: string;
  neck: Neck;
  bg: string;
  beard?: 'full' | 'goatee';
  glasses?: 'round' | 'square';
  earrings?: 'hoops' | 'studs' | 'drops';
  necklace?: string;
  /** The headwrap's or headband's colour. */
  wrap?: string;
  /** A kente stole over the shoulders. */
  kente?: boolean;
  tie?: string;
}

const LOOKS: Record<AuthorKey, Look> = {
  amara: { skin: '#7b4a2c', hair: '#1c130f', style: 'twistout', clothes: '#f59e0b', second: '#b45309', neck: 'crew', bg: '#0f766e', earrings: 'hoops', necklace: '#dc2626' },
  wanjiru: { skin: '#5d3923', hair: '#15100d', style: 'twa', clothes: '#2563eb', second: '#dbeafe', neck: 'collar', bg: '#facc15', glasses: 'round', earrings: 'studs' },
  kwabena: { skin: '#4a2c1d', hair: '#120d0a', style: 'fade', clothes: '#f8fafc', second: '#15803d', neck: 'collar', bg: '#f97316', beard: 'full', glasses: 'square', kente: true },
  imani: { skin: '#70442a', hair: '#15100d', style: 'parted', clothes: '#1e3a8a', second: '#f8fafc', neck: 'blazer', bg: '#7dd3fc', tie: '#f59e0b' },
  thandiwe: { skin: '#8a5530', hair: '#1f1612', style: 'braids', clothes: '#dc2626', second: '#fef3c7', neck: 'blazer', bg: '#fde68a', earrings: 'studs' },
  fatou: { skin: '#3f2619', hair: '#120d0a', style: 'wrap', clothes: '#ea580c', second: '#fde68a', neck: 'boubou', bg: '#14b8a6', earrings: 'drops', wrap: '#4338ca' },
  tunde: { skin: '#633d27', hair: '#15100d', style: 'hightop', clothes: '#fbbf24', second: '#111827', neck: 'hoodie', bg: '#a21caf', beard: 'goatee' },
  zawadi: { skin: '#9c6640', hair: '#2b1d16', style: 'puff', clothes: '#65a30d', second: '#4d7c0f', neck: 'turtleneck', bg: '#fb923c', earrings: 'hoops', wrap: '#7c3aed' },
};

const SIZE = 480;
const FACE = 'M240 112 C294 112 321 152 321 208 C321 262 293 308 240 313 C187 308 159 262 159 208 C159 152 186 112 240 112Z';

/** Bumpy hair edge: circles along an arc of the ellipse (cx, cy, rx, ry) from angle a0 to a1 (radians). */
function curls(cx: number, cy: number, rx: number, ry: number, a0: number, a1: number, count: number, size: number, fill: string): string {
  const out: string[] = [];
  for (let i = 0; i <= count; i++) {
    const a = a0 + ((a1 - a0) * i) / count;
    out.push(circle(cx + Math.cos(a) * rx, cy + Math.sin(a) * ry, size * (0.85 + ((i * 7) % 5) * 0.06), fill));
  }
  return out.join('');
}

/** Short curved strokes in a lighter shade: the texture of coily hair. */
function texture(cx: number, cy: number, rx: number, ry: number, count: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = i * 2.39996;
    const d = Math.sqrt((i + 0.5) / count);
    const x = cx + Math.cos(a) * rx * d;
    const y = cy + Math.sin(a) * ry * d;
    out.push(stroke(`M${(x - 6).toFixed(1)} ${y.toFixed(1)} q6 -7 12 0`, color, 3, op(0.45)));
  }
  return out.join('');
}

/** Hair drawn behind the head (volume, braids) and in front of it (hairline). */
function hair(l: Look): { back: string; front: string; mid?: string } {
  const h = l.hair;
  const hi = lighter(h, 0.18);
  switch (l.style) {
    case 'twistout':
      return {
        back: circle(240, 176, 128, h) + curls(240, 176, 124, 118, Math.PI * 0.8, Math.PI * 2.2, 22, 30, h) + texture(240, 170, 120, 110, 70, hi),
        front: path('M158 214 C150 128 196 96 240 96 C284 96 330 128 322 214 C306 168 278 146 240 146 C202 146 174 168 158 214Z', h) + curls(240, 150, 82, 44, Math.PI * 1.05, Math.PI * 1.95, 9, 16, h) + texture(240, 124, 70, 22, 14, hi),
      };
    case 'twa':
      return {
        back: '',
        front:
          path('M156 212 C146 124 196 88 240 88 C284 88 334 124 324 212 C316 168 292 146 240 144 C188 146 164 168 156 212Z', h) +
          curls(240, 150, 84, 62, Math.PI * 1.02, Math.PI * 1.98, 16, 14, h) +
          texture(240, 118, 70, 24, 22, hi),
      };
    case 'fade':
      return {
        back: '',
        front: path('M160 196 C158 128 196 100 240 100 C284 100 322 128 320 196 C312 160 288 140 240 138 C192 140 168 160 160 196Z', h) + path('M160 196 C160 214 162 222 164 228 L170 200Z', h, op(0.5)) + path('M320 196 C320 214 318 222 316 228 L310 200Z', h, op(0.5)),
      };
    case 'parted':
      return {
        back: '',
        front:
          path('M159 200 C156 126 194 96 240 96 C286 96 324 126 321 200 C314 160 290 138 240 136 C190 138 166 160 159 200Z', h) +
          stroke('M200 104 Q196 120 190 140', lighter(l.skin, 0.05), 4, op(0.8)),
      };
    case 'braids': {
      const strands: string[] = [];
      for (const side of [-1, 1]) {
        for (let i = 0; i < 5; i++) {
          const x = 240 + side * (92 + i * 12);
          const top = 170 + i * 6;
          const len = 270 - i * 22;
          strands.push(rect(x - 8, top, 16, len, i % 2 ? h : lighter(h, 0.06), 8));
          for (let y = top + 14; y < top + len - 6; y += 14) strands.push(line(x - 6, y, x + 6, y - 6, hi, 2, op(0.5)));
        }
      }
      return {
        back: path('M150 220 C140 120 190 84 240 84 C290 84 340 120 330 220 L336 340 Q240 370 144 340Z', h),
        mid: strands.join(''),
        front:
          path('M156 214 C146 124 196 86 240 86 C284 86 334 124 324 214 C312 166 290 142 240 140 C190 142 168 166 156 214Z', h) +
          [-2, -1, 0, 1, 2].map((k) => stroke(`M${240 + k * 24} 92 Q${240 + k * 30} 118 ${240 + k * 38} 146`, hi, 3, op(0.5))).join('') +
          circle(240, 72, 34, h) +
          texture(240, 72, 26, 24, 8, hi),
      };
    }
    case 'wrap': {
      const c = l.wrap ?? '#4338ca';
      const shape = 'M150 222 C128 116 178 46 250 44 C334 42 364 112 334 222 C322 172 292 150 240 150 C188 150 160 172 150 222Z';
      const dots: string[] = [];
      for (let row = 0; row < 9; row++) {
        for (let col = 0; col < 10; col++) dots.push(circle(130 + col * 26 + (row % 2) * 13, 40 + row * 22, row % 3 === 1 ? 3 : 4.5, l.second, op(0.85)));
      }
      return {
        back: path('M262 58 C320 -4 410 28 382 96 C360 70 318 66 288 88Z', darker(c, 0.15)),
        front:
          `<defs><clipPath id="wrapclip"><path d="${shape}"/></clipPath></defs>` +
          path(shape, c) +
          `<g clip-path="url(#wrapclip)">${dots.join('')}</g>` +
          stroke('M162 170 Q236 88 326 140', darker(c, 0.3), 7, op(0.85)) +
          stroke('M176 122 Q250 64 318 100', darker(c, 0.3), 7, op(0.75)) +
          stroke('M156 204 Q240 134 330 190', lighter(c, 0.25), 9, op(0.8)),
      };
    }
    case 'hightop':
      return {
        back: '',
        front:
          path('M162 196 L166 64 Q168 42 192 42 L288 42 Q312 42 314 64 L318 196 C306 158 284 140 240 138 C196 140 174 158 162 196Z', h) +
          Array.from({ length: 24 }, (_, i) => circle(186 + (i % 6) * 21.5, 62 + Math.floor(i / 6) * 20, 6, hi, op(0.4))).join(''),
      };
    case 'puff':
      return {
        back: circle(240, 76, 62, h) + curls(240, 76, 58, 56, 0, Math.PI * 2, 18, 13, h) + texture(240, 72, 50, 46, 22, hi),
        front:
          path('M158 208 C150 128 196 100 240 100 C284 100 330 128 322 208 C312 166 290 146 240 144 C190 146 168 166 158 208Z', h) +
          stroke('M168 150 Q240 98 312 150', l.wrap ?? '#7c3aed', 16) +
          texture(240, 126, 60, 14, 8, hi),
      };
  }
}

/** A band of kente (gold, green, red, black) from the neck (xa..xb at y 352) to the bottom edge (xc..xd at y 480). */
function stole(xa: number, xb: number, xc: number, xd: number): string {
  const colours = ['#f2b705', '#15803d', '#c81e1e', '#111111', '#f2b705', '#c81e1e'];
  const parts: string[] = [];
  const at = (top: number, bottom: number, y: number) => top + ((bottom - top) * (y - 352)) / 128;
  for (let k = 0, y = 352; y < 480; k++, y += 16) {
    const y2 = Math.min(480, y + 16);
    parts.push(path(`M${at(xa, xc, y)} ${y} L${at(xb, xd, y)} ${y} L${at(xb, xd, y2)} ${y2} L${at(xa, xc, y2)} ${y2}Z`, colours[k % colours.length]));
  }
  return parts.join('');
}

function clothes(l: Look): string {
  const c = l.clothes;
  const parts: string[] = [];
  const torso = 'M36 480 C36 402 86 364 168 352 L312 352 C394 364 444 402 444 480Z';
  const neckSkin = darker(l.skin, 0.1);
  switch (l.neck) {
    case 'crew':
      parts.push(path(torso, c), path('M194 350 Q240 402 286 350Z', neckSkin), stroke('M192 350 Q240 404 288 350', darker(c, 0.18), 9));
      break;
    case 'collar':
      parts.push(path(torso, c), path('M200 350 L240 414 L280 350Z', neckSkin));
      parts.push(path('M196 346 L240 414 L214 428 L182 366Z', l.kente ? '#e2e8f0' : l.second), path('M284 346 L240 414 L266 428 L298 366Z', l.kente ? '#e2e8f0' : l.second));
      for (let y = 440; y < 480; y += 26) parts.push(circle(240, y, 4, darker(c, 0.25)));
      if (l.kente) parts.push(stole(176, 212, 150, 196), stole(304, 268, 330, 284));
      break;
    case 'blazer': {
      parts.push(path(torso, c), path('M200 352 L280 352 L252 480 L228 480Z', l.second), path('M212 350 L268 350 L240 386Z', neckSkin));
      parts.push(path('M206 346 L240 386 L228 400 L196 362Z', darker(l.second, 0.08)), path('M274 346 L240 386 L252 400 L284 362Z', darker(l.second, 0.08)));
      if (l.tie) parts.push(path('M232 388 L248 388 L246 404 L234 404Z', darker(l.tie, 0.15)), path('M234 404 L246 404 L256 462 L240 480 L224 462Z', l.tie));
      const lapel = darker(c, 0.16);
      parts.push(path('M198 350 L168 360 L186 404 L178 420 L222 480 L240 470 Z', lapel), path('M282 350 L312 360 L294 404 L302 420 L258 480 L240 470 Z', lapel));
      parts.push(path('M198 350 L236 462 L240 470 L222 480 L178 420 L186 404 L168 360Z', 'none', `stroke="${darker(c, 0.3)}" stroke-width="2" opacity=".6"`));
      parts.push(path('M282 350 L244 462 L240 470 L258 480 L302 420 L294 404 L312 360Z', 'none', `stroke="${darker(c, 0.3)}" stroke-width="2" opacity=".6"`));
      break;
    }
    case 'turtleneck':
      parts.push(path(torso, c), rect(194, 296, 92, 80, lighter(c, 0.08), 30));
      for (const y of [318, 338, 358]) parts.push(stroke(`M200 ${y} Q240 ${y + 8} 280 ${y}`, darker(c, 0.15), 4, op(0.7)));
      break;
    case 'hoodie':
      parts.push(path(torso, c), path('M150 368 Q240 330 330 368 Q320 410 240 420 Q160 410 150 368Z', darker(c, 0.12)), path('M196 350 Q240 396 284 350Z', neckSkin));
      parts.push(line(218, 392, 212, 448, l.second, 5), line(262, 392, 268, 448, l.second, 5), circle(212, 452, 6, l.second), circle(268, 452, 6, l.second));
      break;
    case 'boubou':
      parts.push(path('M20 480 C24 396 86 360 168 350 L312 350 C394 360 456 396 460 480Z', c), path('M186 350 Q240 420 294 350Z', neckSkin));
      parts.push(stroke('M182 350 Q240 428 298 350', l.second, 8), stroke('M176 352 Q240 446 304 352', l.second, 3, 'stroke-dasharray="2 9"'));
      for (let i = 0; i < 5; i++) parts.push(circle(222 + i * 9, 420 + (i % 2) * 6, 3.5, l.second));
      break;
  }
  return parts.join('');
}

function face(l: Look): string {
  const s = l.skin;
  const shade = darker(s, 0.22);
  const lip = mix(darker(s, 0.3), '#b91c1c', 0.25);
  const parts = [
    ellipse(161, 220, 15, 24, s),
    ellipse(319, 220, 15, 24, s),
    ellipse(163, 222, 7, 12, shade, op(0.5)),
    ellipse(317, 222, 7, 12, shade, op(0.5)),
    path(FACE, s),
    // Light from the left: a soft highlight on the forehead and cheek.
    ellipse(214, 178, 30, 14, '#fff', op(0.05)),
    // Brows, eyes with a glint, lids.
    stroke('M188 194 Q207 182 226 191', l.hair, 7),
    stroke('M254 191 Q273 182 292 194', l.hair, 7),
    ellipse(208, 220, 8, 10, '#1a0f0a'),
    ellipse(272, 220, 8, 10, '#1a0f0a'),
    circle(205, 216, 3, '#fff'),
    circle(269, 216, 3, '#fff'),
    stroke('M196 212 Q208 204 220 212', darker(s, 0.35), 3, op(0.6)),
    stroke('M260 212 Q272 204 284 212', darker(s, 0.35), 3, op(0.6)),
    // Nose and cheeks.
    ellipse(240, 256, 17, 9, shade, op(0.35)),
    stroke('M226 256 Q240 267 254 256', shade, 4),
    circle(194, 258, 17, '#f87171', op(0.16)),
    circle(286, 258, 17, '#f87171', op(0.16)),
  ];
  // Beard first, so the smile sits on it.
  if (l.beard === 'full') {
    parts.push(path('M160 214 C164 290 200 334 240 336 C280 334 316 290 320 214 C312 246 300 262 288 270 Q240 254 192 270 C180 262 168 246 160 214Z', l.hair));
    parts.push(path('M206 276 Q240 262 274 276 Q272 300 240 304 Q208 300 206 276Z', s));
    parts.push(path('M208 272 Q240 258 272 272 Q240 280 208 272Z', l.hair));
  } else if (l.beard === 'goatee') {
    parts.push(path('M212 276 Q240 266 268 276 Q262 296 240 296 Q218 296 212 276Z', s));
    parts.push(path('M210 274 Q240 260 270 274 Q240 282 210 274Z', l.hair), path('M222 298 Q240 292 258 298 Q256 322 240 324 Q224 322 222 298Z', l.hair));
  }
  // A warm open smile.
  parts.push(path('M214 282 Q240 308 266 282 Q240 290 214 282Z', '#4c1414'), path('M219 284 Q240 293 261 284 Q240 289 219 284Z', '#fff'), stroke('M214 282 Q240 308 266 282', lip, 3));
  if (l.glasses === 'round') {
    parts.push(circle(208, 220, 25, 'none', 'stroke="#111827" stroke-width="5"'), circle(272, 220, 25, 'none', 'stroke="#111827" stroke-width="5"'), stroke('M233 216 Q240 210 247 216', '#111827', 5), circle(208, 220, 24, '#fff', op(0.08)), circle(272, 220, 24, '#fff', op(0.08)));
  } else if (l.glasses === 'square') {
    parts.push(rect(180, 202, 56, 40, 'none', 10, 'stroke="#111827" stroke-width="6"'), rect(244, 202, 56, 40, 'none', 10, 'stroke="#111827" stroke-width="6"'), line(236, 214, 244, 214, '#111827', 5), line(162, 212, 180, 210, '#111827', 5), line(300, 210, 318, 212, '#111827', 5));
  }
  return parts.join('');
}

function earrings(l: Look): string {
  const gold = '#fbbf24';
  if (l.earrings === 'hoops') return circle(160, 254, 14, 'none', `stroke="${gold}" stroke-width="5"`) + circle(320, 254, 14, 'none', `stroke="${gold}" stroke-width="5"`);
  if (l.earrings === 'studs') return circle(161, 242, 5.5, gold) + circle(319, 242, 5.5, gold);
  if (l.earrings === 'drops') return [160, 320].map((x) => line(x, 240, x, 262, gold, 3) + path(`M${x} 258 L${x + 10} 276 L${x} 294 L${x - 10} 276Z`, gold)).join('');
  return '';
}

function necklace(l: Look): string {
  if (!l.necklace) return '';
  const beads: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const x = 194 + t * 92;
    const y = 352 + Math.sin(t * Math.PI) * 56;
    beads.push(circle(x, y, 6.5, i % 3 === 0 ? '#fbbf24' : l.necklace));
  }
  return beads.join('');
}

/** The portrait of one author: the markup of a 480x480 page body and its size. */
export function portrait(key: AuthorKey): { html: string; size: number } {
  const l = LOOKS[key];
  const { back, front, mid = '' } = hair(l);
  const neck = path('M204 286 L276 286 L282 372 L198 372Z', darker(l.skin, 0.1)) + path('M204 296 Q240 334 276 296 L276 286 L204 286Z', darker(l.skin, 0.28), op(0.6));
  const deco = [
    circle(240, 250, 206, lighter(l.bg, 0.22)),
    circle(240, 250, 206, 'none', `stroke="${lighter(l.bg, 0.4)}" stroke-width="6" opacity=".6"`),
    star(74, 84, 14, '#fff', 0.7),
    star(410, 118, 10, '#fff', 0.6),
    circle(402, 60, 6, '#fff', op(0.6)),
    circle(58, 150, 5, '#fff', op(0.5)),
  ].join('');
  const inner = [rect(0, 0, SIZE, SIZE, l.bg), deco, back, neck, clothes(l), necklace(l), mid, face(l), front, earrings(l)].join('');
  return { html: `<svg viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`, size: SIZE };
}
