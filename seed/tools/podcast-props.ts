/**
 * The object in the disc beside each podcast episode's microphone (generate-images.ts): what the
 * episode is about, drawn from shapes around (0, 0) within a radius of about 150.
 */
import {
  BLUE,
  HAIR,
  INK,
  LEAF,
  LEAF_DARK,
  PAPER,
  RED,
  SKINS,
  STEEL,
  TEAL,
  WOOD_DARK,
  briefcase,
  bubble,
  circle,
  darker,
  group,
  head,
  line,
  moon,
  op,
  path,
  poly,
  rect,
  scribbles,
  solarPanel,
  spines,
  star,
  stroke,
  sun,
  waveform,
  type Look,
} from './art.ts';
import type { Frame } from './scenes.ts';

export type PodcastProp = 'tablet' | 'library' | 'bubbles' | 'door' | 'briefcase' | 'papers' | 'lamp' | 'keypad' | 'team';

export function podcastProp(prop: PodcastProp, f: Frame): string {
  const { r, t } = f;
  switch (prop) {
    case 'tablet':
      return [
        rect(-96, -120, 192, 240, INK, 20),
        rect(-84, -106, 168, 212, '#f8fafc', 10),
        poly([[-60, 40], [0, -70], [60, 40]], 'none', `stroke="${BLUE}" stroke-width="8" stroke-linejoin="round"`),
        circle(0, 4, 30, 'none', `stroke="${RED}" stroke-width="8"`),
        line(-70, 70, 70, 70, STEEL, 6),
        line(-60, 90, 20, 90, STEEL, 6, op(0.5)),
      ].join('');
    case 'library':
      return [
        rect(-70, -140, 140, 90, PAPER, 8),
        rect(-62, -132, 124, 74, '#1e1b4b', 4),
        moon(-20, -98, 20, '#fde68a', '#1e1b4b'),
        star(30, -112, 7, '#fff'),
        star(44, -80, 5, '#fff', 0.8),
        rect(-3, -132, 6, 74, PAPER),
        rect(-120, -40, 240, 170, WOOD_DARK, 8),
        spines(r, -108, 30, 216, 60, [RED, BLUE, TEAL, '#f59e0b', PAPER]),
        spines(r, -108, 118, 216, 66, [RED, BLUE, TEAL, '#f59e0b', PAPER]),
        rect(-120, 30, 240, 10, darker(WOOD_DARK, 0.2)),
      ].join('');
    case 'bubbles':
      return bubble(-130, -110, 170, 100, RED) + waveform(r, -112, -60, 130, 60, '#fff', 6) + bubble(-30, -10, 160, 96, BLUE, true) + circle(20, 38, 10, '#fff') + circle(50, 38, 10, '#fff') + circle(80, 38, 10, '#fff');
    case 'door':
      return [
        rect(-80, -120, 160, 240, darker(t.accent, 0.3), 6),
        rect(-70, -110, 140, 230, '#fde68a'),
        poly([[-70, 120], [70, 120], [110, 150], [-110, 150]], '#fde68a', op(0.5)),
        path('M-70 -110 L10 -90 L10 140 L-70 120Z', WOOD_DARK),
        circle(-2, 20, 7, '#fbbf24'),
        path('M40 -10 c-12 -16 -36 -4 -28 14 l28 26 l28 -26 c8 -18 -16 -30 -28 -14Z', RED),
      ].join('');
    case 'briefcase':
      return briefcase(0, 10, 0.9, '#7c2d12') + star(90, -100, 16, '#fff', 0.9);
    case 'papers':
      return [
        group(rect(-60, -80, 120, 160, PAPER, 6) + scribbles(r, -44, -50, 88, 6, 20, STEEL, 3), 'translate(-60 10) rotate(-8)'),
        group(rect(-60, -80, 120, 160, PAPER, 6) + scribbles(r, -44, -50, 88, 6, 20, STEEL, 3), 'translate(-50 0) rotate(4)'),
        stroke('M10 -20 Q40 -60 70 -30', INK, 8),
        poly([[60, -44], [84, -24], [58, -18]], INK),
        rect(40, -20, 100, 140, INK, 14),
        rect(48, -10, 84, 120, '#e0f2fe', 8),
        rect(58, 4, 64, 10, BLUE, 5),
        rect(58, 24, 50, 10, STEEL, 5, op(0.6)),
        rect(58, 44, 60, 10, STEEL, 5, op(0.6)),
      ].join('');
    case 'lamp':
      return [
        sun(70, -90, 26, '#f59e0b'),
        circle(-40, 0, 100, '#fde68a', op(0.35)),
        stroke('M-80 -80 Q-40 -124 0 -80', INK, 8),
        rect(-90, -86, 100, 24, INK, 6),
        rect(-84, -62, 88, 116, '#fde68a', 18),
        rect(-84, -62, 88, 116, 'none', 18, `stroke="${INK}" stroke-width="8"`),
        rect(-94, 54, 108, 26, INK, 6),
        stroke('M14 70 Q40 90 60 66', INK, 5),
        group(solarPanel(0, 0, 96, 60), 'translate(40 6) rotate(-12)'),
      ].join('');
    case 'keypad': {
      const keys: string[] = [];
      for (let i = 0; i < 12; i++) keys.push(rect(-44 + (i % 3) * 32, 10 + Math.floor(i / 3) * 24, 24, 16, '#cbd5e1', 5));
      return [
        group(path('M0 0 Q40 -60 0 -130 Q-40 -60 0 0Z', LEAF) + line(0, 0, 0, -110, LEAF_DARK, 4), 'translate(80 60) rotate(30)'),
        rect(-70, -130, 140, 260, INK, 26),
        rect(-52, -106, 104, 80, '#bbf7d0', 6),
        rect(-40, -92, 60, 10, LEAF_DARK, 5),
        rect(-40, -72, 40, 10, LEAF_DARK, 5, op(0.6)),
        ...keys,
      ].join('');
    }
    case 'team': {
      const parts: string[] = [];
      const looks: Look[] = [
        { skin: SKINS[1], hair: HAIR[0], style: 'afro', top: TEAL, bottom: INK },
        { skin: SKINS[4], hair: HAIR[1], style: 'short', top: BLUE, bottom: INK },
        { skin: SKINS[2], hair: HAIR[0], style: 'wrap', top: RED, bottom: INK, wrap: '#f59e0b' },
      ];
      for (const [i, [x, y, s]] of ([[-70, 20, 0.9], [70, 20, 0.9], [0, 40, 1.05]] as Array<[number, number, number]>).entries()) {
        const lk = looks[i];
        parts.push(group(path('M-60 90 Q-60 20 0 20 Q60 20 60 90Z', lk.top) + head(0, -20, 34, lk), `translate(${x} ${y}) scale(${s})`));
      }
      return parts.join('');
    }
  }
}
