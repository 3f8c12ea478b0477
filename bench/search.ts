/**
 * `npm run bench:search`: search latency and exactness at 100,000 items.
 *
 * Builds a temporary database with 100,000 items of all four types (a few drafts and future items
 * the search must skip; besides common words, a vocabulary of some 100,000 rare ones, as a real
 * magazine has), builds the search library (timed, with the memory it takes), then sends 1,000
 * varied queries (common words, word starts, names, misspellings within and beyond the typos
 * allowed, title fragments) through the app in-process (app.inject, so routing, validation and
 * serialization are counted) and prints p50/p95/p99/max, in wall time and in CPU time. Every
 * answer, of those and of a grid of every type, sort and category filter, is then checked against
 * the naive scan: every word of every public row compared with each query word by the shared rules
 * (shared/search-words.ts), the row scored with shared/search-scoring.ts, sorted with its
 * comparators. An answer matches when its total, the ids and scores of its page in order and its
 * "Did you mean" are the scan's.
 * Targets: p95 <= 10 ms, max <= 50 ms, no mismatch (the exit code says whether they were met).
 *
 * Options (env): BENCH_ITEMS (default 100000), BENCH_QUERIES (1000), BENCH_SEED, BENCH_DB=<file>
 * (keep the library there and reuse it on the next run instead of building it again; the queries
 * are the same either way), BENCH_ONLY=<regex> (only the queries whose text matches: iterate on a
 * few slow ones in seconds).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { libraryOf } from '../server/modules/search/library-keeper.ts';
import { ARTICLE_CATEGORIES, TV_CATEGORIES } from '../shared/constants.ts';
import { Prng } from './random.ts';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  fieldTexts,
  type ItemMatch,
  matchWords,
  normalizeQuery,
  type QueryWords,
  queryWords,
  type SearchableText,
  suggestedQuery,
} from '../shared/search-scoring.ts';
import { betterSuggestion, type MatchKind, type Suggestion, suggestionDistance, wordMatch, wordsOf } from '../shared/search-words.ts';

const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 1_000);
/** Every run builds the same library and asks the same queries. */
const prng = new Prng(Number(process.env.BENCH_SEED ?? 42));
const { next: random, pick, between } = prng;

