/**
 * The illustrations of the seed pictures (generate-images.ts): one scene per story, drawn from
 * shapes with the drawing kit (art.ts) in the colours of the item's category. A scene is a function
 * of the frame and a seeded random source, so the same item always gets the same picture. No scene
 * draws letters or numbers: the title is on the page next to the picture.
 *
 * The 1200x675 scenes keep their subject in the middle (x 300 to 900), so the square and 3:2 crops
 * of the cards still show it and the category badge in a card's corner covers only background.
 */
import {
  BLUE,
  INK,
  LEAF,
  LEAF_DARK,
  PAPER,
  RED,
  SKY,
  STEEL,
  TEAL,
  WOOD,
  WOOD_DARK,
  WOOD_LIGHT,
  acacia,
  bookStack,
  briefcase,
  bubble,
  circle,
  cloud,
  codeLines,
  coin,
  darker,
  ellipse,
  flatBook,
  fromAbove,
  gear,
  group,
  head,
  headphones,
  hills,
  laptop,
  lighter,
  lightbulb,
  line,
  magnifier,
  microphone,
  mix,
  moon,
  mortarboard,
  mug,
  op,
  path,
  pencil,
  person,
  phone,
  pick,
  plant,
  poly,
  randomLook,
  rect,
  scribbles,
  seatedBack,
  shadow,
  sheet,
  solarPanel,
  soundArcs,
  sparkle,
  speaker,
  spines,
  star,
  stroke,
  sun,
  waveform,
  type Look,
  type Rand,
} from './art.ts';

export type Motif = 'chart' | 'sunrise' | 'circuit' | 'stripes' | 'ndebele' | 'steps' | 'circles' | 'sound' | 'lens';

export interface Theme {
  from: string;
  via: string;
  to: string;
  accent: string;
  motif: Motif;
}

export interface Frame {
  w: number;
  h: number;
  t: Theme;
  r: Rand;
}

export type Scene = (f: Frame) => string;

const W = 1200;
const H = 675;
const FLOOR = 560;

/** Shirt colours that read on every category's gradient. */
const tops = (f: Frame) => [RED, f.t.accent, BLUE, TEAL, PAPER, '#7c3aed', '#f59e0b', '#16a34a'];
const look = (f: Frame, extra: Partial<Look> = {}): Look => ({ ...randomLook(f.r, tops(f)), ...extra });

/** A dark floor band with a soft horizon line. */
const floor = (f: Frame, y = FLOOR - 130, o = 0.5) => rect(0, y, W, H - y, darker(f.t.from, 0.45), 0, op(o)) + rect(0, y - 6, W, 8, darker(f.t.from, 0.55), 0, op(0.45));

/** A big pale disc behind the subject: holds the eye in the middle of the frame. */
const halo = (f: Frame, cx = 600, cy = 300, r = 250) => circle(cx, cy, r, f.t.accent, op(0.14)) + circle(cx, cy, r * 0.72, f.t.accent, op(0.1));

const greens = [lighter(LEAF_DARK, 0.3), mix(LEAF, LEAF_DARK, 0.4), LEAF_DARK];

function screenScene(f: Frame, x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, SKY) + sun(x + w * 0.72, y + h * 0.35, h * 0.14, '#fde68a') + rect(x, y + h * 0.65, w, h * 0.35, LEAF) + poly([[x, y + h * 0.7], [x + w * 0.35, y + h * 0.45], [x + w * 0.6, y + h * 0.7]], LEAF_DARK);
}

// ---------------------------------------------------------------------------------------------
// School and learning

export function classroom(opts: { board?: 'chalk' | 'smart'; laptops?: boolean; lights?: boolean; teacher?: boolean } = {}): Scene {
  return (f) => {
    const { r, t } = f;
    const parts: string[] = [floor(f, 430, 0.55)];
    for (let x = -600; x <= 1800; x += 150) parts.push(line(600 + (x - 600) * 0.5, 430, x, H, '#fff', 2, op(0.06)));
    // Board.
    parts.push(rect(350, 70, 500, 240, WOOD_DARK, 10));
    if (opts.board === 'smart') {
      parts.push(rect(362, 82, 476, 216, '#e0f2fe', 4));
      const mx = 470;
      const my = 190;
      const atoms: Array<[number, number, number, string]> = [
        [mx, my, 30, RED],
        [mx - 70, my - 50, 20, BLUE],
        [mx + 70, my - 54, 20, BLUE],
        [mx + 10, my + 80, 20, TEAL],
      ];
      for (const [ax, ay] of atoms.slice(1)) parts.push(line(mx, my, ax, ay, STEEL, 8));
      for (const [ax, ay, ar, c] of atoms) parts.push(circle(ax, ay, ar, c), circle(ax - ar * 0.3, ay - ar * 0.3, ar * 0.3, '#fff', op(0.5)));
      for (let i = 0; i < 5; i++) parts.push(rect(610 + i * 42, 270 - (40 + i * 26 + r() * 20), 28, 40 + i * 26, i === 4 ? RED : t.accent === '#fbbf24' ? '#f59e0b' : BLUE, 4));
      parts.push(stroke('M600 270 L820 270', INK, 4, op(0.5)));
    } else {
      parts.push(rect(362, 82, 476, 216, '#1f3d31', 4));
      parts.push(circle(440, 150, 34, 'none', 'stroke="#fff" stroke-width="4" opacity=".8"'), line(440, 150, 470, 128, '#fff', 3, op(0.8)));
      parts.push(poly([[500, 230], [560, 120], [620, 230]], 'none', 'stroke="#fde68a" stroke-width="4" opacity=".85"'));
      parts.push(stroke('M400 260 Q470 180 540 260', '#fff', 4, op(0.7)));
      parts.push(scribbles(r, 660, 130, 150, 5, 30, '#fff', 3));
    }
    parts.push(rect(360, 306, 480, 10, WOOD));
    // Window with the day outside.
    parts.push(rect(920, 96, 190, 220, PAPER, 8), rect(934, 110, 162, 192, SKY, 2));
    parts.push(sun(1046, 160, 22, '#fde68a'), cloud(980, 230, 0.5, '#fff', 0.9), rect(1012, 110, 8, 192, PAPER), rect(934, 202, 162, 8, PAPER));
    // Clock and a shelf of books on the left.
    parts.push(circle(190, 130, 40, PAPER), circle(190, 130, 40, 'none', `stroke="${INK}" stroke-width="6"`), line(190, 130, 190, 104, INK, 5), line(190, 130, 210, 140, RED, 4));
    parts.push(spines(r, 110, 300, 190, 70, [RED, BLUE, t.accent, TEAL, '#f59e0b', PAPER]), rect(96, 300, 220, 10, WOOD));
    if (opts.lights) {
      for (const lx of [300, 600, 900]) {
        parts.push(poly([[lx - 24, 40], [lx + 24, 40], [lx + 160, 430], [lx - 160, 430]], '#fde68a', op(0.07)), line(lx, 0, lx, 24, INK, 3), path(`M${lx - 28} 44 Q${lx} 14 ${lx + 28} 44Z`, INK), circle(lx, 46, 10, '#fde68a'));
      }
    }
    if (opts.teacher) parts.push(person(880, 450, 250, look(f, { dress: true, style: 'wrap' }), { wave: true }));
    // Desks, back row then front row; pupils seen from behind, in the school's uniform.
    const uniform = pick(r, ['#1d4ed8', '#0f766e', '#7c2d12', '#6d28d9', '#b91c1c', '#047857']);
    const rows: Array<{ y: number; s: number; xs: number[] }> = [
      { y: 500, s: 0.66, xs: [330, 490, 650, 810] },
      { y: 640, s: 0.95, xs: [380, 620, 860] },
    ];
    for (const row of rows) {
      for (const x of row.xs) {
        const s = row.s;
        const top = row.y - 92 * s;
        parts.push(rect(x - 120 * s, top, 240 * s, 14 * s, WOOD_LIGHT, 4), rect(x - 112 * s, top + 14 * s, 224 * s, 60 * s, WOOD, 4));
        const side = r() < 0.5 ? -1 : 1;
        if (opts.laptops) {
          const lx = x + side * 70 * s;
          parts.push(laptop(lx, top + 2, 96 * s, '#cbd5e1', (sx, sy, sw, sh) => rect(sx, sy, sw, sh, pick(r, ['#bfdbfe', '#fde68a', '#bbf7d0'])) + codeLines(r, sx + sw * 0.1, sy + sh * 0.15, sw * 0.8, 4, sh * 0.1, [BLUE, RED, TEAL])));
        } else {
          parts.push(flatBook(x + side * 64 * s - 30 * s, top + 1, 60 * s, 10 * s, pick(r, [RED, BLUE, t.accent])));
        }
        parts.push(seatedBack(x, row.y, s, { ...look(f), top: uniform }, WOOD_DARK));
      }
    }
    return parts.join('');
  };
}

/** A rural school with solar panels on its roof, pupils arriving. */
export const schoolhouse: Scene = (f) => {
  const { r, t } = f;
  const parts = [sun(860, 170, 70, '#fde68a', 12), cloud(260, 150, 0.9, '#fff', 0.75), cloud(700, 110, 0.6, '#fff', 0.6), hills(r, W, H, greens, 0.7)];
  parts.push(acacia(170, 520, 1.5, darker(LEAF_DARK, 0.45)));
  parts.push(rect(320, 420, 560, 140, PAPER), rect(320, 530, 560, 30, '#c2410c'));
  for (const wx of [350, 450, 680, 780]) parts.push(rect(wx, 445, 70, 60, SKY, 4), rect(wx + 33, 445, 4, 60, PAPER), rect(wx, 473, 70, 4, PAPER));
  parts.push(rect(570, 455, 60, 105, WOOD_DARK, 4), circle(618, 510, 4, '#fde68a'));
  parts.push(poly([[296, 426], [904, 426], [850, 336], [350, 336]], '#9a3412'));
  for (let i = 0; i < 4; i++) parts.push(group(solarPanel(0, 0, 118, 66), `translate(${372 + i * 118} 348) skewX(${-18 + i * 12})`));
  parts.push(rect(960, 290, 8, 270, STEEL), rect(968, 296, 90, 22, '#16a34a'), rect(968, 318, 90, 22, t.accent === '#fde68a' ? '#f59e0b' : t.accent), rect(968, 340, 90, 22, RED));
  parts.push(poly([[570, 560], [630, 560], [760, H], [440, H]], '#e9c46a', op(0.55)));
  const kid = (x: number, h: number) => person(x, 600 + (h - 110) * 0.3, h, look(f), { wave: r() < 0.4 });
  parts.push(kid(470, 120), kid(530, 104), kid(750, 126));
  return parts.join('');
};

/** A weather station on a hill, with the girls who built it. */
export function weatherStation(opts: { laptop?: boolean } = {}): Scene {
  return (f) => {
    const { r } = f;
    const parts = [sun(300, 160, 56, '#fde68a', 10), cloud(860, 140, 1, '#fff', 0.8), cloud(560, 90, 0.55, '#fff', 0.6), hills(r, W, H, greens, 0.74)];
    parts.push(line(600, 170, 470, 580, STEEL, 3, op(0.6)), line(600, 170, 730, 580, STEEL, 3, op(0.6)));
    parts.push(rect(593, 150, 14, 440, '#cbd5e1'), rect(593, 150, 5, 440, '#fff', 0, op(0.5)));
    // Anemometer: three cups on arms.
    parts.push(circle(600, 146, 10, INK));
    for (const [dx, dy] of [[-78, 6], [74, -10], [8, 22]] as Array<[number, number]>) {
      parts.push(line(600, 146, 600 + dx, 146 + dy, INK, 5), path(`M${600 + dx - 18} ${146 + dy} A18 18 0 0 0 ${600 + dx + 18} ${146 + dy}Z`, RED));
    }
    // Wind vane.
    parts.push(line(520, 215, 690, 215, INK, 6), poly([[690, 200], [720, 215], [690, 230]], INK), poly([[520, 215], [496, 190], [540, 215], [496, 240]], f.t.accent));
    parts.push(group(solarPanel(0, 0, 120, 76), 'translate(612 262) rotate(-14)'));
    // Louvred instrument box on legs and a rain gauge.
    parts.push(rect(640, 380, 120, 100, PAPER, 6));
    for (let i = 0; i < 6; i++) parts.push(rect(650, 392 + i * 14, 100, 5, STEEL, 2, op(0.5)));
    parts.push(poly([[630, 384], [770, 384], [700, 356]], '#cbd5e1'), rect(654, 480, 8, 100, STEEL), rect(738, 480, 8, 100, STEEL));
    parts.push(rect(800, 520, 34, 62, '#e2e8f0', 6), ellipse(817, 520, 17, 5, STEEL));
    if (opts.laptop) {
      parts.push(rect(300, 500, 220, 14, WOOD_LIGHT, 4), rect(312, 514, 10, 86, WOOD_DARK), rect(498, 514, 10, 86, WOOD_DARK));
      parts.push(laptop(410, 502, 140, '#e2e8f0', (sx, sy, sw, sh) => rect(sx, sy, sw, sh, '#0f172a') + codeLines(r, sx + 8, sy + 10, sw - 16, 6, 5, [f.t.accent, '#60a5fa', '#f472b6', '#fff'])));
      parts.push(person(230, 612, 250, look(f, { style: 'braids', dress: true })));
    } else {
      parts.push(person(430, 612, 250, look(f, { style: 'wrap', dress: true }), { wave: true }));
      parts.push(person(330, 620, 210, look(f, { style: 'puff' }), { hold: rect(290, 460, 60, 44, INK, 6) + rect(295, 465, 50, 34, '#93c5fd', 4) }));
    }
    return parts.join('');
  };
}

