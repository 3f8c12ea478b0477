/**
 * Renders every seed picture into seed/images/ (dev-only; the generated JPEGs are committed, so
 * nobody needs this to run the site).
 *
 * Why generated: the site must look finished with no internet and no licensed photos. Each picture
 * is an HTML/CSS/SVG composition (warm gradients, kente- and Ndebele-inspired geometry, a red accent,
 * big type) rendered offline by headless Chromium. Shapes are drawn from a PRNG seeded with the
 * item's slug, so re-running produces the same files.
 *
 * Needs Debian's Chromium: `apt-get install -y chromium`, then
 *   npx tsx seed/tools/generate-images.ts            (all images)
 *   npx tsx seed/tools/generate-images.ts article-   (only files whose name starts with a prefix)
 * CHROMIUM_PATH overrides /usr/bin/chromium.
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { seedArticles, seedPodcastEpisodes, seedSeries, seedTvEpisodes, seedVideos } from '../content/index.ts';
import { prng } from '../ids.ts';
import {
  PLACEHOLDER_FILE,
  articleImageFile,
  galleryImageFile,
  podcastImageFile,
  tvImageFile,
  videoImageFile,
} from '../media.ts';

const OUT_DIR = fileURLToPath(new URL('../images/', import.meta.url));
const RED = '#e11d2e';
const FONT = `'DejaVu Sans Condensed', 'DejaVu Sans', 'Liberation Sans', sans-serif`;

type Motif = 'chart' | 'sunrise' | 'circuit' | 'stripes' | 'ndebele' | 'steps' | 'circles' | 'sound' | 'lens';

interface Theme {
  from: string;
  via: string;
  to: string;
  accent: string;
  ink: string;
  motif: Motif;
}

/** One palette and motif per category: a reader learns to recognise a section by its colours. */
const THEMES: Record<string, Theme> = {
  'Research World': { from: '#14213d', via: '#1f4e5f', to: '#2a9d8f', accent: '#f4a261', ink: '#ffffff', motif: 'chart' },
  'Spirit of Africa': { from: '#7f1d1d', via: '#c2410c', to: '#f59e0b', accent: '#fde68a', ink: '#ffffff', motif: 'sunrise' },
  'Tech Trends': { from: '#0b1020', via: '#1e1b4b', to: '#9f1239', accent: '#fbbf24', ink: '#ffffff', motif: 'circuit' },
  'Need to Know': { from: '#f59e0b', via: '#ea580c', to: '#b91c1c', accent: '#111827', ink: '#ffffff', motif: 'stripes' },
  'Echoes of Home': { from: '#7c2d12', via: '#b45309', to: '#d97706', accent: '#fef3c7', ink: '#ffffff', motif: 'ndebele' },
  'Career Campus': { from: '#052e16', via: '#166534', to: '#15803d', accent: '#facc15', ink: '#ffffff', motif: 'steps' },
  'Mind and Body Quest': { from: '#312e81', via: '#6d28d9', to: '#f472b6', accent: '#fed7aa', ink: '#ffffff', motif: 'circles' },
  'E! Corner': { from: '#4a044e', via: '#a21caf', to: '#f97316', accent: '#fde047', ink: '#ffffff', motif: 'sound' },
  'Full Episodes': { from: '#111827', via: '#7f1d1d', to: '#dc2626', accent: '#fbbf24', ink: '#ffffff', motif: 'lens' },
  'Mind Battles': { from: '#0f172a', via: '#1d4ed8', to: '#7c3aed', accent: '#fbbf24', ink: '#ffffff', motif: 'circuit' },
  'Pitch Perfect': { from: '#1c1917', via: '#b45309', to: '#f59e0b', accent: '#fef3c7', ink: '#ffffff', motif: 'steps' },
  'Insight Stories': { from: '#1e293b', via: '#9a3412', to: '#ea580c', accent: '#fde68a', ink: '#ffffff', motif: 'sunrise' },
  'Behind Insight': { from: '#18181b', via: '#3f3f46', to: '#b91c1c', accent: '#fbbf24', ink: '#ffffff', motif: 'lens' },
  voices: { from: '#3b0764', via: '#9d174d', to: '#ea580c', accent: '#fde68a', ink: '#ffffff', motif: 'circles' },
  founders: { from: '#022c22', via: '#0f766e', to: '#d97706', accent: '#fef3c7', ink: '#ffffff', motif: 'circles' },
  placeholder: { from: '#292524', via: '#57534e', to: '#a8a29e', accent: '#fbbf24', ink: '#ffffff', motif: 'ndebele' },
};