// ---------------------------------------------------------------------------------------------
// Word lists for believable titles and bodies
// ---------------------------------------------------------------------------------------------
const PLACES = [
  'Africa', 'Kigali', 'Rwanda', 'Nairobi', 'Kenya', 'Lagos', 'Nigeria', 'Accra', 'Ghana', 'Kampala', 'Uganda',
  'Dar es Salaam', 'Tanzania', 'Addis Ababa', 'Ethiopia', 'Dakar', 'Senegal', 'Johannesburg', 'South Africa',
  'Cape Town', 'Lusaka', 'Zambia', 'Harare', 'Zimbabwe', 'Kinshasa', 'Abidjan', 'Cairo', 'Tunis', 'Gaborone',
  'Windhoek', 'Maputo', 'Bujumbura', 'Goma', 'Musanze', 'Huye', 'Rubavu', 'Mombasa', 'Kisumu', 'Arusha',
];
const SUBJECTS = [
  'students', 'teachers', 'young founders', 'girls in science', 'rural schools', 'university graduates',
  'coding clubs', 'farmers', 'nurses', 'engineers', 'artists', 'musicians', 'researchers', 'librarians',
  'parents', 'mentors', 'startups', 'volunteers', 'athletes', 'debaters', 'inventors', 'designers',
];
const TOPICS = [
  'education', 'innovation', 'technology', 'mobile money', 'solar power', 'clean water', 'mental health',
  'climate change', 'agriculture', 'artificial intelligence', 'robotics', 'entrepreneurship', 'literacy',
  'mathematics', 'public health', 'renewable energy', 'digital skills', 'financial literacy', 'storytelling',
  'film making', 'fashion', 'football', 'music', 'heritage', 'languages', 'scholarships', 'internships',
  'careers', 'leadership', 'community radio', 'e-learning', 'drones', 'biotechnology', 'open data',
];
const VERBS = [
  'transforming', 'reshaping', 'building', 'rethinking', 'powering', 'teaching', 'changing', 'funding',
  'mapping', 'reviving', 'celebrating', 'connecting', 'growing', 'leading', 'designing', 'coding',
];
const ADJECTIVES = [
  'new', 'bold', 'quiet', 'unlikely', 'young', 'hidden', 'brilliant', 'local', 'small', 'surprising',
  'fearless', 'curious', 'practical', 'creative', 'ambitious', 'humble', 'remarkable', 'modern',
];
const FIRST_NAMES = [
  'Amina', 'Kwame', 'Aisha', 'Chinedu', 'Wanjiru', 'Tendai', 'Fatou', 'Kofi', 'Nia', 'Thabo', 'Zawadi',
  'Abebe', 'Imani', 'Jabari', 'Lulu', 'Mandla', 'Nala', 'Obinna', 'Sade', 'Tariq', 'Yaw', 'Zuri', 'Eric',
  'Grace', 'Jean', 'Claudine', 'Patrick', 'Aline', 'Olivier', 'Diane', 'Emmanuel', 'Esther', 'Samuel',
];
const LAST_NAMES = [
  'Okafor', 'Mensah', 'Uwase', 'Mugisha', 'Kamau', 'Ndlovu', 'Diallo', 'Boateng', 'Abubakar', 'Otieno',
  'Nyambura', 'Moyo', 'Keita', 'Asante', 'Habimana', 'Ingabire', 'Mutesi', 'Nkurunziza', 'Tesfaye', 'Banda',
  'Achieng', 'Adeyemi', 'Chikwanha', 'Dlamini', 'Eze', 'Hakizimana', 'Kagame', 'Lumumba', 'Mbeki', 'Njoroge',
];
const FILLER = (
  'the a of and to in for with on that this from at by is are was were be has have it its as an or ' +
  'but not they their we our you your about into over after before through during between school class ' +
  'teacher student learning lesson project idea team village city market phone internet signal power ' +
  'future today story interview journey dream challenge solution question answer experience community ' +
  'family friend workshop training program fund grant prize award book library science lab field data ' +
  'report study survey growth change impact youth women girls boys skills jobs work money price cost'
).split(' ');
const TAGS = [
  'education', 'innovation', 'youth', 'africa', 'stem', 'startups', 'culture', 'health', 'climate', 'tech',
  'careers', 'women', 'research', 'music', 'sport', 'arts', 'policy', 'rwanda', 'kenya', 'nigeria', 'ghana',
];

/**
 * Rare words: a magazine of 100,000 items has a vocabulary of some 100,000 words (names, places,
 * words of many languages), most of them seen a few times, which is what the typo search walks.
 * Made of syllables, drawn with a steep power law: a few are common, most rare.
 */
const SYLLABLES = (
  'ba be bi bo bu da de di do du fa fi ga gi go gu ha he hi ja ji jo ka ke ki ko ku kwa la le li lo lu ' +
  'ma me mi mo mu mba mbe na ne ni no nu nda ndi ndo nga ngo nya nyi pa pe pi ra re ri ro ru sa se si ' +
  'so su ta te ti to tu twa wa we wi ya yo za zi zo sha shi cha chi'
).split(' ');
let rareWords: string[] = [];
function makeRareWords(count: number): void {
  const words = new Set<string>();
  while (words.size < count) words.add(Array.from({ length: between(2, 4) }, () => pick(SYLLABLES)).join(''));
  rareWords = [...words];
}
const rareWord = () => rareWords[Math.floor(rareWords.length * random() ** 4)];