/** Pupils round a table seen from above: books, laptops, a plant. */
export function roundTable(opts: { laptops?: boolean; count?: number } = {}): Scene {
  return (f) => {
    const { r, t } = f;
    const parts: string[] = [];
    for (let x = 0; x < W; x += 75) for (let y = 0; y < H; y += 75) if ((x / 75 + y / 75) % 2 === 0) parts.push(rect(x, y, 75, 75, '#fff', 0, op(0.04)));
    const cx = 600;
    const cy = 338;
    parts.push(ellipse(cx + 10, cy + 16, 188, 186, '#000', op(0.25)), circle(cx, cy, 182, WOOD_DARK), circle(cx, cy, 172, WOOD_LIGHT));
    const count = opts.count ?? 6;
    const looks = Array.from({ length: count }, () => look(f));
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + 0.35;
      const px = cx + Math.cos(a) * 150;
      const py = cy + Math.sin(a) * 150;
      const deg = (a * 180) / Math.PI;
      if (opts.laptops && i % 2 === 0) {
        parts.push(group(rect(-46, -14, 92, 60, '#cbd5e1', 6) + rect(-42, -10, 84, 34, '#94a3b8', 3) + rect(-46, -44, 92, 28, '#0f172a', 5) + rect(-42, -40, 84, 20, pick(r, ['#60a5fa', '#fbbf24', '#34d399']), 3), `translate(${px - Math.cos(a) * 40} ${py - Math.sin(a) * 40}) rotate(${deg + 90})`));
      } else {
        parts.push(group(rect(-46, -34, 92, 64, PAPER, 4) + rect(-2, -34, 4, 64, '#cbd5e1') + scribbles(r, -38, -20, 30, 4, 12, STEEL, 2) + scribbles(r, 8, -20, 30, 4, 12, STEEL, 2), `translate(${px - Math.cos(a) * 44} ${py - Math.sin(a) * 44}) rotate(${deg + 90})`));
      }
      parts.push(fromAbove(cx + Math.cos(a) * 248, cy + Math.sin(a) * 248, deg + 90, 1, looks[i]));
    }
    parts.push(circle(cx, cy, 40, '#c2410c'), circle(cx, cy, 32, darker('#c2410c', 0.3)));
    for (let i = 0; i < 7; i++) parts.push(group(path('M0 0 Q14 -22 0 -52 Q-14 -22 0 0Z', i % 2 ? LEAF : lighter(LEAF, 0.2)), `translate(${cx} ${cy}) rotate(${i * 51})`));
    parts.push(pencil(cx - 60, cy + 70, 80, -30, t.accent), circle(cx + 70, cy - 60, 16, RED));
    return parts.join('');
  };
}

/** An open picture book with a shelf behind and shape blocks in front. */
export const reading: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 600, 300, 280), rect(0, 470, W, H - 470, WOOD, 0, op(0.9)), rect(0, 470, W, 10, WOOD_LIGHT)];
  parts.push(spines(r, 90, 250, 200, 90, [RED, BLUE, t.accent, TEAL, PAPER]), rect(80, 250, 220, 10, WOOD_DARK));
  parts.push(spines(r, 900, 250, 210, 90, [RED, BLUE, t.accent, TEAL, PAPER]), rect(890, 250, 230, 10, WOOD_DARK));
  // The book: two pages curving from the spine.
  parts.push(shadow(600, 520, 330, 30));
  parts.push(path('M600 210 Q480 180 300 200 L300 500 Q480 480 600 510Z', darker(PAPER, 0.08)), path('M600 210 Q720 180 900 200 L900 500 Q720 480 600 510Z', PAPER));
  parts.push(path('M590 214 Q470 186 310 204 L310 496 Q470 478 590 506Z', PAPER));
  // Left page: a picture of a sun over hills; right page: lines of story.
  parts.push(group(rect(0, 0, 220, 160, SKY, 10) + sun(160, 50, 24, '#fbbf24') + path('M0 120 Q60 70 120 110 Q170 80 220 110 L220 160 L0 160Z', LEAF) + acacia(70, 128, 0.45, LEAF_DARK), 'translate(345 250)'));
  parts.push(scribbles(r, 345, 440, 200, 2, 24, STEEL, 3));
  parts.push(scribbles(r, 640, 250, 220, 9, 26, STEEL, 3));
  parts.push(rect(596, 200, 8, 310, darker(PAPER, 0.15)), rect(612, 200, 16, 90, RED), poly([[612, 290], [628, 290], [620, 278]], PAPER));
  // Shape blocks instead of letter blocks.
  const block = (x: number, y: number, s: number, c: string, shape: string) => rect(x, y, s, s, c, 8) + rect(x, y + s - 10, s, 10, darker(c, 0.2), 6) + shape;
  parts.push(block(200, 520, 96, RED, circle(248, 564, 26, PAPER)));
  parts.push(block(300, 540, 84, t.accent === '#fde68a' ? '#f59e0b' : t.accent, poly([[342, 552], [372, 604], [312, 604]], INK)));
  parts.push(block(840, 530, 92, BLUE, rect(862, 552, 48, 48, PAPER, 4)));
  parts.push(plant(1000, 600, 1, '#c2410c'));
  return parts.join('');
};

/** Piles of old newspapers being photographed on a copy stand for the archive. */
export const archive: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 600, 280, 260), rect(0, 480, W, H - 480, darker(f.t.from, 0.3), 0, op(0.6)), rect(0, 480, W, 8, WOOD_LIGHT, 0, op(0.6))];
  const paper = (x: number, y: number, w: number, h: number, angle: number, tone: string) => {
    const cols = [rect(-w / 2 + 14, -h / 2 + 12, w - 28, 16, INK, 3, op(0.8)), rect(-w / 2 + 14, -h / 2 + 36, w * 0.4, h * 0.3, STEEL, 3, op(0.45))];
    for (let c = 0; c < 3; c++) for (let k = 0; k < 7; k++) cols.push(rect(-w / 2 + 14 + c * ((w - 28) / 3), -h / 2 + 40 + h * 0.32 + k * 9, (w - 28) / 3 - 8, 4, STEEL, 2, op(0.5)));
    return group(rect(-w / 2, -h / 2, w, h, tone, 3) + cols.join(''), `translate(${x} ${y}) rotate(${angle})`);
  };
  const stack = (x: number, base: number, n: number) => {
    const s: string[] = [shadow(x, base + 4, 120)];
    for (let i = 0; i < n; i++) s.push(rect(x - 105 + (r() - 0.5) * 14, base - (i + 1) * 12, 210, 12, i % 2 ? '#e7dcc3' : '#f1e7d0', 2), rect(x - 100, base - (i + 1) * 12 + 5, 200, 1.5, STEEL, 0, op(0.35)));
    return s.join('') + paper(x, base - n * 12 - 4, 210, 8, 0, '#f1e7d0');
  };
  parts.push(stack(240, 560, 14), stack(960, 560, 10));
  // Copy stand with a camera over an open page.
  parts.push(rect(430, 540, 340, 26, '#334155', 6), paper(600, 520, 250, 170, 0, '#efe4c8'));
  parts.push(rect(760, 200, 16, 340, '#334155'), rect(600, 210, 176, 14, '#334155', 6));
  parts.push(rect(560, 224, 90, 60, INK, 10), circle(605, 290, 26, '#0f172a'), circle(605, 290, 16, '#1e3a8a'), circle(598, 284, 5, '#fff', op(0.7)), rect(570, 214, 26, 12, INK, 4));
  parts.push(poly([[585, 312], [625, 312], [740, 500], [460, 500]], '#fff', op(0.08)));
  parts.push(paper(230, 330, 160, 200, -8, '#f3ead6'), paper(980, 320, 150, 190, 7, '#efe4c8'));
  parts.push(magnifier(860, 470, 0.55, t.accent === '#fef3c7' ? '#f59e0b' : INK));
  return parts.join('');
};

/** A globe with a flight path, a mortarboard on a pile of books, a letter. */
export const scholarship: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 600, 300, 270), floor(f, 520, 0.4)];
  parts.push(stroke('M250 420 Q420 40 760 150', '#fff', 5, 'stroke-dasharray="4 18" opacity=".8"'));
  parts.push(group(path('M0 -10 L44 -6 L70 -30 L82 -28 L66 -2 L96 2 L104 -8 L112 -6 L106 8 L112 22 L104 24 L96 14 L66 18 L82 44 L70 46 L44 22 L0 16Z', PAPER), 'translate(740 150) rotate(-20) scale(1.1)'));
  // Globe.
  parts.push(rect(585, 420, 30, 110, WOOD_DARK), ellipse(600, 540, 90, 18, WOOD_DARK), stroke('M440 300 A170 170 0 0 0 760 380', STEEL, 10));
  parts.push(circle(600, 300, 150, '#3b82f6'), circle(600, 300, 150, 'none', 'stroke="#1e40af" stroke-width="6"'));
  parts.push(path('M560 180 Q620 170 640 210 Q660 250 640 290 Q625 330 650 360 Q640 410 610 420 Q590 380 585 340 Q560 320 550 290 Q520 270 530 230 Q540 195 560 180Z', '#22c55e'));
  parts.push(path('M470 230 Q500 210 520 240 Q510 270 480 265Z', '#22c55e'), path('M690 230 Q730 220 745 260 Q720 280 700 270Z', '#22c55e'));
  parts.push(path('M500 220 A150 150 0 0 1 580 160', 'none', 'stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".35"'));
  // Books and cap; envelope.
  parts.push(bookStack(r, 800, 560, 4, 220, [RED, BLUE, TEAL, t.accent === '#111827' ? INK : '#7c3aed']));
  parts.push(mortarboard(910, 430, 0.72, INK, '#fbbf24'));
  parts.push(group(rect(-90, -56, 180, 112, PAPER, 6) + poly([[-90, -56], [90, -56], [0, 10]], darker(PAPER, 0.1)) + circle(0, 8, 16, RED), 'translate(300 520) rotate(-8)'));
  parts.push(sparkle(240, 230, 16, '#fff', 0.9), sparkle(980, 220, 12, '#fff', 0.8));
  return parts.join('');
};

