/**
 * Renders every seed picture into seed/images/ (dev-only; the generated JPEGs are committed, so
 * nobody needs this to run the site).
 *
 * Why generated: the site must look finished with no internet and no licensed photos. Each picture
 * is an SVG illustration rendered offline by headless Chromium: the category's gradient and motif
 * across the frame, a scene for the story drawn from shapes (a classroom seen from the back row, a
 * weather station on a hill, a laptop on a desk, a microphone on a woven mat ... see scenes.ts) and
 * the kente band along the bottom. The pictures carry no text at all: no headline, category,
 * brand, duration or episode number. The page shows those next to the picture, and a category badge
 * laid over a card must not cover half a word. Authors get an illustrated head-and-shoulders
 * portrait each (portraits.ts), 480x480.
 *
 * Shapes are drawn from a PRNG seeded with the item's slug (or the author's key), so re-running
 * produces the same files; file names come from ../media.ts, so nothing else changes.
 *
 * Needs Debian's Chromium: `apt-get install -y chromium`, then
 *   npx tsx seed/tools/generate-images.ts            (all images)
 *   npx tsx seed/tools/generate-images.ts article-   (only files whose name starts with a prefix)
 * CHROMIUM_PATH overrides /usr/bin/chromium; SEED_IMAGES_OUT renders into another folder (to
 * compare before committing).
 */
import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { AUTHORS, type AuthorKey } from '../content/authors.ts';
import { seedArticles, seedPodcastEpisodes, seedSeries, seedTvEpisodes, seedVideos } from '../content/index.ts';
import { prng } from '../ids.ts';
import {
  PLACEHOLDER_FILE,
  articleImageFile,
  authorImageFile,
  galleryImageFile,
  podcastImageFile,
  seriesImageFile,
  tvImageFile,
  videoImageFile,
} from '../media.ts';
import { RED, circle, group, microphone, op, poly, rect, soundArcs } from './art.ts';
import { portrait } from './portraits.ts';
import { podcastProp, type PodcastProp } from './podcast-props.ts';
import {
  animation,
  archive,
  backdrop,
  breathe,
  camp,
  classroom,
  counsel,
  cyclist,
  desk,
  documents,
  farm,
  filming,
  inventors,
  kente,
  mind,
  musicLab,
  notebook,
  packing,
  phoneStory,
  pitch,
  port,
  quizCards,
  quizShow,
  reading,
  recorder,
  roadmap,
  robot,
  roundTable,
  schoolhouse,
  scholarship,
  skyline,
  storytelling,
  studioSet,
  team,
  voices,
  weatherStation,
  type Frame,
  type Scene,
  type Theme,
} from './scenes.ts';

const OUT_DIR = process.env.SEED_IMAGES_OUT ? `${process.env.SEED_IMAGES_OUT.replace(/\/$/, '')}/` : fileURLToPath(new URL('../images/', import.meta.url));
const JPEG_QUALITY = 68;

/** One palette and motif per category: a reader learns to recognise a section by its colours. */
const THEMES: Record<string, Theme> = {
  'Research World': { from: '#14213d', via: '#1f4e5f', to: '#2a9d8f', accent: '#f4a261', motif: 'chart' },
  'Spirit of Africa': { from: '#7f1d1d', via: '#c2410c', to: '#f59e0b', accent: '#fde68a', motif: 'sunrise' },
  'Tech Trends': { from: '#0b1020', via: '#1e1b4b', to: '#9f1239', accent: '#fbbf24', motif: 'circuit' },
  'Need to Know': { from: '#f59e0b', via: '#ea580c', to: '#b91c1c', accent: '#111827', motif: 'stripes' },
  'Echoes of Home': { from: '#7c2d12', via: '#b45309', to: '#d97706', accent: '#fef3c7', motif: 'ndebele' },
  'Career Campus': { from: '#052e16', via: '#166534', to: '#15803d', accent: '#facc15', motif: 'steps' },
  'Mind and Body Quest': { from: '#312e81', via: '#6d28d9', to: '#f472b6', accent: '#fed7aa', motif: 'circles' },
  'E! Corner': { from: '#4a044e', via: '#a21caf', to: '#f97316', accent: '#fde047', motif: 'sound' },
  'Full Episodes': { from: '#111827', via: '#7f1d1d', to: '#dc2626', accent: '#fbbf24', motif: 'lens' },
  'Mind Battles': { from: '#0f172a', via: '#1d4ed8', to: '#7c3aed', accent: '#fbbf24', motif: 'circuit' },
  'Pitch Perfect': { from: '#1c1917', via: '#b45309', to: '#f59e0b', accent: '#fef3c7', motif: 'steps' },
  'Insight Stories': { from: '#1e293b', via: '#9a3412', to: '#ea580c', accent: '#fde68a', motif: 'sunrise' },
  'Behind Insight': { from: '#18181b', via: '#3f3f46', to: '#b91c1c', accent: '#fbbf24', motif: 'lens' },
  voices: { from: '#3b0764', via: '#9d174d', to: '#ea580c', accent: '#fde68a', motif: 'circles' },
  founders: { from: '#022c22', via: '#0f766e', to: '#d97706', accent: '#fef3c7', motif: 'circles' },
  placeholder: { from: '#292524', via: '#57534e', to: '#a8a29e', accent: '#fbbf24', motif: 'ndebele' },
};