const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function title(): string {
  switch (between(0, 8)) {
    case 0:
      return `How ${pick(SUBJECTS)} in ${pick(PLACES)} are ${pick(VERBS)} ${pick(TOPICS)}`;
    case 1:
      return `The ${pick(ADJECTIVES)} future of ${pick(TOPICS)} in ${pick(PLACES)}`;
    case 2:
      return `${capitalize(pick(TOPICS))}: ${pick(ADJECTIVES)} lessons from ${pick(PLACES)}`;
    case 3:
      return `${person()} on ${pick(TOPICS)} and ${pick(TOPICS)}`;
    case 4:
      return `Why ${pick(PLACES)} needs more ${pick(SUBJECTS)} in ${pick(TOPICS)}`;
    case 5:
      return `${capitalize(pick(VERBS))} ${pick(TOPICS)}: a ${pick(ADJECTIVES)} story from ${pick(PLACES)}`;
    case 6:
      return `Inside the ${pick(ADJECTIVES)} ${pick(TOPICS)} lab of ${pick(PLACES)}`;
    case 7:
      return `${capitalize(rareWord())} and the ${pick(TOPICS)} of ${pick(PLACES)}`;
    default:
      return `${between(3, 12)} ${pick(ADJECTIVES)} ideas for ${pick(TOPICS)} in ${pick(PLACES)}`;
  }
}

function sentence(): string {
  const words: string[] = [];
  const n = between(8, 18);
  for (let i = 0; i < n; i++) {
    const r = random();
    words.push(r < 0.1 ? pick(TOPICS) : r < 0.14 ? pick(PLACES) : r < 0.17 ? pick(SUBJECTS) : r < 0.22 ? rareWord() : pick(FILLER));
  }
  return capitalize(words.join(' ')) + '.';
}
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ');
const tags = () => Array.from({ length: between(1, 4) }, () => pick(TAGS)).join(', ');

/** Dates over the last six years; a few drafts and future items the search must never return. */
function dateAndStatus(): { date: string; status: string } {
  const r = random();
  if (r < 0.03) return { date: new Date(Date.now() + between(1, 90) * 86_400_000).toISOString(), status: 'scheduled' };
  const date = new Date(Date.now() - Math.floor(random() * 6 * 365 * 86_400_000)).toISOString();
  return { date, status: r < 0.07 ? 'draft' : 'published' };
}

// ---------------------------------------------------------------------------------------------
// Building the library
// ---------------------------------------------------------------------------------------------
export function fillLibrary(sqlite: App['db']['$client'], total: number): { visible: number } {
  const insertItem = sqlite.prepare('INSERT INTO content_items (id, type) VALUES (?, ?)');
  const insertArticle = sqlite.prepare(`INSERT INTO articles
    (id, title, subtitle, excerpt, content, content_html, category_name, author, tags, featured_image, read_time, status, publish_date, views)
    VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, '/media/seed/placeholder.jpg', ?, ?, ?, ?)`);
  const insertVideo = (table: string) =>
    sqlite.prepare(`INSERT INTO ${table}
      (id, title, description, category, section, creator, youtube_url, thumbnail, duration, views, tags, transcript, status, upload_date)
      VALUES (?, ?, ?, ?, ?, ?, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '/media/seed/placeholder.jpg', ?, ?, ?, ?, ?, ?)`);
  const insertMagazineVideo = insertVideo('videos');
  const insertTv = insertVideo('tv_episodes');
  const insertPodcast = sqlite.prepare(`INSERT INTO podcast_episodes
    (id, title, description, guest_name, category, duration, views, plays, tags, transcript, status, publish_date, image)
    VALUES (?, ?, ?, ?, 'Podcast', ?, ?, ?, ?, ?, ?, ?, '/media/seed/placeholder.jpg')`);
  const duration = () => `${between(3, 59)}:${String(between(0, 59)).padStart(2, '0')}`;
  makeRareWords(Math.round(total * 1.5));
  let visible = 0;

  sqlite.transaction(() => {
    for (let i = 0; i < total; i++) {
      const id = randomUUID();
      const { date, status } = dateAndStatus();
      if (status === 'published') visible++;
      const r = random();
      if (r < 0.4) {
        insertItem.run(id, 'article');
        const body = Array.from({ length: between(2, 5) }, () => paragraph(between(2, 4))).join('\n\n');
        insertArticle.run(id, title(), sentence(), paragraph(2), body, pick(ARTICLE_CATEGORIES), person(), tags(),
          Math.max(1, Math.ceil(body.split(/\s+/).length / 200)), status, date, between(0, 50_000));
      } else if (r < 0.65) {
        insertItem.run(id, 'video');
        insertMagazineVideo.run(id, title(), paragraph(2), pick(ARTICLE_CATEGORIES), 'Magazine', person(), duration(),
          between(0, 80_000), tags(), random() < 0.5 ? paragraph(between(3, 8)) : '', status, date);
      } else if (r < 0.8) {
        insertItem.run(id, 'tvshow');
        insertTv.run(id, title(), paragraph(2), pick(TV_CATEGORIES), 'FullEpisodes', person(), duration(),
          between(0, 120_000), tags(), random() < 0.5 ? paragraph(between(3, 8)) : '', status, date);
      } else {
        insertItem.run(id, 'podcast');
        insertPodcast.run(id, title(), paragraph(2), person(), duration(), between(0, 30_000), between(0, 30_000), tags(),
          random() < 0.6 ? paragraph(between(4, 10)) : '', status, date);
      }
    }
  })();
  return { visible };
}

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------
interface BenchQuery {
  q: string;
  type?: string;
  category?: string;
  sort?: string;
  page?: number;
  limit?: number;
}