/** Desk documents: a CV, exam results with signposts, an internship briefcase, an essay. */
export function documents(mode: 'cv' | 'results' | 'internship' | 'essay'): Scene {
  return (f) => {
    const { r, t } = f;
    const acc = t.accent === '#111827' ? RED : t.accent;
    const parts = [halo(f, 600, 320, 270), rect(0, 500, W, H - 500, WOOD, 0, op(0.85)), rect(0, 500, W, 10, WOOD_LIGHT, 0, op(0.85))];
    if (mode === 'cv') {
      parts.push(sheet(r, 600, 320, 340, 440, -4, acc, { photo: TEAL }));
      parts.push(magnifier(760, 380, 1, INK), pencil(380, 560, 170, -12, '#f59e0b'), mug(930, 600, 1, RED), plant(250, 600, 1.1, '#c2410c'));
    } else if (mode === 'results') {
      parts.push(sheet(r, 470, 330, 320, 420, -5, acc, { checks: true }));
      // Signposts pointing three ways.
      parts.push(rect(800, 170, 16, 400, WOOD_DARK));
      parts.push(poly([[816, 190], [1000, 190], [1030, 222], [1000, 254], [816, 254]], RED));
      parts.push(poly([[800, 280], [630, 280], [600, 312], [630, 344], [800, 344]], acc));
      parts.push(poly([[816, 370], [960, 370], [990, 402], [960, 434], [816, 434]], TEAL));
      parts.push(ellipse(808, 572, 60, 10, '#000', op(0.25)), pencil(300, 600, 160, -8, '#f59e0b'), plant(1040, 600, 1.1, '#c2410c'));
    } else if (mode === 'internship') {
      for (let i = 0; i < 5; i++) parts.push(rect(700 + i * 70, 500 - (i + 1) * 56, 70, (i + 1) * 56, mix(acc, '#ffffff', 0.1 * i), 4, op(0.9)));
      parts.push(group(poly([[0, 0], [0, -70], [56, -52], [0, -34]], RED) + rect(-4, -74, 8, 84, INK), 'translate(1050 224)'));
      parts.push(sheet(r, 360, 330, 260, 340, -8, acc, { photo: BLUE }));
      parts.push(briefcase(600, 470, 1.1, '#7c2d12'));
      parts.push(sparkle(720, 240, 18, '#fff'), sparkle(500, 170, 12, '#fff', 0.8));
    } else {
      parts.push(sheet(r, 560, 320, 360, 440, 3, acc));
      parts.push(group(rect(0, -12, 220, 24, INK, 12) + rect(160, -12, 40, 24, '#fbbf24', 4) + poly([[0, -12], [0, 12], [-50, 0]], '#cbd5e1') + line(-46, 0, -20, 0, INK, 2), 'translate(800 520) rotate(-32)'));
      parts.push(mug(940, 610, 1, TEAL), bookStack(r, 160, 620, 4, 200, [RED, BLUE, INK, TEAL]), plant(1080, 610, 1, '#c2410c'));
    }
    return parts.join('');
  };
}

/** Shipping containers on a ship and a quay crane: trade across a continent. */
export const port: Scene = (f) => {
  const { r, t } = f;
  const parts = [sun(860, 160, 64, '#fde68a', 0), cloud(300, 120, 0.8, '#fff', 0.6)];
  parts.push(rect(0, 450, W, H - 450, '#1e3a8a', 0, op(0.75)));
  for (let i = 0; i < 18; i++) parts.push(stroke(`M${(i * 137) % W} ${470 + ((i * 53) % 180)} q20 -10 40 0 q20 10 40 0`, '#fff', 3, op(0.25)));
  const container = (x: number, y: number, w: number, c: string) => {
    const s = [rect(x, y, w, 42, c, 3)];
    for (let k = 10; k < w - 6; k += 12) s.push(rect(x + k, y + 5, 4, 32, darker(c, 0.2), 1));
    return s.join('');
  };
  const colours = [RED, BLUE, TEAL, '#f59e0b', '#16a34a', PAPER, '#7c3aed'];
  // Ship with containers.
  parts.push(path('M300 470 L980 470 L940 560 L340 560Z', INK), rect(320, 528, 640, 10, RED));
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 6; col++) if (!(row === 2 && (col === 0 || col === 5)) && r() < 0.92) parts.push(container(340 + col * 86, 428 - row * 44, 84, pick(r, colours)));
  }
  parts.push(rect(870, 330, 80, 140, PAPER, 4), rect(880, 345, 60, 18, '#0f172a', 3), rect(890, 300, 14, 30, RED));
  // Quay crane.
  const crane = t.accent === '#111827' ? '#f59e0b' : t.accent;
  parts.push(rect(150, 150, 18, 420, crane), rect(240, 150, 18, 420, crane), rect(130, 140, 600, 20, crane), line(160, 250, 250, 150, crane, 8), line(160, 160, 250, 260, crane, 8));
  parts.push(rect(120, 120, 60, 40, darker(crane, 0.2), 4), rect(560, 160, 40, 26, INK, 4), line(580, 186, 580, 300, INK, 3), container(530, 300, 100, pick(r, colours)));
  parts.push(rect(0, 560, 320, H - 560, STEEL), container(20, 518, 120, RED), container(20, 476, 120, BLUE), container(150, 518, 110, TEAL));
  return parts.join('');
};

// ---------------------------------------------------------------------------------------------
// Screens

type ScreenKind = 'code' | 'wave' | 'call' | 'timeline' | 'chart' | 'cards';

function screen(f: Frame, kind: ScreenKind) {
  const { r, t } = f;
  const acc = t.accent === '#111827' ? '#f59e0b' : t.accent;
  return (x: number, y: number, w: number, h: number): string => {
    if (kind === 'code') {
      return rect(x, y, w, h, '#111827') + rect(x, y, w * 0.22, h, '#1f2937') + codeLines(r, x + 10, y + 14, w * 0.18, 9, 7, ['#475569']) + codeLines(r, x + w * 0.26, y + 16, w * 0.7, 10, 8, [acc, '#60a5fa', '#f472b6', '#34d399', '#e2e8f0']);
    }
    if (kind === 'wave') {
      const lanes = [RED, acc, '#60a5fa', '#34d399'];
      const s = [rect(x, y, w, h, '#111827')];
      lanes.forEach((c, i) => {
        const ly = y + 20 + i * ((h - 30) / 4);
        s.push(rect(x + 8, ly, w * 0.12, (h - 40) / 4 - 6, '#334155', 4));
        let cx = x + w * 0.16 + r() * 30;
        while (cx < x + w - 40) {
          const cw = Math.min(x + w - 10 - cx, 50 + r() * 90);
          s.push(rect(cx, ly, cw, (h - 40) / 4 - 6, c, 5, op(0.35)), waveform(r, cx + 4, ly + ((h - 40) / 4 - 6) / 2, cw - 8, (h - 40) / 4 - 14, c, 3));
          cx += cw + 10 + r() * 30;
        }
      });
      s.push(rect(x + w * 0.55, y + 10, 3, h - 20, '#fff', 0, op(0.8)));
      return s.join('');
    }
    if (kind === 'call') {
      const s = [rect(x, y, w, h, '#1f2937')];
      const tiles: Array<[number, number, string]> = [
        [x + 8, y + 8, '#334155'],
        [x + w / 2 + 4, y + 8, '#3f3f46'],
      ];
      for (const [tx, ty, bg] of tiles) {
        const tw = w / 2 - 12;
        const th = h - 44;
        const lk = look(f);
        s.push(rect(tx, ty, tw, th, bg, 6), path(`M${tx + tw * 0.2} ${ty + th} Q${tx + tw * 0.2} ${ty + th * 0.62} ${tx + tw / 2} ${ty + th * 0.62} Q${tx + tw * 0.8} ${ty + th * 0.62} ${tx + tw * 0.8} ${ty + th}Z`, lk.top), head(tx + tw / 2, ty + th * 0.42, th * 0.16, lk));
      }
      s.push(circle(x + w / 2, y + h - 18, 11, RED), circle(x + w / 2 - 34, y + h - 18, 9, '#475569'), circle(x + w / 2 + 34, y + h - 18, 9, '#475569'));
      return s.join('');
    }
    if (kind === 'timeline') {
      const s = [rect(x, y, w, h, '#111827'), screenScene(f, x + w * 0.2, y + 10, w * 0.6, h * 0.5)];
      for (let i = 0; i < 3; i++) {
        let cx = x + 10;
        while (cx < x + w - 30) {
          const cw = Math.min(x + w - 10 - cx, 30 + r() * 80);
          s.push(rect(cx, y + h * 0.6 + i * (h * 0.13), cw, h * 0.1, [acc, '#60a5fa', '#f472b6'][i], 3, op(0.85)));
          cx += cw + 6;
        }
      }
      s.push(rect(x + w * 0.42, y + h * 0.56, 3, h * 0.42, RED));
      return s.join('');
    }
    if (kind === 'chart') {
      const s = [rect(x, y, w, h, '#f8fafc')];
      const bars = 7;
      for (let i = 0; i < bars; i++) {
        const bh = (h - 40) * (0.2 + (i / bars) * 0.7 + r() * 0.1);
        s.push(rect(x + 20 + i * ((w - 40) / bars), y + h - 16 - bh, (w - 40) / bars - 10, bh, i === bars - 1 ? RED : acc === '#fef3c7' ? '#16a34a' : '#2563eb', 4, op(i === bars - 1 ? 1 : 0.75)));
      }
      s.push(stroke(`M${x + 24} ${y + h - 50} Q${x + w * 0.5} ${y + h * 0.6} ${x + w - 30} ${y + 20}`, INK, 4));
      return s.join('');
    }
    const s = [rect(x, y, w, h, '#f8fafc')];
    for (let i = 0; i < 6; i++) s.push(rect(x + 14 + (i % 3) * ((w - 28) / 3), y + 14 + Math.floor(i / 3) * ((h - 28) / 2), (w - 28) / 3 - 10, (h - 28) / 2 - 10, pick(r, [RED, '#60a5fa', acc, '#34d399']), 8));
    return s.join('');
  };
}

/** A laptop on a desk with props; an optional window or note wall behind. */
export function desk(kind: ScreenKind, opts: { props?: Array<'mug' | 'plant' | 'books' | 'phone' | 'headphones' | 'notes'>; window?: 'city' | 'none' } = {}): Scene {
  return (f) => {
    const { r, t } = f;
    const parts = [halo(f, 600, 300, 280)];
    if (opts.window === 'city') {
      parts.push(rect(740, 60, 380, 330, PAPER, 8), rect(754, 74, 352, 302, SKY));
      parts.push(sun(1040, 140, 26, '#fde68a'));
      let bx = 754;
      while (bx < 1100) {
        const bw = Math.min(1106 - bx, 30 + r() * 40);
        const bh = 60 + r() * 170;
        parts.push(rect(bx, 376 - bh, bw, bh, mix(BLUE, INK, 0.35 + r() * 0.3)));
        for (let wy = 376 - bh + 12; wy < 366; wy += 18) for (let wx = bx + 6; wx < bx + bw - 8; wx += 12) if (r() < 0.4) parts.push(rect(wx, wy, 5, 8, '#fde68a', 1, op(0.8)));
        bx += bw + 4;
      }
      parts.push(rect(922, 74, 8, 302, PAPER));
    }
    if (opts.props?.includes('notes')) {
      for (let i = 0; i < 9; i++) parts.push(group(rect(-30, -30, 60, 60, pick(r, ['#fde047', '#f9a8d4', '#86efac', '#93c5fd']), 3) + scribbles(r, -20, -12, 40, 3, 12, STEEL, 2), `translate(${120 + (i % 3) * 80} ${110 + Math.floor(i / 3) * 84}) rotate(${(r() - 0.5) * 12})`));
    }
    parts.push(rect(0, 540, W, H - 540, WOOD), rect(0, 540, W, 12, WOOD_LIGHT));
    parts.push(laptop(600, 580, 470, '#e2e8f0', screen(f, kind)));
    const props = opts.props ?? ['mug', 'plant'];
    if (props.includes('mug')) parts.push(mug(930, 600, 1.05, pick(r, [RED, TEAL, '#f59e0b'])));
    if (props.includes('plant')) parts.push(plant(230, 600, 1.15, '#c2410c'));
    if (props.includes('books')) parts.push(bookStack(r, 140, 620, 4, 200, [RED, BLUE, TEAL, t.accent === '#111827' ? INK : '#7c3aed']));
    if (props.includes('phone')) parts.push(group(rect(-40, -80, 80, 160, INK, 14) + rect(-34, -72, 68, 144, '#60a5fa', 10), 'translate(960 615) rotate(70) scale(0.7)'));
    if (props.includes('headphones')) parts.push(headphones(960, 520, 0.75, INK, RED));
    return parts.join('');
  };
}