/** The scene of each story's cover (and of its gallery pictures), by slug. */
const ARTICLE_SCENES: Record<string, Scene> = {
  'solar-classrooms-study': classroom({ lights: true }),
  'african-languages-ai': voices(),
  'mother-tongue-reading': reading,
  'tamale-girls-weather-station': weatherStation(),
  'peer-tutoring-circles': roundTable(),
  'student-agripreneurs': farm({ crates: true }),
  'kigali-smart-classrooms': classroom({ board: 'smart', laptops: true }),
  'nairobi-coding-bootcamps': desk('code', { window: 'city', props: ['mug', 'notes'] }),
  'school-fees-mobile-money': phoneStory('money'),
  'offline-first-learning-apps': phoneStory('offline'),
  'scholarship-season-guide': scholarship,
  'afcfta-explained-for-students': port,
  'exam-results-next-steps': documents('results'),
  'grandmother-stories-podcast': storytelling(),
  'graduates-returning-home': skyline,
  'geometry-of-kente': kente,
  'saving-newspaper-archives': archive,
  'first-internship-playbook': documents('internship'),
  'nigerian-student-founders': desk('chart', { props: ['books', 'mug'] }),
  'one-page-cv': documents('cv'),
  'exam-stress-what-helps': mind,
  'peer-counsellors-kenya': counsel,
  'phones-sleep-grades': phoneStory('sleep'),
  'school-lab-music-producers': musicLab,
  'smartphone-filmmakers': filming(),
  'african-animation-moment': animation,
};

const GALLERY_SCENES: Record<string, Scene[]> = {
  'student-agripreneurs': [farm({ garden: true, harvest: true }), packing],
  'kigali-smart-classrooms': [roundTable({ laptops: true, count: 4 }), classroom({ board: 'smart', teacher: true })],
  'grandmother-stories-podcast': [recorder, notebook],
  'nigerian-student-founders': [team, roadmap],
  'smartphone-filmmakers': [filming({ courtyard: true }), desk('timeline', { props: ['plant', 'phone'] })],
};

const VIDEO_SCENES: Record<string, Scene> = {
  'solar-school-day-malawi': schoolhouse,
  'tamale-weather-girls': weatherStation({ laptop: true }),
  'kigali-smart-classroom-tour': classroom({ board: 'smart', teacher: true, lights: true, laptops: true }),
  'scholarship-essay-workshop': documents('essay'),
  'recording-our-elders': storytelling({ elder: true }),
  'mock-interview-software-internship': desk('call', { props: ['mug', 'plant'] }),
  'breathing-reset-before-exam': breathe,
  'amapiano-school-laptop-session': desk('wave', { props: ['headphones', 'plant'] }),
  'language-data-gap-explained': voices({ data: true }),
};

const TV_SCENES: Record<string, Scene> = {
  's1-classroom-of-tomorrow': roundTable({ laptops: true, count: 6 }),
  's1-mind-battles-quiz': quizShow,
  's1-pitch-solar-lamps': pitch('lamp'),
  's1-teacher-who-cycles': cyclist,
  's1-behind-the-set': studioSet,
  's2-young-inventors': inventors,
  's2-robotics-round': robot,
  's2-pitch-farm-data': pitch('farm'),
  's2-refugee-camp-to-computer-science': camp,
  's2-writing-quiz-questions': quizCards,
};