const COMMON = ['the', 'education', 'africa', 'innovation', 'students', 'technology', 'and', 'of the', 'learning', 'story'];
const PREFIXES = ['edu', 'tech', 'kig', 'inno', 'entre', 'agri', 'mus', 'rob', 'sch', 'fut'];
const TWO_LETTERS = ['ai', 'ed', 'ki', 'zq', 'in', 'of', 'ng', 'x!', 'qu', 'ya'];
const RARE = ['zzqx', 'quantum entanglement', 'hidden brilliant', 'financial literacy in kenya', 'drones mapping', 'biotechnology lab of goma', 'solr', 'AI'];
const TYPES = ['articles', 'videos', 'tvshows', 'podcasts'];
const SORTS = ['relevance', 'relevance', 'relevance', 'date', 'popularity'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** `word` with `edits` typos: a letter left out, added or replaced, or two neighbours swapped. */
function misspell(word: string, edits: number): string {
  let w = word;
  for (let e = 0; e < edits; e++) {
    const i = between(0, w.length - 1);
    const r = random();
    if (r < 0.25 && w.length > 3) w = w.slice(0, i) + w.slice(i + 1);
    else if (r < 0.5) w = w.slice(0, i) + pick(LETTERS) + w.slice(i);
    else if (r < 0.75 || i + 1 >= w.length) w = w.slice(0, i) + pick(LETTERS) + w.slice(i + 1);
    else w = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  }
  return w;
}

/** A word of five letters or more from a real title (rare words included). */
function titleWord(titles: string[]): string {
  for (;;) {
    const words = pick(titles).split(/[^A-Za-z]+/).filter((w) => w.length >= 5);
    if (words.length) return pick(words).toLowerCase();
  }
}

export function makeQueries(n: number, titles: string[]): BenchQuery[] {
  const out: BenchQuery[] = [];
  for (let i = 0; i < n; i++) {
    let q: string;
    const r = random();
    if (r < 0.16) q = pick(COMMON);
    else if (r < 0.24) q = pick(PREFIXES);
    else if (r < 0.3) q = pick(TWO_LETTERS);
    else if (r < 0.32) q = pick(['a', 'e', 'z', 'é']);
    else if (r < 0.4) q = pick(ARTICLE_CATEGORIES as readonly string[]);
    else if (r < 0.5) q = pick([pick(FIRST_NAMES), pick(LAST_NAMES), person()]);
    else if (r < 0.58) q = pick([pick(PLACES), pick(TOPICS), pick(SUBJECTS)]);
    else if (r < 0.63) q = pick(RARE);
    else if (r < 0.73) {
      // A misspelled word, within the typos allowed: one, or two in a word of 8 letters or more.
      const word = titleWord(titles);
      q = misspell(word, word.length >= 8 && random() < 0.5 ? 2 : 1);
    } else if (r < 0.76) {
      // One typo too many: found by "Did you mean", if at all.
      const word = titleWord(titles);
      q = misspell(word, word.length >= 8 ? 3 : 2);
    } else if (r < 0.8) q = `${misspell(pick(TOPICS), 1)} ${pick(PLACES)}`;
    else {
      // A fragment of a real title: what someone half-remembering an article types.
      const words = pick(titles).split(' ');
      const start = between(0, Math.max(0, words.length - 3));
      q = words.slice(start, start + between(2, 3)).join(' ');
    }
    const query: BenchQuery = { q, sort: pick(SORTS) };
    if (random() < 0.2) query.type = pick(TYPES);
    if (random() < 0.1) query.category = pick([...ARTICLE_CATEGORIES, 'Podcast']);
    if (random() < 0.15) query.page = between(2, 5);
    if (random() < 0.3) query.limit = pick([10, 20, 50]);
    out.push(query);
  }
  return out;
}

/** Every type filter, sort and a few category filters, for a rare and a few common texts. */
function gridQueries(): BenchQuery[] {
  const out: BenchQuery[] = [];
  for (const q of ['the', 'edu', 'e', 'in', 'of the', 'Kigali', 'tech trends', 'zzqx', 'tecnology', 'solr'])
    for (const type of [undefined, ...TYPES])
      for (const category of [undefined, 'Tech Trends', 'Podcast'])
        for (const sort of ['relevance', 'date', 'popularity']) out.push({ q, type, category, sort, page: 2, limit: 50 });
  return out;
}

// ---------------------------------------------------------------------------------------------
// The naive approach: every public row, each word of it compared with each query word by the
// shared rules (shared/search-words.ts wordMatch), the row scored with shared/search-scoring.ts.
// The rows are cut into words once (their word ids kept in one array), and each query word is
// compared once with every distinct word, not once per occurrence: the same comparisons, made
// fast enough to check 1,450 answers. No index, no sorted words, no near-word walk.
// ---------------------------------------------------------------------------------------------
interface NaiveRow {
  id: string;
  type: string;
  category: string | null;
  date: string;
  views: number;
}

interface NaiveLibrary {
  rows: NaiveRow[];
  /** Every row's words as ids into `texts`: field f of row r is words[bounds[7r + f] .. bounds[7r + f + 1]). */
  words: Int32Array;
  bounds: Int32Array;
  texts: string[];
}

/** Every published or scheduled row with the fields the spec scores, cut into words (the library does not change). */
function naiveLibrary(app: App): NaiveLibrary {
  const rows = app.db.$client
    .prepare(
      `SELECT id, 'article' AS type, title, category_name AS category, excerpt AS description, author AS people, tags,
              subtitle || char(10) || content AS body, publish_date AS date, views
         FROM articles WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'video', title, category, description, creator, tags, transcript, upload_date, views
         FROM videos WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'tvshow', title, category, description, creator, tags, transcript, upload_date, views
         FROM tv_episodes WHERE status IN ('published','scheduled')
       UNION ALL SELECT id, 'podcast', title, category, description, guest_name, tags, transcript, publish_date, plays
         FROM podcast_episodes WHERE status IN ('published','scheduled')`,
    )
    .iterate() as IterableIterator<NaiveRow & SearchableText>;
  const ids = new Map<string, number>();
  const texts: string[] = [];
  let words = new Int32Array(1 << 20);
  let length = 0;
  const bounds: number[] = [];
  const out: NaiveRow[] = [];
  for (const row of rows) {
    for (const text of fieldTexts(row)) {
      bounds.push(length);
      for (const word of text ? wordsOf(text) : []) {
        let id = ids.get(word);
        if (id === undefined) ids.set(word, (id = texts.push(word) - 1));
        if (length === words.length) {
          const grown = new Int32Array(words.length * 2);
          grown.set(words);
          words = grown;
        }
        words[length++] = id;
      }
    }
    bounds.push(length);
    out.push({ id: row.id, type: row.type, category: row.category, date: row.date, views: row.views });
  }
  return { rows: out, words: words.slice(0, length), bounds: Int32Array.from(bounds), texts };
}

/** wordMatch of a query word against every distinct word, by id; the last few kept (queries repeat). */
const kindTables = new Map<string, Uint8Array>();
function kindTable(library: NaiveLibrary, word: string): Uint8Array {
  let table = kindTables.get(word);
  if (!table) {
    table = new Uint8Array(library.texts.length);
    for (let id = 0; id < table.length; id++) table[id] = wordMatch(word, library.texts[id]);
    if (kindTables.size >= 200) kindTables.clear();
    kindTables.set(word, table);
  }
  return table;
}

interface Answer {
  total: number;
  results: { id: string; score: number }[];
  did_you_mean: string | null;
}

type NaiveHit = ItemMatch & { id: string; date: string; views: number };

/** The rows visible at `now` that pass the query's filters and match its words, in its sort order. */
function naiveHits(library: NaiveLibrary, query: BenchQuery, words: QueryWords, now: string): NaiveHit[] {
  const type = query.type ? query.type.replace(/s$/, '') : undefined;
  const category = query.category?.toLowerCase();
  const tables = words.distinct.map((word) => kindTable(library, word));
  const kindOf = (j: number, id: number) => tables[j][id] as MatchKind;
  const hits: NaiveHit[] = [];
  library.rows.forEach((row, r) => {
    if (row.date > now) return;
    if (type && row.type !== type) return;
    if (category === 'podcast' ? row.type !== 'podcast' : category && (row.category ?? '').toLowerCase() !== category) return;
    const match = matchWords(library.words, library.bounds, 7 * r, words, kindOf);
    if (match) hits.push({ id: row.id, date: row.date, views: row.views, ...match });
  });
  return hits.sort(query.sort === 'date' ? compareByDate : query.sort === 'popularity' ? compareByPopularity : compareByRelevance);
}

/** "Did you mean" for a query that found nothing: from the words of every row visible at `now`, counted per row. */
function naiveSuggestion(library: NaiveLibrary, query: BenchQuery, words: QueryWords, now: string): string | null {
  const items = new Int32Array(library.texts.length);
  const seen = new Int32Array(library.texts.length).fill(-1);
  library.rows.forEach((row, r) => {
    if (row.date > now) return;
    for (let i = library.bounds[7 * r]; i < library.bounds[7 * r + 6]; i++) {
      const id = library.words[i];
      if (seen[id] !== r) {
        seen[id] = r;
        items[id]++;
      }
    }
  });
  const replacements = words.distinct.map((word) => {
    const kinds = kindTable(library, word);
    if (kinds.some((kind, id) => kind !== 0 && items[id] > 0)) return undefined;
    let best: Suggestion | undefined;
    library.texts.forEach((text, id) => {
      if (items[id] === 0) return;
      const candidate = { word: text, items: items[id], distance: suggestionDistance(word, text) };
      if (candidate.distance !== Infinity && betterSuggestion(candidate, best)) best = candidate;
    });
    return best?.word;
  });
  const text = suggestedQuery(words, replacements);
  return text !== null && naiveHits(library, { ...query, q: text }, queryWords(text), now).length > 0 ? text : null;
}

/** The answer a query should get: every row visible at `now` matched, filtered, sorted, paged. */
function naiveSearch(library: NaiveLibrary, query: BenchQuery, now: string): Answer {
  const words = queryWords(normalizeQuery(query.q));
  const hits = naiveHits(library, query, words, now);
  const limit = query.limit ?? 20;
  const page = query.page ?? 1;
  return {
    total: hits.length,
    results: hits.slice((page - 1) * limit, page * limit).map(({ id, score }) => ({ id, score })),
    did_you_mean: hits.length === 0 ? naiveSuggestion(library, query, words, now) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Running
// ---------------------------------------------------------------------------------------------
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const mb = (bytes: number) => `${Math.round(bytes / 1048576)} MB`;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
    mean: sorted.reduce((s, t) => s + t, 0) / sorted.length,
  };
}

function toUrl(query: BenchQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/public/search?${params}`;
}

interface Served {
  query: BenchQuery;
  ms: number;
  /** When it was asked (what "visible" meant for it). */
  at: string;
  answer: Answer | null;
}

/** Sends every query once through the app and prints the latency figures and the slowest queries. */
async function measure(app: App, queries: BenchQuery[], label: string): Promise<Served[]> {
  if (queries.length === 0) return []; // BENCH_ONLY left none
  const served: Served[] = [];
  const cpuTimes: number[] = [];
  for (const query of queries) {
    const at = new Date().toISOString();
    const t = performance.now();
    const cpu = process.cpuUsage();
    const res = await app.inject({ method: 'GET', url: toUrl(query) });
    const used = process.cpuUsage(cpu);
    const ms = performance.now() - t;
    cpuTimes.push((used.user + used.system) / 1000);
    served.push({ query, ms, at, answer: res.statusCode === 200 ? (res.json() as { data: Answer }).data : null });
    // Let the event loop turn, as a server does between requests: inject resolves through promises
    // only, so without this every request's setImmediate callbacks (and the request they hold)
    // pile up until the run ends, and the swelling heap shows up as garbage collection pauses.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const wall = summary(served.map((s) => s.ms));
  const failures = served.filter((s) => !s.answer).length;
  console.log(`\n${label}, ${queries.length} queries through the app (app.inject):`);
  console.log(`  p50 ${fmt(wall.p50)}  p95 ${fmt(wall.p95)}  p99 ${fmt(wall.p99)}  max ${fmt(wall.max)}  mean ${fmt(wall.mean)}  (non-200 answers: ${failures})`);
  const cpuSummary = summary(cpuTimes);
  console.log(`  CPU time of this process per query (what the wall clock shows when the machine is not shared):`);
  console.log(`  p50 ${fmt(cpuSummary.p50)}  p95 ${fmt(cpuSummary.p95)}  p99 ${fmt(cpuSummary.p99)}  max ${fmt(cpuSummary.max)}  (load average now: ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} cores)`);
  console.log('  slowest queries:');
  for (const s of [...served].sort((a, b) => b.ms - a.ms).slice(0, 8)) console.log(`    ${fmt(s.ms)}  ${JSON.stringify(s.query)}  total=${s.answer?.total}`);
  return served;
}

/** Checks every answer against the naive scan; prints the first differences. */
function check(library: NaiveLibrary, served: Served[], label: string): number {
  if (served.length === 0) return 0;
  let mismatches = 0;
  const naiveTimes: number[] = [];
  for (const { query, at, answer } of served) {
    const t = performance.now();
    const expected = naiveSearch(library, query, at);
    naiveTimes.push(performance.now() - t);
    const got = answer && { total: answer.total, results: answer.results.map(({ id, score }) => ({ id, score })), did_you_mean: answer.did_you_mean };
    if (JSON.stringify(got) === JSON.stringify(expected)) continue;
    if (++mismatches <= 5) {
      console.log(`  MISMATCH ${JSON.stringify(query)}`);
      console.log(`    expected total=${expected.total} ${JSON.stringify(expected.results.slice(0, 5))} did_you_mean=${expected.did_you_mean}`);
      console.log(`    got      total=${got?.total} ${JSON.stringify(got?.results.slice(0, 5))} did_you_mean=${got?.did_you_mean}`);
    }
  }
  const naive = summary(naiveTimes);
  console.log(`\n${label}: ${served.length} answers checked against the naive scan (every public row scored with shared/search-scoring.ts): mismatches=${mismatches}`);
  console.log(`  the scan itself (rows already in memory): p50 ${fmt(naive.p50)}  p95 ${fmt(naive.p95)}  max ${fmt(naive.max)}`);
  return mismatches;
}

async function main() {
  const keep = process.env.BENCH_DB;
  const dir = keep ? dirname(keep) : mkdtempSync(join(tmpdir(), 'insight-bench-'));
  const reuse = !!keep && existsSync(keep);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: keep ?? join(dir, 'bench.db'),
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp(config, { logger: false });
  try {
    let started = performance.now();
    await app.ready(); // starts building the search library of what the database holds (empty unless reused)
    if (reuse) console.log(`Reusing the library in ${keep}: started in ${((performance.now() - started) / 1000).toFixed(1)} s (the search library builds in the background)`);
    app.db.$client.pragma('cache_size = -262144'); // 256 MB page cache: the build is one big transaction
    started = performance.now();
    if (!reuse) {
      console.log(`Building a library of ${ITEMS.toLocaleString('en-US')} items in ${config.databasePath} ...`);
      const { visible } = fillLibrary(app.db.$client, ITEMS);
      console.log(`  inserted in ${((performance.now() - started) / 1000).toFixed(1)} s (${visible.toLocaleString('en-US')} public, the rest drafts or scheduled)`);
    }
    app.db.$client.pragma('cache_size = -65536');

    // The first search waits for the library: built after a bulk import, or still building since start-up.
    started = performance.now();
    await app.inject({ method: 'GET', url: toUrl({ q: 'warm' }) });
    console.log(`  search library ready for the first search in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    // A full collection first, so the figures are what the library keeps, not its build's leftovers.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    gc();
    gc(); // the second frees what the first left to finalizers (typed arrays' memory)
    const memory = process.memoryUsage();
    const footprint = (await libraryOf(app.db)).footprint;
    console.log(
      `  search index: ${mb(footprint.indexBytes)} of typed arrays (postings, titles, word order) and` +
        ` ${footprint.tokens.toLocaleString('en-US')} words of ${footprint.tokenChars.toLocaleString('en-US')} characters in the JS heap;` +
        ` after a full collection the process holds ${mb(memory.heapUsed)} of JS heap, ${mb(memory.rss)} RSS (SQLite's page cache included)`,
    );

    // Title fragments come from the 5,000 oldest public items, read from the content tables so the
    // query set does not depend on how the search index is laid out.
    const titles = app.db.$client
      .prepare(
        `SELECT title FROM (
           SELECT title, publish_date AS date FROM articles WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, upload_date FROM videos WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, upload_date FROM tv_episodes WHERE status IN ('published', 'scheduled')
           UNION ALL SELECT title, publish_date FROM podcast_episodes WHERE status IN ('published', 'scheduled'))
         ORDER BY date LIMIT 5000`,
      )
      .pluck()
      .all() as string[];
    // Queries come from their own seed, so a reused library (BENCH_DB) is asked the same queries.
    prng.reseed(Number(process.env.BENCH_SEED ?? 42) + 1);
    const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
    const queries = makeQueries(QUERIES, titles).filter((query) => !only || only.test(query.q));
    const grid = gridQueries().filter((query) => !only || only.test(query.q));

    // Warm-up (JIT, statement cache, page cache), not measured.
    for (const query of queries.slice(0, 50)) {
      await app.inject({ method: 'GET', url: toUrl(query) });
      await new Promise((resolve) => setImmediate(resolve));
    }

    const served = await measure(app, queries, 'Varied queries');
    const gridServed = await measure(app, grid, 'Grid: every type filter x sort x category filter (Podcast, Tech Trends, none), page 2 of 50');

    const library = naiveLibrary(app);
    const mismatches = check(library, served, 'Varied queries') + check(library, gridServed, 'Grid');

    const all = summary([...served, ...gridServed].map((s) => s.ms).concat(0));
    const varied = summary(served.length ? served.map((s) => s.ms) : [0]);
    const targets = [
      [`p95 <= 10 ms (${fmt(varied.p95)})`, varied.p95 <= 10],
      [`no query over 50 ms (max ${fmt(all.max)}, grid included)`, all.max <= 50],
      [`mismatches = 0 (${mismatches})`, mismatches === 0],
    ] as const;
    console.log('\nTargets: ' + targets.map(([label, ok]) => `${label}: ${ok ? 'met' : 'MISSED'}`).join('; '));
    if (targets.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await app.close();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) await main();
