/**
 * Two sites compared as a reader sees them: every public API answer, feed and served file of one
 * must be byte for byte the other's (backup restores and export round trips). Also opens a site on
 * an existing data folder (what a restore leaves), which createTestApp cannot.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { buildApp, type App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';

export async function openSite(dataDir: string, env: Record<string, string> = {}): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_PATH: join(dataDir, 'site.db'),
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:5555',
    LOG_LEVEL: 'silent',
    BACKUP_SCHEDULE: 'off',
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.ready();
  return app;
}

/** Every file below `dir`, as relative paths, sorted. */
async function filesBelow(dir: string, rel = ''): Promise<string[]> {
  const out: string[] = [];
  const names = await readdir(join(dir, rel)).catch(() => [] as string[]);
  for (const name of names.sort()) {
    const path = rel ? `${rel}/${name}` : name;
    const entries = await readdir(join(dir, path)).then(
      () => true,
      () => false,
    );
    if (entries) out.push(...(await filesBelow(dir, path)));
    else out.push(path);
  }
  return out;
}

const LISTS = [
  '/api/public/articles?limit=100',
  '/api/public/articles/main',
  '/api/public/articles/featured',
  '/api/public/articles/trending',
  '/api/public/articles/editors-pick',
  '/api/public/videos?limit=100',
  '/api/public/tvshows?limit=100',
  '/api/public/tvshows/seasons',
  '/api/public/podcasts?limit=100',
  '/api/public/podcasts/series',
  '/rss.xml',
  '/podcast.xml',
  '/sitemap.xml',
  '/robots.txt',
];

/** The public addresses of a site: its lists and feeds, each public item with its comments and likes, and each served media file. */
export async function publicUrls(app: App, dataDir: string): Promise<string[]> {
  const urls = [...LISTS];
  for (const [list, detail] of [
    ['/api/public/articles?limit=100', '/api/public/articles/'],
    ['/api/public/videos?limit=100', '/api/public/videos/'],
    ['/api/public/tvshows?limit=100', '/api/public/tvshows/'],
    ['/api/public/podcasts?limit=100', '/api/public/podcasts/'],
  ]) {
    const data = (await request(app.server).get(list)).body.data as Record<string, unknown>;
    const items = Object.values(data).find(Array.isArray) as Array<{ id: string }>;
    for (const { id } of items) urls.push(`${detail}${id}`, `/api/comments/${id}?limit=100`, `/api/likes/${id}`);
  }
  for (const file of await filesBelow(join(dataDir, 'media', 'uploads'))) urls.push(`/media/uploads/${file}`);
  for (const file of await filesBelow(join(dataDir, 'media', 'audio'))) urls.push(`/media/audio/${file}`);
  return urls;
}

/**
 * The answers of `urls` from `app`: status, type and exact bytes. Asked as a reader neither site
 * has seen (a new visitor id), so each site counts the same view.
 */
export async function answers(app: App, urls: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const visitor = randomUUID();
  for (const url of urls) {
    const res = await request(app.server).get(url).set('x-visitor-id', visitor).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    out.set(url, `${res.status} ${res.headers['content-type']} ${(res.body as Buffer).toString('base64')}`);
  }
  return out;
}

/** The bytes of every file below `dir` (relative path -> base64). */
export async function fileBytes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const file of await filesBelow(dir)) out.set(file, (await readFile(join(dir, file))).toString('base64'));
  return out;
}