/** A phone in the middle of its story: mobile money, sleep, offline lessons. */
export function phoneStory(mode: 'money' | 'sleep' | 'offline'): Scene {
  return (f) => {
    const { r, t } = f;
    const acc = t.accent === '#111827' ? '#f59e0b' : t.accent;
    const parts: string[] = [];
    if (mode === 'sleep') {
      parts.push(rect(0, 0, W, H, '#0b1026', 0, op(0.55)), moon(930, 130, 46, '#fde68a', '#1e1b4b'));
      for (let i = 0; i < 26; i++) parts.push(star(r() * W, r() * 300, 3 + r() * 5, '#fff', 0.4 + r() * 0.5));
      // Bed with a sleeper under a blanket.
      parts.push(rect(200, 400, 600, 30, WOOD_DARK, 10), rect(180, 330, 40, 250, WOOD_DARK, 10), rect(200, 420, 600, 110, '#e2e8f0', 16));
      parts.push(ellipse(300, 400, 90, 36, PAPER), head(330, 384, 38, { ...look(f), style: 'short' }, true));
      parts.push(path('M360 430 Q420 350 520 372 Q640 390 780 380 L800 520 L360 520Z', '#7c3aed'), path('M360 430 Q420 350 520 372 Q640 390 780 380 L790 420 Q620 430 360 450Z', '#8b5cf6'));
      parts.push(rect(200, 530, 600, 16, WOOD_DARK), rect(210, 546, 16, 60, WOOD_DARK), rect(774, 546, 16, 60, WOOD_DARK));
      // Night table with the phone face down, its glow gone.
      parts.push(rect(860, 430, 180, 16, WOOD_LIGHT, 4), rect(870, 446, 160, 140, WOOD, 4), rect(880, 500, 140, 8, WOOD_DARK), circle(950, 476, 6, WOOD_DARK));
      parts.push(rect(900, 414, 110, 16, INK, 6), rect(920, 380, 24, 36, '#fde68a', 4, op(0.9)), path('M906 382 L958 382 L948 346 L916 346Z', RED));
      return parts.join('');
    }
    parts.push(halo(f, 600, 320, 260), floor(f, 560, 0.35));
    if (mode === 'money') {
      parts.push(stroke('M690 200 Q840 120 930 250', '#fff', 5, 'stroke-dasharray="2 16" opacity=".85"'), poly([[918, 236], [944, 262], [950, 228]], '#fff'));
      // School building icon.
      parts.push(group(rect(-90, -60, 180, 120, PAPER, 6) + poly([[-110, -56], [110, -56], [0, -130]], RED) + rect(-20, 10, 40, 50, WOOD_DARK) + rect(-70, -30, 36, 30, SKY, 3) + rect(34, -30, 36, 30, SKY, 3) + rect(-3, -190, 6, 70, STEEL) + rect(3, -190, 46, 26, '#16a34a'), 'translate(950 430)'));
      for (let i = 0; i < 5; i++) parts.push(coin(270, 540 - i * 22, 46));
      for (let i = 0; i < 3; i++) parts.push(coin(360, 560 - i * 22, 40));
      parts.push(coin(420, 240, 34), coin(340, 180, 26));
      parts.push(phone(600, 330, 200, INK, (x, y, w, h) => rect(x, y, w, h, '#f8fafc', 14) + rect(x, y, w, h * 0.28, acc, 14) + rect(x + 16, y + 26, w * 0.55, 14, '#fff', 7, op(0.8)) + rect(x + 16, y + 52, w * 0.35, 10, '#fff', 5, op(0.6)) + circle(x + w / 2, y + h * 0.48, 36, '#16a34a') + stroke(`M${x + w / 2 - 16} ${y + h * 0.48} l10 10 l22 -22`, '#fff', 8) + [0, 1, 2].map((k) => rect(x + 16, y + h * 0.66 + k * 30, w - 32, 20, '#e2e8f0', 6)).join('')));
    } else {
      // Offline: the lesson is saved on the phone; no bars of signal.
      parts.push(group(rect(-150, -110, 300, 220, '#334155', 18) + rect(-136, -96, 272, 192, '#e0f2fe', 8) + screenScene(f, -126, -86, 252, 120) + codeLines(r, -120, 50, 240, 2, 10, [STEEL]), 'translate(340 340) rotate(-6)'));
      parts.push(group(cloud(0, 0, 1.3, '#fff', 0.95) + rect(-8, -50, 16, 56, acc, 6) + poly([[-28, 0], [28, 0], [0, 30]], acc), 'translate(900 200)'));
      parts.push(group([0, 1, 2, 3].map((k) => rect(k * 22, 60 - k * 18 - 18, 14, k * 18 + 18, '#fff', 4, op(0.35))).join('') + line(-8, -14, 86, 70, RED, 8), 'translate(860 380)'));
      parts.push(phone(640, 340, 190, INK, (x, y, w, h) => rect(x, y, w, h, '#f8fafc', 14) + rect(x + 10, y + 12, w - 20, h * 0.34, SKY, 10) + poly([[x + w / 2 - 16, y + h * 0.12], [x + w / 2 - 16, y + h * 0.28], [x + w / 2 + 18, y + h * 0.2]], '#fff') + [0, 1, 2].map((k) => rect(x + 12, y + h * 0.45 + k * 44, w - 24, 32, '#e2e8f0', 8) + rect(x + 20, y + h * 0.45 + k * 44 + 11, (w - 60) * (k === 2 ? 0.4 : 1), 10, k === 2 ? acc : '#16a34a', 5)).join('')));
    }
    return parts.join('');
  };
}

/** Speech bubbles in many colours around a chip: languages and machines; `data` adds the gap chart. */
export function voices(opts: { data?: boolean } = {}): Scene {
  return (f) => {
    const { r, t } = f;
    const acc = t.accent === '#111827' ? '#f59e0b' : t.accent;
    const parts = [halo(f, 600, 330, 270)];
    const cx = opts.data ? 430 : 600;
    const cy = 350;
    const spots: Array<[number, number, number, number, string, boolean]> = [
      [cx - 330, 110, 220, 120, RED, false],
      [cx + 120, 80, 200, 110, '#16a34a', true],
      [cx - 360, 420, 200, 110, BLUE, false],
      [cx + 150, 430, 210, 110, '#7c3aed', true],
    ];
    for (const [bx, by, bw, bh] of spots) parts.push(stroke(`M${cx} ${cy} L${bx + bw / 2} ${by + bh / 2}`, '#fff', 4, 'stroke-dasharray="3 12" opacity=".6"'));
    spots.forEach(([bx, by, bw, bh, c, tail], i) => {
      parts.push(bubble(bx, by, bw, bh, c, tail));
      if (i % 2 === 0) parts.push(waveform(r, bx + 24, by + bh / 2, bw - 48, bh * 0.6, '#fff', 7));
      else parts.push(circle(bx + bw / 2 - 36, by + bh / 2, 11, '#fff'), circle(bx + bw / 2, by + bh / 2, 11, '#fff'), circle(bx + bw / 2 + 36, by + bh / 2, 11, '#fff'));
    });
    // The chip.
    for (let i = 0; i < 5; i++) {
      const d = -64 + i * 32;
      parts.push(rect(cx + d - 5, cy - 110, 10, 30, '#cbd5e1', 3), rect(cx + d - 5, cy + 80, 10, 30, '#cbd5e1', 3), rect(cx - 110, cy + d - 5, 30, 10, '#cbd5e1', 3), rect(cx + 80, cy + d - 5, 30, 10, '#cbd5e1', 3));
    }
    parts.push(rect(cx - 90, cy - 90, 180, 180, INK, 24), rect(cx - 60, cy - 60, 120, 120, acc, 14), circle(cx, cy, 30, INK), circle(cx, cy, 12, acc));
    if (opts.data) {
      const base = 560;
      parts.push(rect(800, 180, 330, 400, '#f8fafc', 16), line(830, base, 1100, base, STEEL, 3));
      const heights = [300, 250, 14, 10, 18, 8, 12, 6];
      heights.forEach((bh, i) => parts.push(rect(836 + i * 33, base - bh, 24, bh, i < 2 ? BLUE : RED, 4)));
      parts.push(stroke(`M${836 + 2 * 33} ${base - 40} L${836 + 8 * 33 - 10} ${base - 40}`, RED, 3, 'stroke-dasharray="6 8"'));
    }
    return parts.join('');
  };
}

// ---------------------------------------------------------------------------------------------
// Home, heritage and the city

/** A skyline at golden hour with cranes: building at home. */
export const skyline: Scene = (f) => {
  const { r, t } = f;
  const parts = [sun(600, 330, 170, '#fde68a', 0)];
  for (let i = 0; i < 5; i++) parts.push(stroke(`M${200 + i * 170} ${90 + (i % 2) * 40} l14 10 l14 -10`, INK, 4, op(0.6)));
  const layer = (color: string, lo: number, hi: number, lit: number, base: number) => {
    let x = -10;
    while (x < W) {
      const bw = 50 + r() * 80;
      const bh = lo + r() * (hi - lo) * (1 - Math.abs(x + bw / 2 - 600) / 900);
      parts.push(rect(x, base - bh, bw, bh, color));
      if (r() < 0.2) parts.push(rect(x + bw / 2 - 3, base - bh - 40, 6, 40, color));
      if (r() < 0.15) parts.push(path(`M${x} ${base - bh} Q${x + bw / 2} ${base - bh - bw * 0.6} ${x + bw} ${base - bh}Z`, color));
      if (lit) for (let wy = base - bh + 14; wy < base - 20; wy += 22) for (let wx = x + 10; wx < x + bw - 12; wx += 16) if (r() < lit) parts.push(rect(wx, wy, 7, 11, '#fde68a', 1, op(0.85)));
      x += bw + 6 + r() * 10;
    }
  };
  layer(mix(t.from, '#000000', 0.1), 160, 360, 0, 580);
  const crane = (x: number, h: number, flip: number) => {
    parts.push(rect(x - 8, 580 - h, 16, h, '#f59e0b'));
    for (let y = 580 - h; y < 570; y += 24) parts.push(line(x - 8, y, x + 8, y + 24, '#b45309', 2));
    parts.push(rect(x - 60 * flip - (flip < 0 ? 260 : 0), 580 - h - 12, 320, 12, '#f59e0b'), rect(x + 40 * flip - (flip > 0 ? 0 : 50), 580 - h - 4, 50, 30, INK), line(x + 200 * flip, 568 - h, x + 200 * flip, 430, INK, 2), rect(x + 200 * flip - 16, 430, 32, 22, RED, 2));
  };
  crane(330, 400, 1);
  crane(920, 340, -1);
  layer(darker(t.from, 0.55), 90, 300, 0.35, 600);
  parts.push(rect(0, 600, W, H - 600, INK), rect(0, 630, W, 6, '#fde68a', 0, op(0.0)));
  for (let x = 20; x < W; x += 90) parts.push(rect(x, 632, 44, 6, '#fde68a', 3, op(0.7)));
  // A graduate coming home with a suitcase.
  const g = look(f, { top: PAPER, bottom: INK, style: 'short' });
  parts.push(person(560, 612, 150, g) + mortarboard(560, 470, 0.28, INK, '#fbbf24'), rect(590, 560, 56, 46, RED, 8), rect(610, 550, 16, 12, 'none', 3, `stroke="${INK}" stroke-width="4"`));
  return parts.join('');
};