type Job =
  | { file: string; kind: 'cover'; theme: Theme; label: string; kicker: string; seed: string; badge?: string; play?: boolean; brand: string }
  | { file: string; kind: 'gallery'; theme: Theme; kicker: string; caption: string; seed: string }
  | { file: string; kind: 'podcast'; theme: Theme; series: string; episode: number; guest: string; title: string; seed: string }
  | { file: string; kind: 'placeholder'; theme: Theme; seed: string };

function jobs(): Job[] {
  const list: Job[] = [{ file: PLACEHOLDER_FILE, kind: 'placeholder', theme: THEMES.placeholder, seed: 'placeholder' }];
  for (const a of seedArticles) {
    const theme = THEMES[a.category];
    list.push({ file: articleImageFile(a.slug), kind: 'cover', theme, label: a.category, kicker: a.kicker, seed: a.slug, brand: 'INSIGHT MAGAZINE' });
    (a.gallery ?? []).forEach((g, i) =>
      list.push({ file: galleryImageFile(a.slug, i), kind: 'gallery', theme, kicker: g.kicker, caption: g.alt, seed: `${a.slug}:${i}` }),
    );
  }
  for (const v of seedVideos) {
    list.push({ file: videoImageFile(v.slug), kind: 'cover', theme: THEMES[v.category], label: v.category, kicker: v.kicker, seed: v.slug, badge: v.duration, brand: 'INSIGHT VIDEO' });
  }
  for (const e of seedTvEpisodes) {
    list.push({ file: tvImageFile(e.slug), kind: 'cover', theme: THEMES[e.category], label: e.category, kicker: e.kicker, seed: e.slug, badge: `S${e.season} · E${e.episode}`, brand: 'INSIGHT TV' });
  }
  for (const p of seedPodcastEpisodes) {
    const series = seedSeries.find((s) => s.key === p.series)!;
    list.push({
      file: podcastImageFile(p.slug),
      kind: 'podcast',
      theme: THEMES[p.series],
      series: series.title.replace(/^Library Talk:\s*/, ''),
      episode: p.episode,
      guest: p.guest,
      title: p.title,
      seed: p.slug,
    });
  }
  return list;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The decorative layer: an SVG drawn from the theme's motif and the item's seed. */
function motifSvg(motif: Motif, seed: string, w: number, h: number, theme: Theme, withPlay = false): string {
  const r = prng(`motif:${seed}`);
  const a = theme.accent;
  const parts: string[] = [];
  switch (motif) {
    case 'chart': {
      for (let x = 40; x < w; x += 44) for (let y = 40; y < h; y += 44) parts.push(`<circle cx="${x}" cy="${y}" r="2" fill="#fff" opacity=".18"/>`);
      const bars = 7;
      for (let i = 0; i < bars; i++) {
        const bh = 90 + i * 45 + r() * 60;
        parts.push(`<rect x="${w * 0.5 + i * 68}" y="${h - bh - 60}" width="44" height="${bh}" rx="6" fill="${i === bars - 1 ? RED : a}" opacity="${0.55 + i * 0.06}"/>`);
      }
      parts.push(`<polyline points="${Array.from({ length: bars }, (_, i) => `${w * 0.5 + i * 68 + 22},${h - 170 - i * 52 - r() * 30}`).join(' ')}" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`);
      break;
    }
    case 'sunrise': {
      const cx = w * 0.72 + r() * 60;
      for (let i = 6; i >= 1; i--) parts.push(`<circle cx="${cx}" cy="${h}" r="${i * 62}" fill="${i % 2 ? a : RED}" opacity="${0.16 + (6 - i) * 0.09}"/>`);
      for (let x = 0; x < w; x += 60) parts.push(`<polygon points="${x},${h} ${x + 30},${h - 38} ${x + 60},${h}" fill="#000" opacity=".28"/>`);
      break;
    }
    case 'circuit': {
      for (let i = 0; i < 14; i++) {
        let x = w * 0.45 + r() * w * 0.5;
        let y = r() * h;
        const d = [`M${x.toFixed(0)} ${y.toFixed(0)}`];
        for (let s = 0; s < 4; s++) {
          if (s % 2) y += (r() - 0.5) * 240;
          else x += (r() - 0.3) * 200;
          d.push(`L${x.toFixed(0)} ${y.toFixed(0)}`);
        }
        parts.push(`<path d="${d.join(' ')}" fill="none" stroke="${i % 4 ? '#fff' : a}" stroke-width="3" opacity="${i % 4 ? 0.25 : 0.8}"/>`);
        parts.push(`<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="8" fill="${i % 3 ? a : RED}"/>`);
      }
      if (!withPlay) {
        parts.push(`<rect x="${w * 0.62}" y="${h * 0.3}" width="180" height="180" rx="22" fill="none" stroke="${a}" stroke-width="6" opacity=".9"/>`);
        parts.push(`<rect x="${w * 0.62 + 40}" y="${h * 0.3 + 40}" width="100" height="100" rx="10" fill="${RED}"/>`);
      }
      break;
    }
    case 'stripes': {
      for (let i = -10; i < 30; i++) parts.push(`<rect x="${i * 70}" y="-200" width="26" height="${h + 400}" fill="#000" opacity=".12" transform="rotate(28 ${w / 2} ${h / 2})"/>`);
      // The play button takes the focal point on video thumbnails.
      if (!withPlay) {
        parts.push(`<circle cx="${w * 0.78}" cy="${h * 0.45}" r="150" fill="${a}" opacity=".85"/>`);
        parts.push(`<rect x="${w * 0.78 - 14}" y="${h * 0.45 - 95}" width="28" height="120" rx="8" fill="#fff"/><circle cx="${w * 0.78}" cy="${h * 0.45 + 70}" r="17" fill="#fff"/>`);
      }
      break;
    }
    case 'ndebele': {
      const cols = ['#111827', '#fff', RED, a, '#1d4ed8', '#16a34a'];
      const size = 90;
      for (let x = w * 0.5; x < w + size; x += size)
        for (let y = 0; y < h + size; y += size) {
          const c = cols[Math.floor(r() * cols.length)];
          const shape = Math.floor(r() * 3);
          parts.push(`<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${c}" opacity=".9" stroke="#111827" stroke-width="8"/>`);
          if (shape === 0) parts.push(`<polygon points="${x + 10},${y + size - 10} ${x + size / 2},${y + 12} ${x + size - 10},${y + size - 10}" fill="${c === '#fff' ? RED : '#fff'}" opacity=".9"/>`);
          if (shape === 1) parts.push(`<rect x="${x + 24}" y="${y + 24}" width="${size - 48}" height="${size - 48}" fill="none" stroke="${c === '#fff' ? '#111827' : '#fff'}" stroke-width="8"/>`);
        }
      break;
    }
    case 'steps': {
      for (let i = 0; i < 6; i++) parts.push(`<rect x="${w * 0.48 + i * 95}" y="${h - 80 - i * 78}" width="95" height="${80 + i * 78}" fill="${i === 5 ? RED : a}" opacity="${0.3 + i * 0.12}"/>`);
      parts.push(`<circle cx="${w * 0.48 + 5 * 95 + 48}" cy="${h - 80 - 5 * 78 - 60}" r="34" fill="#fff"/>`);
      for (let i = 0; i < 20; i++) parts.push(`<circle cx="${w * 0.5 + r() * w * 0.48}" cy="${r() * h * 0.4}" r="${2 + r() * 4}" fill="#fff" opacity=".5"/>`);
      break;
    }
    case 'circles': {
      for (let i = 0; i < 7; i++) {
        const cx = w * (0.55 + r() * 0.4);
        const cy = h * r();
        parts.push(`<circle cx="${cx}" cy="${cy}" r="${70 + r() * 170}" fill="${i % 3 === 0 ? a : i % 3 === 1 ? '#fff' : RED}" opacity="${0.12 + r() * 0.2}"/>`);
      }
      for (let i = 1; i <= 5; i++) parts.push(`<circle cx="${w * 0.78}" cy="${h * 0.5}" r="${i * 46}" fill="none" stroke="#fff" stroke-width="3" opacity="${0.55 - i * 0.08}"/>`);
      break;
    }
    case 'sound': {
      const n = 20;
      for (let i = 0; i < n; i++) {
        const bh = 40 + Math.abs(Math.sin(i * 0.7 + r() * 2)) * h * 0.55;
        parts.push(`<rect x="${w * 0.53 + i * 28}" y="${h / 2 - bh / 2}" width="16" height="${bh}" rx="8" fill="${i % 5 === 0 ? RED : a}" opacity=".85"/>`);
      }
      for (let i = 0; i < 9; i++) {
        const x = w * 0.55 + r() * w * 0.42;
        const y = r() * h;
        const s = 8 + r() * 10;
        parts.push(`<polygon points="${x},${y - s} ${x + s * 0.3},${y - s * 0.3} ${x + s},${y} ${x + s * 0.3},${y + s * 0.3} ${x},${y + s} ${x - s * 0.3},${y + s * 0.3} ${x - s},${y} ${x - s * 0.3},${y - s * 0.3}" fill="#fff" opacity=".8"/>`);
      }
      break;
    }
    case 'lens': {
      const cx = w * 0.74;
      const cy = h * 0.5;
      for (let i = 7; i >= 1; i--) parts.push(`<circle cx="${cx}" cy="${cy}" r="${i * 34}" fill="${i % 2 ? '#000' : '#fff'}" opacity="${i % 2 ? 0.35 : 0.08}"/>`);
      parts.push(`<circle cx="${cx - 40}" cy="${cy - 40}" r="26" fill="#fff" opacity=".35"/>`);
      for (let x = 0; x < w; x += 48) parts.push(`<rect x="${x}" y="${h - 22}" width="30" height="14" rx="3" fill="#fff" opacity=".18"/><rect x="${x}" y="8" width="30" height="14" rx="3" fill="#fff" opacity=".18"/>`);
      break;
    }
  }
  return `<svg class="motif" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg">${parts.join('')}</svg>`;
}

/** A kente-style band of stripes: the thread that ties every image to the brand. */
function kenteBand(theme: Theme, vertical = false): string {
  const dir = vertical ? '180deg' : '90deg';
  return `repeating-linear-gradient(${dir}, ${RED} 0 22px, ${theme.accent} 22px 34px, #111827 34px 46px, #15803d 46px 60px, ${theme.accent} 60px 70px, #111827 70px 78px)`;
}

function page(w: number, h: number, theme: Theme, body: string, extraCss = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  *{margin:0;padding:0;box-sizing:border-box}
  html,body{width:${w}px;height:${h}px;overflow:hidden}
  body{font-family:${FONT};color:${theme.ink};background:linear-gradient(135deg,${theme.from} 0%,${theme.via} 55%,${theme.to} 100%);position:relative}
  .motif{position:absolute;inset:0}
  .shade{position:absolute;inset:0;background:linear-gradient(90deg,rgba(0,0,0,.45) 0%,rgba(0,0,0,.15) 45%,rgba(0,0,0,0) 70%)}
  .band{position:absolute;left:0;right:0;bottom:0;height:16px;background:${kenteBand(theme)}}
  .pill{display:inline-block;background:${RED};color:#fff;font-weight:700;font-size:22px;letter-spacing:3px;text-transform:uppercase;padding:10px 18px;border-radius:4px}
  .brand{position:absolute;left:64px;bottom:48px;font-weight:700;font-size:20px;letter-spacing:6px;display:flex;align-items:center;gap:14px;opacity:.95}
  .brand i{display:inline-block;width:18px;height:18px;background:${RED};transform:rotate(45deg)}
  ${extraCss}
  </style></head><body>${body}</body></html>`;
}

function kickerSize(text: string, max: number, width: number): number {
  const longest = Math.max(...text.split(' ').map((t) => t.length));
  return Math.min(max, Math.floor(width / (longest * 0.62)));
}

function render(job: Job): { html: string; w: number; h: number } {
  if (job.kind === 'podcast') {
    const w = 800;
    const h = 800;
    const num = String(job.episode).padStart(2, '0');
    const body = `${motifSvg('circles', job.seed, w, h, job.theme)}
      <div style="position:absolute;left:0;top:0;bottom:0;width:18px;background:${kenteBand(job.theme, true)}"></div>
      <div style="position:absolute;left:70px;top:70px;right:70px">
        <span class="pill">Podcast · EP ${num}</span>
        <div style="margin-top:42px;font-weight:800;font-size:104px;line-height:.92;letter-spacing:-2px;text-transform:uppercase">Library<br>Talk</div>
        <div style="margin-top:18px;font-size:34px;font-weight:700;color:${job.theme.accent}">${esc(job.series)}</div>
      </div>
      <svg style="position:absolute;right:70px;top:300px" width="170" height="250" viewBox="0 0 170 250">
        <rect x="45" y="0" width="80" height="140" rx="40" fill="#fff"/>
        <rect x="58" y="24" width="54" height="6" rx="3" fill="${job.theme.from}" opacity=".4"/><rect x="58" y="42" width="54" height="6" rx="3" fill="${job.theme.from}" opacity=".4"/><rect x="58" y="60" width="54" height="6" rx="3" fill="${job.theme.from}" opacity=".4"/>
        <path d="M20 100 a65 65 0 0 0 130 0" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/>
        <rect x="79" y="165" width="12" height="50" fill="#fff"/><rect x="40" y="210" width="90" height="12" rx="6" fill="${RED}"/>
      </svg>
      <div style="position:absolute;left:70px;right:70px;bottom:70px">
        <div style="font-size:38px;font-weight:700;line-height:1.15">${esc(job.title)}</div>
        <div style="margin-top:16px;font-size:24px;letter-spacing:2px;text-transform:uppercase;opacity:.85">with ${esc(seedGuestName(job.guest))}</div>
      </div>`;
    return { html: page(w, h, job.theme, body), w, h };
  }

  const w = 1200;
  const h = 675;
  if (job.kind === 'placeholder') {
    const body = `${motifSvg('ndebele', job.seed, w, h, job.theme)}<div class="shade"></div><div class="band"></div>
      <div style="position:absolute;left:64px;top:220px"><div style="font-weight:800;font-size:110px;letter-spacing:-2px;line-height:.9">INSIGHT<br><span style="color:${RED}">MEDIA</span></div>
      <div style="margin-top:20px;font-size:24px;letter-spacing:4px;opacity:.8">EDUCATION · INNOVATION · AFRICA</div></div>`;
    return { html: page(w, h, job.theme, body), w, h };
  }
  if (job.kind === 'gallery') {
    const body = `${motifSvg(job.theme.motif, job.seed, w, h, job.theme)}
      <div style="position:absolute;inset:0;background:radial-gradient(circle at 25% 60%,rgba(255,255,255,.12),rgba(0,0,0,0) 55%)"></div>
      <div style="position:absolute;left:0;top:0;bottom:0;width:16px;background:${kenteBand(job.theme, true)}"></div>
      <div style="position:absolute;left:72px;top:64px;font-weight:800;font-size:${kickerSize(job.kicker, 150, 560)}px;line-height:.9;letter-spacing:-2px;text-transform:uppercase;color:${job.theme.accent};opacity:.95">${esc(job.kicker)}</div>
      <div style="position:absolute;left:72px;bottom:64px;width:520px;font-size:28px;line-height:1.3;font-weight:700;border-left:8px solid ${RED};padding-left:22px">${esc(job.caption)}</div>`;
    return { html: page(w, h, job.theme, body), w, h };
  }
  const size = kickerSize(job.kicker, 150, 600);
  const play = job.play
    ? `<div style="position:absolute;left:${w * 0.74 - 62}px;top:${h / 2 - 62}px;width:124px;height:124px;border-radius:50%;background:${RED};box-shadow:0 10px 40px rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center">
         <div style="width:0;height:0;border-top:26px solid transparent;border-bottom:26px solid transparent;border-left:42px solid #fff;margin-left:10px"></div></div>`
    : '';
  const badge = job.badge
    ? `<div style="position:absolute;right:40px;top:40px;background:rgba(0,0,0,.65);font-weight:700;font-size:26px;padding:10px 18px;border-radius:6px;letter-spacing:1px">${esc(job.badge)}</div>`
    : '';
  const body = `${motifSvg(job.theme.motif, job.seed, w, h, job.theme, job.play)}<div class="shade"></div><div class="band"></div>
    <div style="position:absolute;left:64px;top:64px;width:640px">
      <span class="pill">${esc(job.label)}</span>
      <div style="margin-top:34px;font-weight:800;font-size:${size}px;line-height:.9;letter-spacing:-2px;text-transform:uppercase">${esc(job.kicker)}</div>
      <div style="margin-top:26px;width:120px;height:10px;background:${job.theme.accent}"></div>
    </div>
    <div class="brand"><i></i>${esc(job.brand)}</div>${play}${badge}`;
  return { html: page(w, h, job.theme, body), w, h };
}

async function main(): Promise<void> {
  const only = process.argv[2];
  const todo = jobs().filter((j) => !only || j.file.startsWith(only));
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, offline: true });
    const page = await context.newPage();
    for (const job of todo) {
      const { html, w, h } = render(job);
      await page.setViewportSize({ width: w, height: h });
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: `${OUT_DIR}${job.file}`, type: 'jpeg', quality: 68 });
    }
  } finally {
    await browser.close();
  }
  const files = readdirSync(OUT_DIR).filter((f) => f.endsWith('.jpg'));
  const total = files.reduce((sum, f) => sum + statSync(`${OUT_DIR}${f}`).size, 0);
  console.log(`Rendered ${todo.length} images; seed/images holds ${files.length} files, ${(total / 1024).toFixed(0)} KB in total.`);
}

const guestNames = new Map<string, string>();
function seedGuestName(key: string): string {
  return guestNames.get(key) ?? key;
}

const { seedGuests } = await import('../content/index.ts');
for (const g of seedGuests) guestNames.set(g.key, g.fullName);
await main();