/** The object beside each series' microphone on its artwork. */
const SERIES_PROPS: Record<string, PodcastProp> = {
  voices: 'library',
  founders: 'team',
};

/** The object beside each episode's microphone. */
const PODCAST_PROPS: Record<string, PodcastProp> = {
  'voices-01-maths-with-devices': 'tablet',
  'voices-02-library-reinvented': 'library',
  'voices-03-languages-and-ai': 'bubbles',
  'voices-04-counselling-in-schools': 'door',
  'voices-05-first-job-search': 'briefcase',
  'founders-01-past-questions': 'papers',
  'founders-02-solar-study-lamps': 'lamp',
  'founders-03-sms-for-farmers': 'keypad',
  'founders-04-campus-to-company': 'team',
};

type Job =
  | { file: string; kind: 'cover'; theme: Theme; scene: Scene; seed: string }
  | { file: string; kind: 'podcast'; theme: Theme; prop: PodcastProp; seed: string; size: number }
  | { file: string; kind: 'portrait'; author: AuthorKey }
  | { file: string; kind: 'placeholder'; theme: Theme; seed: string };

function need<T>(map: Record<string, T>, slug: string, what: string): T {
  const value = map[slug];
  if (!value) throw new Error(`No ${what} for ${slug}: add one to generate-images.ts`);
  return value;
}

function jobs(): Job[] {
  const list: Job[] = [{ file: PLACEHOLDER_FILE, kind: 'placeholder', theme: THEMES.placeholder, seed: 'placeholder' }];
  for (const a of seedArticles) {
    const theme = THEMES[a.category];
    list.push({ file: articleImageFile(a.slug), kind: 'cover', theme, scene: need(ARTICLE_SCENES, a.slug, 'scene'), seed: a.slug });
    (a.gallery ?? []).forEach((_, i) =>
      list.push({ file: galleryImageFile(a.slug, i), kind: 'cover', theme, scene: need(GALLERY_SCENES, a.slug, 'gallery scenes')[i], seed: `${a.slug}:${i}` }),
    );
  }
  for (const v of seedVideos) list.push({ file: videoImageFile(v.slug), kind: 'cover', theme: THEMES[v.category], scene: need(VIDEO_SCENES, v.slug, 'scene'), seed: v.slug });
  for (const e of seedTvEpisodes) list.push({ file: tvImageFile(e.slug), kind: 'cover', theme: THEMES[e.category], scene: need(TV_SCENES, e.slug, 'scene'), seed: e.slug });
  for (const p of seedPodcastEpisodes) list.push({ file: podcastImageFile(p.slug), kind: 'podcast', theme: THEMES[p.series], prop: need(PODCAST_PROPS, p.slug, 'prop'), seed: p.slug, size: 800 });
  for (const s of seedSeries) list.push({ file: seriesImageFile(s.key), kind: 'podcast', theme: THEMES[s.key], prop: need(SERIES_PROPS, s.key, 'prop'), seed: `series:${s.key}`, size: 1400 });
  for (const key of Object.keys(AUTHORS) as AuthorKey[]) list.push({ file: authorImageFile(key), kind: 'portrait', author: key });
  return list;
}

/** A kente-style band of stripes: the thread that ties every picture to the brand. */
function kenteBand(theme: Theme, vertical = false): string {
  const dir = vertical ? '180deg' : '90deg';
  return `repeating-linear-gradient(${dir}, ${RED} 0 22px, ${theme.accent} 22px 34px, #111827 34px 46px, #15803d 46px 60px, ${theme.accent} 60px 70px, #111827 70px 78px)`;
}