/** Kente and Ndebele geometry across the frame, with compass constructions drawn over it. */
export const kente: Scene = (f) => {
  const { r } = f;
  const gold = '#f2b705';
  const green = '#15803d';
  const red = '#c81e1e';
  const black = '#111111';
  const parts: string[] = [];
  const stripW = 100;
  for (let s = 0; s * stripW < W; s++) {
    const x = s * stripW;
    const base = s % 2 ? gold : green;
    parts.push(rect(x, 0, stripW, H, base));
    for (let y = 0; y < H; y += 75) {
      const k = (s + y / 75 + Math.floor(r() * 2)) % 4;
      if (k === 0) for (let i = 0; i < 5; i++) parts.push(rect(x, y + 6 + i * 14, stripW, 6, i % 2 ? black : red));
      if (k === 1) parts.push(poly([[x, y + 75], [x + stripW / 2, y + 8], [x + stripW, y + 75]], black), poly([[x + 24, y + 75], [x + stripW / 2, y + 40], [x + stripW - 24, y + 75]], gold === base ? red : gold));
      if (k === 2) for (let i = 0; i < 4; i++) for (let j = 0; j < 3; j++) if ((i + j) % 2 === 0) parts.push(rect(x + i * 25, y + j * 25, 25, 25, black));
      if (k === 3) parts.push(rect(x + 10, y + 10, stripW - 20, 55, red), rect(x + 30, y + 24, stripW - 60, 27, gold === base ? green : gold));
    }
    parts.push(rect(x + stripW - 4, 0, 4, H, black, 0, op(0.5)));
  }
  parts.push(`<defs><radialGradient id="kv"><stop offset="0" stop-color="#000" stop-opacity=".72"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></radialGradient></defs>`);
  parts.push(ellipse(600, 330, 520, 330, 'url(#kv)'));
  // Constructions: circle, inscribed triangle and hexagon points, a compass.
  const cx = 560;
  const cy = 340;
  const R = 190;
  parts.push(circle(cx, cy, R, 'none', 'stroke="#fff" stroke-width="5" opacity=".9"'));
  const pts = [0, 1, 2, 3, 4, 5].map((i) => [cx + R * Math.cos(-Math.PI / 2 + (i * Math.PI) / 3), cy + R * Math.sin(-Math.PI / 2 + (i * Math.PI) / 3)] as [number, number]);
  parts.push(poly([pts[0], pts[2], pts[4]], gold, op(0.9)), poly([pts[1], pts[3], pts[5]], 'none', 'stroke="#fff" stroke-width="5"'));
  parts.push(poly(pts, 'none', 'stroke="#fff" stroke-width="3" stroke-dasharray="8 10" opacity=".8"'));
  for (const [px, py] of pts) parts.push(circle(px, py, 10, '#fff'));
  parts.push(circle(cx, cy, 9, red));
  parts.push(group(line(0, 0, -90, 300, '#e5e7eb', 12) + line(0, 0, 70, 300, '#e5e7eb', 12) + poly([[-96, 300], [-84, 300], [-90, 330]], '#94a3b8') + rect(60, 290, 20, 30, INK, 4) + circle(0, 0, 22, '#cbd5e1') + rect(-6, -46, 12, 30, '#cbd5e1', 4), 'translate(880 170) rotate(-8)'));
  return parts.join('');
};

/** A microphone at the centre of a storytelling scene: an elder, a woven mat, headphones. */
export function storytelling(opts: { elder?: boolean } = {}): Scene {
  return (f) => {
    const { r, t } = f;
    const acc = t.accent;
    const parts = [halo(f, 600, 290, 260), floor(f, 470, 0.45)];
    // Woven mat on the floor.
    parts.push(ellipse(600, 590, 420, 70, WOOD_LIGHT));
    for (let i = 1; i < 6; i++) parts.push(ellipse(600, 590, 420 - i * 68, 70 - i * 11.5, 'none', `stroke="${i % 2 ? RED : WOOD_DARK}" stroke-width="10" opacity=".8"`));
    if (opts.elder) {
      const elder = look(f, { style: 'wrap', dress: true, top: pick(r, [RED, TEAL, '#7c3aed']), bottom: pick(r, ['#1e3a8a', '#0f766e', '#7c2d12']) });
      parts.push(seatedFront(400, 560, 1.05, elder));
      parts.push(microphone(700, 330, 0.7, INK, '#cbd5e1', RED), rect(690, 470, 20, 110, INK), ellipse(700, 585, 70, 12, INK));
      parts.push(soundArcs(700, 300, 110, '#fff', 2));
    } else {
      parts.push(microphone(600, 280, 0.95, INK, '#e2e8f0', RED), soundArcs(600, 250, 150, '#fff', 3));
      parts.push(headphones(330, 520, 0.7, INK, acc === '#fef3c7' ? '#f59e0b' : acc));
      parts.push(phone(880, 520, 80, INK, (x, y, w, h) => rect(x, y, w, h, '#111827', 8) + circle(x + w / 2, y + h * 0.7, 12, RED) + waveform(r, x + 6, y + h * 0.35, w - 12, h * 0.2, '#fff', 3), -70));
    }
    return parts.join('');
  };
}

/** A person seated on a chair, facing us, hands on the lap; `s` = 1 about 330 px tall. */
function seatedFront(x: number, seatY: number, s: number, lk: Look, chair = WOOD_DARK): string {
  const legs = lk.dress
    ? [path('M-62 -40 L62 -40 L76 96 L-76 96Z', lk.bottom), rect(-76, 80, 152, 16, darker(lk.bottom, 0.2), 4), rect(-50, 96, 24, 10, lk.skin), rect(26, 96, 24, 10, lk.skin)]
    : [rect(-66, -36, 60, 46, lk.bottom, 20), rect(6, -36, 60, 46, lk.bottom, 20), rect(-60, 0, 42, 104, lk.bottom, 16), rect(18, 0, 42, 104, lk.bottom, 16)];
  const inner = [
    rect(-74, -196, 148, 150, darker(chair, 0.1), 16),
    rect(-84, -6, 168, 22, chair, 8),
    rect(-74, 16, 14, 96, chair),
    rect(60, 16, 14, 96, chair),
    ...legs,
    ellipse(-40, 108, 30, 11, INK),
    ellipse(40, 108, 30, 11, INK),
    path('M-58 -36 L-54 -166 Q-52 -186 -30 -188 L30 -188 Q52 -186 54 -166 L58 -36Z', lk.top),
    stroke('M-50 -172 L-68 -92 L-30 -40', lk.top, 30),
    stroke('M50 -172 L68 -92 L30 -40', lk.top, 30),
    circle(-28, -38, 15, lk.skin),
    circle(28, -38, 15, lk.skin),
    rect(-12, -214, 24, 32, darker(lk.skin, 0.12)),
    path('M-18 -188 L0 -166 L18 -188Z', darker(lk.skin, 0.12)),
    head(0, -250, 46, lk),
  ].join('');
  return group(inner, `translate(${x} ${seatY}) scale(${s})`);
}

/** A phone recording on a stool beside a woven mat (a gallery picture). */
export const recorder: Scene = (f) => {
  const { r } = f;
  const parts = [halo(f, 600, 300, 240), floor(f, 430, 0.5)];
  parts.push(ellipse(860, 560, 300, 70, WOOD_LIGHT));
  for (let i = 1; i < 5; i++) parts.push(ellipse(860, 560, 300 - i * 60, 70 - i * 14, 'none', `stroke="${i % 2 ? RED : WOOD_DARK}" stroke-width="12" opacity=".8"`));
  parts.push(shadow(520, 610, 190, 22), rect(340, 420, 360, 34, WOOD_LIGHT, 14), rect(340, 440, 360, 20, WOOD, 8), rect(370, 460, 26, 150, WOOD), rect(644, 460, 26, 150, WOOD), rect(396, 540, 248, 14, WOOD_DARK));
  parts.push(group(rect(-120, -64, 240, 128, INK, 20) + rect(-110, -54, 220, 108, '#111827', 14) + waveform(r, -96, -10, 150, 50, '#fff', 5) + circle(84, 0, 22, RED) + circle(84, 0, 30, 'none', 'stroke="#fff" stroke-width="3" opacity=".6"'), 'translate(520 396) rotate(-4)'));
  parts.push(soundArcs(520, 392, 178, '#fff', 2), mug(250, 600, 1, '#c2410c', true));
  return parts.join('');
};

/** A notebook of handwritten notes with a pen and tea (a gallery picture). */
export const notebook: Scene = (f) => {
  const { r, t } = f;
  const parts = [rect(0, 0, W, H, WOOD, 0, op(0.8))];
  for (let y = 20; y < H; y += 46) parts.push(rect(0, y, W, 2, WOOD_DARK, 0, op(0.25)));
  parts.push(shadow(600, 600, 420, 30), rect(210, 90, 780, 500, '#7c2d12', 18));
  parts.push(rect(226, 100, 370, 480, PAPER, 8), rect(604, 100, 370, 480, PAPER, 8), rect(594, 100, 12, 480, darker(PAPER, 0.12)));
  for (let y = 150; y < 560; y += 34) parts.push(rect(246, y, 330, 2, '#93c5fd', 0, op(0.6)), rect(624, y, 330, 2, '#93c5fd', 0, op(0.6)));
  parts.push(scribbles(r, 256, 142, 300, 12, 34, '#1e3a8a', 3), scribbles(r, 634, 142, 300, 8, 34, '#1e3a8a', 3));
  parts.push(rect(634, 430, 150, 110, t.accent === '#fef3c7' ? '#fde68a' : t.accent, 6, op(0.9)), sun(700, 470, 16, RED));
  parts.push(pencil(820, 520, 220, -28, INK), mug(1080, 360, 1.1, RED, true));
  return parts.join('');
};

// ---------------------------------------------------------------------------------------------
// Careers, founders, minds

/** A small team round a table with a laptop, sticky notes behind. */
export const team: Scene = (f) => {
  const { r } = f;
  const parts = [halo(f, 600, 260, 260)];
  for (let i = 0; i < 12; i++) parts.push(group(rect(-28, -28, 56, 56, pick(r, ['#fde047', '#f9a8d4', '#86efac', '#93c5fd']), 3) + scribbles(r, -18, -10, 36, 3, 12, STEEL, 2), `translate(${250 + (i % 6) * 140 + (r() - 0.5) * 20} ${90 + Math.floor(i / 6) * 80 + (r() - 0.5) * 14}) rotate(${(r() - 0.5) * 14})`));
  const people: Array<[number, number, number]> = [
    [380, 560, 300],
    [600, 540, 320],
    [820, 560, 300],
  ];
  for (const [x, base, h] of people) parts.push(person(x, base, h, look(f), { wave: x === 820 }));
  parts.push(rect(150, 470, 900, 26, WOOD_LIGHT, 8), rect(170, 496, 860, 180, WOOD, 0));
  parts.push(laptop(600, 480, 240, '#e2e8f0', screen(f, 'chart')));
  parts.push(mug(860, 486, 0.8, RED), sheet(r, 360, 462, 120, 40, -6, RED), plant(1110, 660, 1.2, '#c2410c'));
  return parts.join('');
};

/** A wall of sticky notes mapping a roadmap, and the founder adding one. */
export const roadmap: Scene = (f) => {
  const { r } = f;
  const parts = [rect(100, 60, 1000, 480, PAPER, 12, op(0.95))];
  const cols = 4;
  for (let c = 0; c < cols; c++) {
    parts.push(rect(140 + c * 240, 90, 200, 22, [RED, '#f59e0b', TEAL, BLUE][c], 6));
    const count = 3 + Math.floor(r() * 2);
    for (let k = 0; k < count; k++) parts.push(group(rect(-60, -36, 120, 72, pick(r, ['#fde047', '#f9a8d4', '#86efac', '#93c5fd']), 4) + scribbles(r, -46, -16, 90, 3, 16, STEEL, 3), `translate(${240 + c * 240} ${160 + k * 88}) rotate(${(r() - 0.5) * 8})`));
  }
  parts.push(stroke('M300 470 Q500 520 620 460 T980 430', RED, 6, 'stroke-dasharray="2 14"'));
  parts.push(floor(f, 560, 0.5));
  parts.push(person(1010, 660, 330, look(f), { wave: true }));
  return parts.join('');
};

/** A head in profile, a calm sunrise inside the mind, worries drifting away as bubbles. */
export const mind: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 560, 330, 280)];
  const profile =
    'M652 675 L654 566 Q656 514 676 492 Q702 478 712 452 Q718 432 706 420 Q724 414 722 400 Q716 392 710 388 Q726 380 722 368 Q718 358 726 350 Q766 344 762 328 Q756 312 724 274 Q712 258 712 232 Q704 160 644 124 Q572 86 494 104 Q392 128 366 232 Q348 326 392 404 Q424 456 472 494 L472 675Z';
  parts.push(path(profile, darker(t.from, 0.25)));
  parts.push(`<path d="${profile}" fill="none" stroke="${t.accent}" stroke-width="6" opacity=".55"/>`);
  // The mind: a round window on a sunrise over calm hills, with a sprouting leaf.
  const cx = 540;
  const cy = 290;
  const R = 132;
  parts.push(`<defs><clipPath id="mindclip"><circle cx="${cx}" cy="${cy}" r="${R}"/></clipPath></defs>`);
  const inner = [
    rect(cx - R, cy - R, R * 2, R * 2, lighter(t.to, 0.35)),
    sun(cx, cy + 20, 46, '#fde68a'),
    path(`M${cx - R} ${cy + 50} Q${cx - 40} ${cy} ${cx + 10} ${cy + 40} Q${cx + 70} ${cy + 10} ${cx + R} ${cy + 40} L${cx + R} ${cy + R} L${cx - R} ${cy + R}Z`, LEAF),
    path(`M${cx - R} ${cy + 90} Q${cx - 20} ${cy + 60} ${cx + 40} ${cy + 90} Q${cx + 90} ${cy + 70} ${cx + R} ${cy + 90} L${cx + R} ${cy + R} L${cx - R} ${cy + R}Z`, LEAF_DARK),
    group(path('M0 0 Q26 -40 0 -86 Q-26 -40 0 0Z', '#86efac') + line(0, 0, 0, -72, LEAF_DARK, 3), `translate(${cx + 14} ${cy + 84}) rotate(22)`),
    group(path('M0 0 Q26 -40 0 -86 Q-26 -40 0 0Z', '#4ade80') + line(0, 0, 0, -72, LEAF_DARK, 3), `translate(${cx - 6} ${cy + 84}) rotate(-24)`),
  ].join('');
  parts.push(circle(cx, cy, R + 10, t.accent, op(0.9)), `<g clip-path="url(#mindclip)">${inner}</g>`);
  // Worries leave as bubbles and a breeze.
  for (let i = 0; i < 9; i++) parts.push(circle(800 + i * 38 + r() * 30, 150 + r() * 320, 8 + r() * 20, '#fff', op(0.18 + r() * 0.3)));
  parts.push(stroke('M820 230 q40 -30 80 0 t80 0 t80 0', '#fff', 6, op(0.6)), stroke('M850 300 q40 -30 80 0 t80 0', '#fff', 6, op(0.4)));
  parts.push(sparkle(300, 160, 14, '#fff', 0.8), sparkle(250, 420, 10, '#fff', 0.6));
  return parts.join('');
};

/** Two people talking on chairs, a plant between them: peer counselling. */
export const counsel: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 600, 280, 250), floor(f, 470, 0.45), ellipse(600, 610, 420, 50, t.accent, op(0.35))];
  parts.push(seatedFront(390, 540, 0.95, look(f, { style: 'puff', top: TEAL, bottom: '#1e3a8a' })), seatedFront(810, 540, 0.95, look(f, { style: 'braids', dress: true, top: '#f59e0b', bottom: RED })));
  parts.push(plant(600, 600, 1.3, '#c2410c'));
  parts.push(bubble(250, 70, 200, 110, '#fff'), circle(310, 125, 10, INK), circle(350, 125, 10, INK), circle(390, 125, 10, INK));
  parts.push(bubble(760, 60, 200, 110, RED, true), path('M860 100 c-18 -22 -52 -6 -40 20 l40 36 l40 -36 c12 -26 -22 -42 -40 -20Z', '#fff'));
  for (let i = 0; i < 6; i++) parts.push(sparkle(450 + r() * 300, 80 + r() * 160, 6 + r() * 8, '#fff', 0.6));
  return parts.join('');
};

/** A seated person breathing slowly, rings of calm spreading out. */
export const breathe: Scene = (f) => {
  const { r } = f;
  const parts: string[] = [];
  for (let i = 6; i >= 1; i--) parts.push(circle(600, 330, i * 52, '#fff', op(0.05 + (6 - i) * 0.015)), circle(600, 330, i * 52, 'none', `stroke="#fff" stroke-width="3" opacity="${0.5 - i * 0.06}"`));
  const lk = look(f, { style: 'bun', top: PAPER });
  // Cross-legged body.
  parts.push(ellipse(600, 560, 190, 30, '#000', op(0.2)), ellipse(600, 520, 170, 54, lk.bottom), ellipse(600, 500, 120, 40, darker(lk.bottom, 0.1)));
  parts.push(path('M520 500 L530 330 Q530 300 560 300 L640 300 Q670 300 670 330 L680 500Z', lk.top));
  parts.push(stroke('M530 330 Q470 420 470 490', lk.top, 34), stroke('M670 330 Q730 420 730 490', lk.top, 34), circle(466, 496, 18, lk.skin), circle(734, 496, 18, lk.skin));
  parts.push(rect(588, 262, 24, 44, darker(lk.skin, 0.12)), head(600, 230, 50, lk));
  for (let i = 0; i < 7; i++) {
    const a = r() * Math.PI * 2;
    parts.push(group(path('M0 0 Q14 -18 0 -40 Q-14 -18 0 0Z', i % 2 ? '#86efac' : '#fde68a', op(0.85)), `translate(${600 + Math.cos(a) * (300 + r() * 120)} ${330 + Math.sin(a) * 200}) rotate(${r() * 360})`));
  }
  return parts.join('');
};

// ---------------------------------------------------------------------------------------------
// Music, film, stage

/** A school computer lab turned studio: two screens, a keyboard, speakers, headphones. */
export const musicLab: Scene = (f) => {
  const parts = [halo(f, 600, 280, 270), rect(0, 480, W, H - 480, WOOD), rect(0, 480, W, 12, WOOD_LIGHT)];
  for (const [x, kind] of [[430, 'wave'], [770, 'code']] as Array<[number, ScreenKind]>) {
    parts.push(rect(x - 150, 180, 300, 200, '#1f2937', 12), screen(f, kind)(x - 138, 192, 276, 176), rect(x - 14, 380, 28, 60, '#334155'), rect(x - 70, 440, 140, 14, '#334155', 6));
  }
  // Piano keyboard.
  parts.push(rect(330, 500, 540, 90, '#111827', 10));
  for (let i = 0; i < 21; i++) parts.push(rect(342 + i * 24.6, 512, 22, 68, '#f8fafc', 3));
  for (let i = 0; i < 20; i++) if (![2, 6, 9, 13, 16].includes(i % 21) && i % 7 !== 2 && i % 7 !== 6) parts.push(rect(358 + i * 24.6, 512, 14, 40, '#111827', 2));
  parts.push(speaker(180, 560, 130, 200, INK, '#94a3b8'), speaker(1020, 560, 130, 200, INK, '#94a3b8'));
  parts.push(headphones(600, 110, 0.6, RED, INK));
  return parts.join('');
};

/** Phone on a tripod filming, a light and a clapperboard; `courtyard` sets it outdoors. */
export function filming(opts: { courtyard?: boolean } = {}): Scene {
  return (f) => {
    const { t } = f;
    const parts: string[] = [];
    if (opts.courtyard) {
      parts.push(rect(0, 120, W, 380, '#f5e6c8', 0, op(0.85)));
      for (let i = 0; i < 5; i++) parts.push(path(`M${60 + i * 230} 500 L${60 + i * 230} 260 A80 80 0 0 1 ${220 + i * 230} 260 L${220 + i * 230} 500Z`, darker(t.from, 0.2), op(0.75)));
      parts.push(rect(0, 500, W, H - 500, '#d6b98c'));
      for (let x = 0; x < W; x += 80) for (let y = 500; y < H; y += 40) parts.push(rect(x + ((y / 40) % 2) * 40, y, 76, 36, '#c9a878', 2, op(0.6)));
      parts.push(plant(120, 620, 1.4, '#c2410c'), plant(1080, 620, 1.4, '#c2410c'));
    } else {
      parts.push(halo(f, 600, 280, 260), floor(f, 480, 0.5));
      parts.push(poly([[170, 220], [250, 170], [700, 600], [300, 640]], '#fde68a', op(0.1)));
      parts.push(rect(150, 140, 130, 110, PAPER, 8, 'transform="rotate(-20 215 195)"'), rect(210, 240, 10, 330, INK), line(215, 560, 160, 620, INK, 8), line(215, 560, 270, 620, INK, 8));
      parts.push(group(rect(-90, -10, 180, 110, INK, 6) + rect(-90, -50, 180, 36, PAPER, 4, 'transform="rotate(-14 -90 -14)"') + [0, 1, 2, 3].map((k) => poly([[-70 + k * 44, -48], [-48 + k * 44, -48], [-60 + k * 44, -20], [-82 + k * 44, -20]], INK, 'transform="rotate(-14 -90 -14)"')).join('') + rect(-70, 30, 140, 6, '#fff', 3, op(0.5)) + rect(-70, 60, 90, 6, '#fff', 3, op(0.5)), 'translate(950 540)'));
    }
    // Tripod and phone in landscape.
    parts.push(line(600, 400, 500, 620, INK, 10), line(600, 400, 700, 620, INK, 10), line(600, 400, 600, 630, INK, 10), rect(580, 380, 40, 30, INK, 6));
    parts.push(group(rect(-150, -80, 300, 160, INK, 24) + rect(-136, -68, 272, 136, '#0f172a', 14) + screenScene(f, -126, -60, 252, 120) + circle(110, -40, 10, RED) + rect(-126, -60, 252, 120, 'none', 0, 'stroke="#fff" stroke-width="2" stroke-dasharray="8 8" opacity=".5"'), 'translate(600 300)'));
    if (opts.courtyard) parts.push(person(880, 600, 250, look(f), { wave: true }), person(330, 610, 230, look(f)));
    else parts.push(sparkle(820, 180, 14, '#fff', 0.8), sparkle(380, 140, 10, '#fff', 0.7));
    return parts.join('');
  };
}

/** A drawing tablet with a character being drawn, a film strip of a bouncing ball. */
export const animation: Scene = (f) => {
  const { t } = f;
  const parts = [halo(f, 600, 330, 260)];
  // Film strip along the top.
  parts.push(rect(0, 40, W, 130, INK));
  for (let x = 10; x < W; x += 40) parts.push(rect(x, 50, 20, 14, '#fff', 3, op(0.8)), rect(x, 146, 20, 14, '#fff', 3, op(0.8)));
  const heights = [20, 50, 72, 80, 72, 50, 20, 0];
  for (let i = 0; i < 8; i++) parts.push(rect(20 + i * 150, 72, 130, 68, '#fef3c7', 4), circle(85 + i * 150, 128 - heights[i] * 0.6, 10, RED), rect(30 + i * 150, 134, 110, 4, STEEL, 2));
  // Tablet with the character.
  parts.push(shadow(600, 640, 330, 26), rect(290, 220, 620, 410, '#1f2937', 28), rect(316, 246, 568, 358, '#f8fafc', 12));
  const cx = 600;
  const cy = 440;
  parts.push(ellipse(cx, cy + 130, 120, 14, '#000', op(0.12)));
  parts.push(path(`M${cx - 90} ${cy + 120} Q${cx - 110} ${cy - 40} ${cx} ${cy - 60} Q${cx + 110} ${cy - 40} ${cx + 90} ${cy + 120}Z`, t.accent === '#fde047' ? '#f97316' : '#f97316'));
  parts.push(circle(cx, cy - 90, 80, '#a16207'), circle(cx - 60, cy - 150, 28, INK), circle(cx + 60, cy - 150, 28, INK), circle(cx, cy - 90, 72, '#c68642'));
  parts.push(ellipse(cx - 26, cy - 100, 14, 18, '#fff'), ellipse(cx + 26, cy - 100, 14, 18, '#fff'), circle(cx - 22, cy - 96, 8, INK), circle(cx + 30, cy - 96, 8, INK), stroke(`M${cx - 24} ${cy - 60} Q${cx} ${cy - 40} ${cx + 24} ${cy - 60}`, INK, 6));
  parts.push(stroke(`M${cx + 90} ${cy + 10} Q${cx + 170} ${cy - 20} ${cx + 190} ${cy - 110}`, '#c68642', 26), circle(cx + 190, cy - 120, 20, '#c68642'));
  parts.push(stroke(`M${cx - 200} ${cy + 100} Q${cx - 240} ${cy} ${cx - 180} ${cy - 60}`, STEEL, 3, 'stroke-dasharray="6 8"'));
  parts.push(pencil(880, 580, 200, -120, '#334155'));
  for (const [i, c] of [RED, '#f59e0b', '#16a34a', BLUE, '#7c3aed'].entries()) parts.push(circle(960 + (i % 2) * 60, 250 + i * 60, 24, c));
  return parts.join('');
};