function page(w: number, h: number, background: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  *{margin:0;padding:0;box-sizing:border-box}
  html,body{width:${w}px;height:${h}px;overflow:hidden}
  body{background:${background};position:relative}
  svg{position:absolute;inset:0}
  .shade{position:absolute;inset:0;background:radial-gradient(ellipse at 50% 45%,rgba(0,0,0,0) 55%,rgba(0,0,0,.28) 100%)}
  </style></head><body>${body}</body></html>`;
}

const gradient = (t: Theme) => `linear-gradient(135deg,${t.from} 0%,${t.via} 55%,${t.to} 100%)`;
const svg = (w: number, h: number, inner: string) => `<svg viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

function render(job: Job): { html: string; w: number; h: number } {
  if (job.kind === 'portrait') {
    const { html, size } = portrait(job.author);
    return { html: page(size, size, '#fff', html), w: size, h: size };
  }
  if (job.kind === 'podcast') {
    // Drawn on an 800 x 800 canvas, shown at the job's size.
    const w = 800;
    const h = 800;
    const f: Frame = { w, h, t: job.theme, r: prng(`podcast:${job.seed}`) };
    const rings = Array.from({ length: 6 }, (_, i) => circle(400, 380, 90 + i * 70, 'none', `stroke="#fff" stroke-width="3" opacity="${(0.34 - i * 0.05).toFixed(2)}"`)).join('');
    const inner = [
      backdrop(f),
      circle(400, 380, 250, job.theme.accent, op(0.14)),
      rings,
      soundArcs(330, 300, 170, '#fff', 3),
      microphone(330, 330, 1.25, '#111827', '#e2e8f0', RED),
      group(circle(0, 0, 170, job.theme.accent) + circle(0, 0, 170, 'none', 'stroke="#111827" stroke-width="10" opacity=".15"') + podcastProp(job.prop, f), 'translate(590 590)'),
    ].join('');
    const scale = job.size / w;
    const band = `<div style="position:absolute;left:0;top:0;bottom:0;width:${18 * scale}px;background:${kenteBand(job.theme, true)}"></div>`;
    const art = `<svg viewBox="0 0 ${w} ${h}" width="${job.size}" height="${job.size}" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    return { html: page(job.size, job.size, gradient(job.theme), art + '<div class="shade"></div>' + band), w: job.size, h: job.size };
  }
  const w = 1200;
  const h = 675;
  const band = `<div style="position:absolute;left:0;right:0;bottom:0;height:16px;background:${kenteBand(job.theme)}"></div>`;
  if (job.kind === 'placeholder') {
    const f: Frame = { w, h, t: job.theme, r: prng(`motif:${job.seed}`) };
    const tiles: string[] = [];
    const cols = ['#111827', '#fff', RED, job.theme.accent, '#1d4ed8', '#16a34a'];
    const size = 75;
    for (let x = 0; x < w; x += size) {
      for (let y = 0; y < h; y += size) {
        const c = cols[Math.floor(f.r() * cols.length)];
        tiles.push(rect(x, y, size, size, c, 0, 'opacity=".35" stroke="#111827" stroke-width="8"'));
        if (f.r() < 0.4) tiles.push(poly([[x + 12, y + size - 12], [x + size / 2, y + 12], [x + size - 12, y + size - 12]], c === '#fff' ? RED : '#fff', op(0.3)));
      }
    }
    const emblem = group(
      [0, 1, 2, 3].map((i) => rect(-150 + i * 36, -150 + i * 36, 300 - i * 72, 300 - i * 72, ['#111827', job.theme.accent, RED, '#fff'][i], 6)).join('') + circle(0, 0, 26, '#111827'),
      'translate(600 330) rotate(45)',
    );
    return { html: page(w, h, gradient(job.theme), svg(w, h, tiles.join('') + circle(600, 330, 290, '#000', op(0.25)) + emblem) + band), w, h };
  }
  const f: Frame = { w, h, t: job.theme, r: prng(`scene:${job.seed}`) };
  const inner = backdrop({ ...f, r: prng(`motif:${job.seed}`) }) + job.scene(f);
  return { html: page(w, h, gradient(job.theme), svg(w, h, inner) + '<div class="shade"></div>' + band), w, h };
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
    const tab = await context.newPage();
    for (const job of todo) {
      const { html, w, h } = render(job);
      await tab.setViewportSize({ width: w, height: h });
      await tab.setContent(html, { waitUntil: 'load' });
      // Captured losslessly, then encoded once with mozjpeg: the same quality setting as before in
      // fewer bytes than Chromium's own JPEG encoder.
      const png = await tab.screenshot({ type: 'png' });
      await sharp(png).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toFile(`${OUT_DIR}${job.file}`);
    }
  } finally {
    await browser.close();
  }
  const files = readdirSync(OUT_DIR).filter((f) => f.endsWith('.jpg'));
  const total = files.reduce((sum, f) => sum + statSync(`${OUT_DIR}${f}`).size, 0);
  console.log(`Rendered ${todo.length} images; ${OUT_DIR} holds ${files.length} files, ${(total / 1024).toFixed(0)} KB in total.`);
}

await main();