/** Behind the scenes of a studio: lights on a truss, a camera, a set with a desk. */
export const studioSet: Scene = (f) => {
  const { t } = f;
  const parts = [rect(0, 0, W, 80, INK)];
  for (let x = 0; x < W; x += 40) parts.push(line(x, 10, x + 40, 70, '#475569', 3), line(x, 70, x + 40, 10, '#475569', 3));
  parts.push(rect(0, 6, W, 8, '#64748b'), rect(0, 66, W, 8, '#64748b'));
  for (const [x, a] of [[260, 20], [600, 0], [940, -20]] as Array<[number, number]>) {
    parts.push(poly([[x - 30, 120], [x + 30, 120], [x + 170 - a * 6, 560], [x - 170 - a * 6, 560]], '#fde68a', op(0.1)));
    parts.push(group(rect(-30, 0, 60, 80, INK, 8) + circle(0, 80, 30, '#fde68a'), `translate(${x} 70) rotate(${a})`));
  }
  parts.push(floor(f, 480, 0.55));
  // The set: a backdrop with rings, a desk and two chairs.
  parts.push(rect(330, 170, 540, 300, darker(t.from, 0.3), 14), circle(600, 320, 120, t.accent, op(0.8)), circle(600, 320, 84, RED), circle(600, 320, 44, PAPER));
  parts.push(rect(400, 430, 400, 20, WOOD_LIGHT, 6), rect(420, 450, 360, 80, WOOD, 4));
  parts.push(rect(360, 400, 60, 100, RED, 12), rect(780, 400, 60, 100, RED, 12));
  // Camera on a pedestal in the foreground and a ladder.
  parts.push(rect(160, 500, 24, 140, INK), ellipse(172, 640, 80, 14, INK), rect(90, 420, 190, 90, '#334155', 12), circle(300, 465, 36, INK), circle(300, 465, 22, '#1e3a8a'), rect(110, 400, 80, 24, INK, 6), circle(140, 430, 8, RED));
  parts.push(line(980, 660, 1040, 300, '#cbd5e1', 10), line(1060, 660, 1110, 300, '#cbd5e1', 10));
  for (let y = 340; y < 660; y += 60) parts.push(line(1040 - (y - 300) * -0.17 + 1, y, 1110 - (y - 300) * -0.14, y, '#cbd5e1', 8));
  return parts.join('');
};

/** Quiz show: two team podiums with buzzers under spotlights, a trophy on the screen. */
export const quizShow: Scene = (f) => {
  const { r, t } = f;
  const parts = [floor(f, 470, 0.55)];
  parts.push(rect(400, 80, 400, 250, INK, 16), rect(416, 96, 368, 218, darker(t.via, 0.2), 8));
  // Trophy on the big screen.
  parts.push(path('M540 130 L660 130 Q660 230 600 240 Q540 230 540 130Z', '#fbbf24'), stroke('M540 150 Q500 150 505 180 Q510 205 548 205', '#fbbf24', 10), stroke('M660 150 Q700 150 695 180 Q690 205 652 205', '#fbbf24', 10), rect(590, 240, 20, 30, '#f59e0b'), rect(560, 268, 80, 20, '#f59e0b', 4), star(600, 180, 22, '#fff', 0.9));
  for (const [x, c] of [[300, BLUE], [900, RED]] as Array<[number, string]>) {
    parts.push(poly([[x - 120, 80], [x - 80, 80], [x + 60, 640], [x - 260, 640]], '#fde68a', op(0.08)));
    parts.push(person(x - 60, 560, 260, look(f)), person(x + 60, 560, 250, look(f)));
    parts.push(rect(x - 170, 440, 340, 200, c, 14), rect(x - 170, 440, 340, 24, lighter(c, 0.25), 12), rect(x - 140, 490, 280, 10, '#fff', 5, op(0.35)));
    parts.push(path(`M${x - 110} 440 A30 26 0 0 1 ${x - 50} 440Z`, RED === c ? '#fbbf24' : RED), path(`M${x + 50} 440 A30 26 0 0 1 ${x + 110} 440Z`, RED === c ? '#fbbf24' : RED));
  }
  for (let i = 0; i < 26; i++) parts.push(rect(r() * W, r() * 420, 8, 16, pick(r, [RED, '#fbbf24', '#60a5fa', '#34d399', '#fff']), 2, `transform="rotate(${Math.floor(r() * 90)} ${Math.floor(r() * W)} ${Math.floor(r() * 420)})" opacity=".85"`));
  return parts.join('');
};

/** Writing quiz questions: a fan of cards with shapes, a stopwatch, a lamp. */
export const quizCards: Scene = (f) => {
  const { r, t } = f;
  const parts = [halo(f, 600, 320, 260), rect(0, 500, W, H - 500, WOOD), rect(0, 500, W, 10, WOOD_LIGHT)];
  const symbols = [
    (x: number, y: number) => circle(x, y, 36, RED),
    (x: number, y: number) => poly([[x, y - 40], [x + 40, y + 30], [x - 40, y + 30]], BLUE),
    (x: number, y: number) => star(x, y, 40, '#f59e0b'),
    (x: number, y: number) => rect(x - 34, y - 34, 68, 68, TEAL, 8),
    (x: number, y: number) => lightbulb(x, y + 10, 0.3, '#fde68a', '#fbbf24'),
  ];
  symbols.forEach((sym, i) => {
    const a = -44 + i * 22;
    parts.push(group(rect(-90, -240, 180, 250, '#000', 14, op(0.2)) + rect(-96, -250, 180, 250, PAPER, 14) + group(sym(0, 0), 'translate(-40 -196) scale(0.72)') + rect(-70, -120, 130, 10, STEEL, 5, op(0.5)) + rect(-70, -96, 100, 10, STEEL, 5, op(0.5)), `translate(600 600) rotate(${a}) translate(0 -60)`));
  });
  parts.push(group(circle(0, 0, 70, INK) + circle(0, 0, 58, PAPER) + rect(-10, -96, 20, 26, INK, 4) + line(0, 0, 0, -44, RED, 6) + line(0, 0, 30, 12, INK, 5) + circle(0, 0, 7, INK), 'translate(960 450)'));
  parts.push(pencil(240, 590, 200, -16, t.accent === '#fbbf24' ? '#fbbf24' : '#f59e0b'), sheet(r, 250, 420, 150, 190, -10, RED));
  return parts.join('');
};

/** A pitch on stage: presenter, product on a plinth, the judges in the foreground. */
export function pitch(product: 'lamp' | 'farm'): Scene {
  return (f) => {
    const { r, t } = f;
    const parts = [circle(640, 250, 260, t.accent, op(0.16)), poly([[580, 0], [700, 0], [900, 560], [380, 560]], '#fde68a', op(0.1)), floor(f, 500, 0.6)];
    parts.push(person(400, 560, 300, look(f), { wave: true }));
    parts.push(rect(640, 400, 180, 160, PAPER, 8), rect(640, 400, 180, 20, darker(PAPER, 0.1), 8));
    if (product === 'lamp') {
      parts.push(group(circle(0, -40, 120, '#fde68a', op(0.2)) + stroke('M-40 -120 Q0 -170 40 -120', INK, 8) + rect(-50, -120, 100, 24, INK, 6) + rect(-44, -96, 88, 110, '#fde68a', 18) + rect(-44, -96, 88, 110, 'none', 18, `stroke="${INK}" stroke-width="8"`) + rect(-54, 10, 108, 26, INK, 6) + solarPanel(-60, -150, 120, 26), 'translate(730 364)'));
    } else {
      parts.push(phone(730, 290, 100, INK, (x, y, w, h) => rect(x, y, w, h, '#f0fdf4', 8) + [0, 1, 2, 3].map((k) => rect(x + 10 + k * 18, y + h * 0.7 - (20 + k * 18 + r() * 10), 12, 20 + k * 18, k === 3 ? '#16a34a' : '#86efac', 3)).join('') + group(path('M0 0 Q20 -30 0 -60 Q-20 -30 0 0Z', '#16a34a'), `translate(${x + w / 2} ${y + h * 0.3})`)));
      parts.push(group(path('M0 0 Q30 -50 0 -100 Q-30 -50 0 0Z', LEAF) + line(0, 0, 0, -90, LEAF_DARK, 4), 'translate(830 400) rotate(25)'));
    }
    // Judges seen from behind, in the dark.
    parts.push(rect(0, 600, W, 75, '#000', 0, op(0.35)));
    for (const x of [200, 600, 1000]) parts.push(seatedBack(x, 760, 1.1, { ...look(f), top: '#111827' }, '#111827'));
    return parts.join('');
  };
}

/** A teacher cycling a long road over the hills at sunrise. */
export const cyclist: Scene = (f) => {
  const { r } = f;
  const parts = [sun(300, 250, 80, '#fde68a', 14), hills(r, W, H, greens, 0.58)];
  parts.push(path('M560 675 Q520 600 620 560 Q740 520 700 470 Q670 440 760 420 L780 420 Q710 450 740 480 Q790 540 660 580 Q580 610 680 675Z', '#e9c46a', op(0.9)));
  parts.push(acacia(960, 470, 1.1, darker(LEAF_DARK, 0.4)), acacia(160, 520, 0.8, darker(LEAF_DARK, 0.4)));
  for (let i = 0; i < 4; i++) parts.push(stroke(`M${820 + i * 60} ${120 + (i % 2) * 30} l12 9 l12 -9`, INK, 3, op(0.5)));
  // Bicycle and rider.
  const x = 640;
  const y = 540;
  const lk = look(f, { style: 'short', top: PAPER, bottom: '#1e3a8a' });
  const wheel = (cx: number) => circle(cx, y, 50, 'none', `stroke="${INK}" stroke-width="9"`) + line(cx - 48, y, cx + 48, y, INK, 2) + line(cx, y - 48, cx, y + 48, INK, 2) + circle(cx, y, 6, INK);
  parts.push(shadow(x, y + 56, 130, 10), wheel(x - 80), wheel(x + 80));
  parts.push(stroke(`M${x - 80} ${y} L${x - 10} ${y} L${x - 40} ${y - 80} L${x + 50} ${y - 80} L${x - 10} ${y} M${x + 50} ${y - 80} L${x + 80} ${y} M${x + 44} ${y - 96} L${x + 50} ${y - 80}`, RED, 9));
  parts.push(rect(x - 58, y - 94, 36, 10, INK, 5), stroke(`M${x + 34} ${y - 100} L${x + 58} ${y - 96}`, INK, 8));
  parts.push(stroke(`M${x - 40} ${y - 90} L${x + 10} ${y - 50} L${x - 10} ${y}`, lk.bottom, 20), stroke(`M${x - 40} ${y - 90} L${x + 20} ${y - 60} L${x + 10} ${y - 14}`, darker(lk.bottom, 0.2), 18));
  parts.push(stroke(`M${x - 40} ${y - 94} L${x - 6} ${y - 190}`, lk.top, 44), stroke(`M${x - 6} ${y - 176} L${x + 40} ${y - 110}`, lk.top, 18), circle(x + 42, y - 104, 10, lk.skin));
  parts.push(rect(x - 80, y - 190, 44, 64, '#7c2d12', 10), head(x + 10, y - 228, 30, lk));
  return parts.join('');
};

/** Inventions: a big lightbulb, gears and a small drone over a blueprint grid. */
export const inventors: Scene = (f) => {
  const { t } = f;
  const parts: string[] = [];
  for (let x = 0; x < W; x += 50) parts.push(rect(x, 0, 1, H, '#fff', 0, op(0.08)));
  for (let y = 0; y < H; y += 50) parts.push(rect(0, y, W, 1, '#fff', 0, op(0.08)));
  parts.push(circle(600, 320, 230, 'none', 'stroke="#fff" stroke-width="2" stroke-dasharray="10 10" opacity=".35"'));
  parts.push(gear(380, 470, 90, 10, '#cbd5e1', t.from), gear(500, 560, 56, 8, t.accent, t.from), gear(830, 500, 70, 9, '#cbd5e1', t.from));
  parts.push(lightbulb(600, 300, 1.35, '#fde68a', '#fbbf24'));
  parts.push(group(rect(-50, -12, 100, 24, INK, 10) + line(-40, -12, -80, -30, INK, 5) + line(40, -12, 80, -30, INK, 5) + ellipse(-80, -32, 34, 6, '#94a3b8') + ellipse(80, -32, 34, 6, '#94a3b8') + circle(0, 12, 10, RED), 'translate(950 160) rotate(-8)'));
  parts.push(sparkle(240, 180, 16, '#fff'), sparkle(330, 120, 10, '#fff', 0.8));
  return parts.join('');
};

/** A friendly robot on a competition mat, holding a cube. */
export const robot: Scene = (f) => {
  const { t } = f;
  const parts = [halo(f, 600, 300, 260), group(gear(200, 170, 70, 10, '#fff', t.via) + gear(1030, 200, 54, 8, '#fff', t.via), '', op(0.25))];
  parts.push(ellipse(600, 580, 480, 80, '#f8fafc', op(0.9)), ellipse(600, 580, 400, 62, 'none', `stroke="${INK}" stroke-width="6" stroke-dasharray="30 20"`));
  for (let i = 0; i < 8; i++) parts.push(rect(1000 + (i % 4) * 24, 520 + Math.floor(i / 4) * 24, 24, 24, (i + Math.floor(i / 4)) % 2 ? INK : '#fff'));
  parts.push(shadow(600, 590, 170, 20));
  parts.push(rect(460, 520, 280, 60, INK, 30), circle(500, 550, 22, '#475569'), circle(600, 550, 22, '#475569'), circle(700, 550, 22, '#475569'));
  parts.push(rect(490, 340, 220, 190, '#e2e8f0', 26), rect(530, 380, 140, 90, '#cbd5e1', 14), circle(560, 425, 12, RED), circle(600, 425, 12, '#f59e0b'), circle(640, 425, 12, '#16a34a'));
  parts.push(rect(580, 300, 40, 44, '#94a3b8'), rect(470, 170, 260, 150, '#f8fafc', 40), rect(500, 200, 200, 90, '#0f172a', 28));
  parts.push(ellipse(560, 240, 22, 26, '#60a5fa'), ellipse(640, 240, 22, 26, '#60a5fa'), circle(566, 232, 7, '#fff'), circle(646, 232, 7, '#fff'), stroke('M572 270 Q600 286 628 270', '#60a5fa', 6));
  parts.push(line(600, 170, 600, 120, '#94a3b8', 6), circle(600, 112, 14, RED));
  parts.push(stroke('M490 380 Q420 400 410 470', '#94a3b8', 26), stroke('M710 380 Q790 360 820 300', '#94a3b8', 26));
  parts.push(rect(790, 240, 90, 90, '#f59e0b', 10), rect(790, 240, 90, 20, lighter('#f59e0b', 0.3), 10), stroke('M400 480 l-20 26 M420 480 l20 26', INK, 8));
  return parts.join('');
};

/** Tents of a camp at dawn, and a student at a laptop in front of them. */
export const camp: Scene = (f) => {
  const { r } = f;
  const parts = [sun(840, 250, 70, '#fde68a', 0), rect(0, 380, W, H - 380, '#d6a461', 0, op(0.9))];
  for (let row = 0; row < 3; row++) {
    const y = 390 + row * 40;
    const s = 0.5 + row * 0.25;
    for (let x = -40 + row * 50; x < W; x += 170 * s + 30) {
      const c = pick(r, ['#e2e8f0', '#cbd5e1', '#bfdbfe', '#fde68a']);
      parts.push(poly([[x, y], [x + 80 * s, y - 70 * s], [x + 160 * s, y]], c), poly([[x + 80 * s, y], [x + 80 * s, y - 70 * s], [x + 110 * s, y]], darker(c, 0.15)), poly([[x + 62 * s, y], [x + 80 * s, y - 34 * s], [x + 98 * s, y]], darker(c, 0.45)));
    }
  }
  parts.push(acacia(1080, 440, 1, darker(LEAF_DARK, 0.4)), rect(180, 300, 90, 90, '#94a3b8', 10), rect(210, 390, 10, 40, '#64748b'), rect(240, 390, 10, 40, '#64748b'));
  // Crate desk, laptop, student from behind.
  parts.push(rect(420, 520, 420, 16, WOOD_LIGHT, 4), rect(440, 536, 150, 130, WOOD, 4), rect(670, 536, 150, 130, WOOD, 4));
  for (let i = 0; i < 3; i++) parts.push(rect(440, 560 + i * 36, 150, 6, WOOD_DARK), rect(670, 560 + i * 36, 150, 6, WOOD_DARK));
  parts.push(laptop(700, 522, 230, '#e2e8f0', screen(f, 'code')), bookStack(r, 450, 520, 3, 110, [RED, BLUE, TEAL]));
  parts.push(seatedBack(560, 760, 1.25, look(f, { style: 'short', top: '#f59e0b' }), WOOD_DARK));
  return parts.join('');
};

/** A wooden crate of produce, its top edge centred at (x, y). */
function crate(x: number, y: number, s: number, produce: 'tomato' | 'greens' | 'carrot'): string {
  const fill: string[] = [];
  for (let k = 0; k < 9; k++) {
    const px = -70 + (k % 5) * 35 + (k > 4 ? 17 : 0);
    const py = -4 - (k > 4 ? 22 : 0);
    if (produce === 'tomato') fill.push(circle(px, py, 20, k % 3 ? RED : '#f97316'), rect(px - 3, py - 22, 6, 8, LEAF_DARK, 2));
    else if (produce === 'greens') fill.push(circle(px, py, 22, k % 2 ? LEAF : lighter(LEAF, 0.2)));
    else fill.push(group(poly([[-10, 0], [10, 0], [0, 40]], '#f97316') + ellipse(0, -6, 8, 10, LEAF), `translate(${px} ${py - 10}) rotate(${(k % 3) * 20 - 20})`));
  }
  return group(shadow(0, 96, 120, 12) + fill.join('') + rect(-100, 0, 200, 94, WOOD, 6) + rect(-100, 28, 200, 8, WOOD_DARK) + rect(-100, 60, 200, 8, WOOD_DARK) + rect(-100, 0, 14, 94, WOOD_DARK) + rect(86, 0, 14, 94, WOOD_DARK), `translate(${x} ${y}) scale(${s})`);
}

/** Farmland at sunrise: rows of crops, an acacia, crates of the harvest; `garden` comes in close. */
export function farm(opts: { crates?: boolean; garden?: boolean; harvest?: boolean } = {}): Scene {
  return (f) => {
    const { r } = f;
    const parts = [sun(600, 330, 120, '#fde68a', 16), cloud(220, 150, 0.8, '#fff', 0.7), hills(r, W, H, greens.slice(0, 2), 0.6)];
    parts.push(acacia(180, 430, 1.2, darker(LEAF_DARK, 0.35)));
    const near = mix(LEAF, '#7c5a2a', 0.45);
    parts.push(path(`M0 ${H} L0 470 Q600 430 ${W} 470 L${W} ${H}Z`, near));
    const leafy = (x: number, y: number, s: number) => group(ellipse(-12, -8, 16, 9, LEAF, 'transform="rotate(-30 -12 -8)"') + ellipse(12, -8, 16, 9, lighter(LEAF, 0.15), 'transform="rotate(30 12 -8)"') + ellipse(0, -16, 9, 16, LEAF_DARK), `translate(${x} ${y}) scale(${s})`);
    if (opts.garden) {
      for (let row = 0; row < 4; row++) {
        const y = 500 + row * 50;
        const s = 1.4 + row * 0.6;
        for (let x = -20 + (row % 2) * 40; x < W + 40; x += 44 * s) parts.push(leafy(x, y, s));
      }
      if (opts.harvest) {
        parts.push(person(430, 640, 260, look(f, { style: 'wrap', dress: true }), { hold: '' }), person(760, 650, 270, look(f, { style: 'short' }), { wave: true }));
        parts.push(group(path('M-60 0 L60 0 L48 60 L-48 60Z', WOOD) + ellipse(0, 0, 60, 14, WOOD_DARK) + [0, 1, 2, 3, 4].map((k) => circle(-40 + k * 20, -6, 14, k % 2 ? LEAF : lighter(LEAF, 0.2))).join(''), 'translate(560 600)'));
      }
    } else {
      for (let row = 0; row < 5; row++) {
        const y = 490 + row * 38;
        const s = 0.6 + row * 0.3;
        for (let x = 20 + (row % 2) * 30; x < W; x += 70 * s) parts.push(leafy(x, y, s));
      }
    }
    if (opts.crates) {
      parts.push(crate(380, 500, 1.05, 'greens'), crate(820, 500, 1.05, 'carrot'), crate(600, 540, 1.2, 'tomato'));
    }
    return parts.join('');
  };
}

/** Crates of the harvest packed by a shed, the delivery van waiting. */
export const packing: Scene = (f) => {
  const parts = [rect(0, 0, W, 470, WOOD, 0, op(0.85))];
  for (let x = 0; x < W; x += 60) parts.push(rect(x, 0, 4, 470, WOOD_DARK, 0, op(0.5)));
  parts.push(rect(0, 470, W, H - 470, '#8b6b43'), rect(0, 466, W, 8, WOOD_DARK));
  // Van at the open door on the right.
  parts.push(rect(860, 150, 340, 320, darker(f.t.from, 0.4)), shadow(1010, 560, 200, 18));
  parts.push(path('M820 540 L820 410 Q820 380 846 372 L884 306 Q888 300 896 300 L1120 300 L1120 540Z', PAPER), poly([[852, 378], [890, 316], [916, 316], [916, 378]], SKY), rect(930, 316, 180, 130, darker(PAPER, 0.06), 6), rect(820, 500, 300, 20, STEEL, 4), rect(826, 440, 22, 12, '#fde68a', 4));
  parts.push(circle(890, 545, 36, INK), circle(890, 545, 14, '#94a3b8'), circle(1060, 545, 36, INK), circle(1060, 545, 14, '#94a3b8'), rect(930, 360, 150, 26, LEAF, 6));
  parts.push(crate(220, 430, 1.05, 'greens'), crate(450, 430, 1.05, 'tomato'), crate(330, 330, 1.05, 'carrot'));
  parts.push(crate(660, 470, 1.2, 'greens'), crate(330, 520, 1.2, 'tomato'));
  return parts.join('');
};

/** The frame-filling backdrop under a scene: the category's motif, faint, over the whole picture. */
export function backdrop(f: Frame): string {
  const { w, h, t, r } = f;
  const a = t.accent;
  const parts: string[] = [];
  switch (t.motif) {
    case 'chart':
      for (let x = 30; x < w; x += 44) for (let y = 30; y < h; y += 44) parts.push(circle(x, y, 2, '#fff', op(0.14)));
      break;
    case 'sunrise':
      for (let i = 9; i >= 1; i--) parts.push(circle(w / 2, h + 40, i * 90, i % 2 ? a : RED, op(0.05)));
      break;
    case 'circuit':
      for (let i = 0; i < 16; i++) {
        let x = r() * w;
        let y = r() * h;
        const d = [`M${x.toFixed(0)} ${y.toFixed(0)}`];
        for (let s = 0; s < 3; s++) {
          if (s % 2) y += (r() - 0.5) * 200;
          else x += (r() - 0.5) * 240;
          d.push(`L${x.toFixed(0)} ${y.toFixed(0)}`);
        }
        parts.push(stroke(d.join(' '), i % 4 ? '#fff' : a, 2, op(i % 4 ? 0.12 : 0.3)), circle(x, y, 5, a, op(0.35)));
      }
      break;
    case 'stripes':
      for (let i = -10; i < 30; i++) parts.push(rect(i * 70, -200, 26, h + 400, '#000', 0, `opacity=".08" transform="rotate(28 ${w / 2} ${h / 2})"`));
      break;
    case 'ndebele': {
      const size = 70;
      const cols = ['#111827', '#fff', RED, a, '#1d4ed8', '#16a34a'];
      for (const x0 of [0, w - size]) {
        for (let y = 0; y < h; y += size) {
          const c = pick(r, cols);
          parts.push(rect(x0, y, size, size, c, 0, `opacity=".5" stroke="#111827" stroke-width="6"`));
          if (r() < 0.5) parts.push(poly([[x0 + 10, y + size - 10], [x0 + size / 2, y + 12], [x0 + size - 10, y + size - 10]], c === '#fff' ? RED : '#fff', op(0.5)));
        }
      }
      break;
    }
    case 'steps':
      for (let i = 0; i < 24; i++) parts.push(circle(r() * w, r() * h * 0.5, 1.5 + r() * 3, '#fff', op(0.35)));
      break;
    case 'circles':
      for (let i = 0; i < 7; i++) parts.push(circle(r() * w, r() * h, 60 + r() * 140, i % 2 ? a : '#fff', op(0.06 + r() * 0.06)));
      break;
    case 'sound':
      for (let i = 0; i < w / 24; i++) {
        const bh = 20 + Math.abs(Math.sin(i * 0.4 + r())) * 90;
        parts.push(rect(i * 24 + 4, h - 16 - bh, 12, bh, a, 6, op(0.1)));
      }
      for (let i = 0; i < 8; i++) parts.push(star(r() * w, r() * h * 0.5, 6 + r() * 8, '#fff', 0.4));
      break;
    case 'lens':
      for (let x = 0; x < w; x += 48) parts.push(rect(x, 8, 30, 14, '#fff', 3, op(0.12)));
      break;
  }
  return parts.join('');
}
