/**
 * deploy/nginx.conf in front of the production app: a real Debian nginx on loopback with the
 * committed site file (only its addresses and cache folder changed), proxying to a real server.
 * Shows a page served from the proxy's cache, a back-office edit visible through the proxy within
 * the stated bound, views still counted, and staff answers never cached.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { freePort, NGINX_PATH, ROOT, startSite, type RunningSite } from '../helpers/browser.ts';
import { articles } from '../../server/db/schema.ts';

/** The bound the README states: shared caches keep a public answer 5 s (s-maxage). */
const SHARED_FRESH_MS = 5_000;

let site: RunningSite;
let nginx: ChildProcess;
let proxy: string;
let token: string;

/** deploy/nginx.conf with the test's addresses; each replaced line must exist, so drift fails. */
function siteConfig(appPort: number, proxyPort: number, cacheDir: string): string {
  let conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
  for (const [from, to] of [
    ['/var/cache/nginx/insight-media', cacheDir],
    ['server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`],
    ['listen 80;', `listen 127.0.0.1:${proxyPort};`],
  ]) {
    expect(conf).toContain(from);
    conf = conf.replace(from, to);
  }
  return conf;
}

async function startNginx(dir: string, appPort: number): Promise<string> {
  const port = await freePort();
  for (const d of ['cache', 'temp']) mkdirSync(join(dir, d), { recursive: true });
  writeFileSync(join(dir, 'site.conf'), siteConfig(appPort, port, join(dir, 'cache')));
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${temp}/body; proxy_temp_path ${temp}/proxy; fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi; scgi_temp_path ${temp}/scgi;
  include ${join(dir, 'site.conf')};
}
`,
  );
  nginx = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr!.on('data', (c) => (stderr += c));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}${readFileSync(join(dir, 'error.log'), 'utf8')}`);
    try {
      await fetch(`${url}/robots.txt`);
      return url;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`nginx did not start: ${stderr}`);
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${proxy}${path}`, { headers: { 'accept-encoding': 'br', ...headers } });

beforeAll(async () => {
  // As deploy/nginx.conf says to run the app behind it: the client is the address nginx appended.
  site = await startSite({ env: { TRUST_PROXY: 'loopback' } });
  proxy = await startNginx(site.dir, Number(new URL(site.url).port));
  const login = await fetch(`${site.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@insightmedia.africa', password: 'ChangeMe-2026!' }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
});

afterAll(async () => {
  nginx?.kill('SIGQUIT');
  await site?.close();
});

describe('behind nginx (deploy/nginx.conf)', () => {
  it('serves the home page from the proxy cache, the same bytes the app renders', async () => {
    const first = await get('/');
    expect(first.status).toBe(200);
    expect(['MISS', 'EXPIRED']).toContain(first.headers.get('x-cache-status'));
    const firstHtml = await first.text();
    const second = await get('/');
    expect(second.headers.get('x-cache-status')).toBe('HIT');
    expect(await second.text()).toBe(firstHtml);
    expect(firstHtml).toContain('<div id="root">');
  });

  it('shows a back-office edit of the home hero within the stated bound', async () => {
    const main = site.app.db.select({ id: articles.id }).from(articles).where(eq(articles.mainPosition, 'main')).get()!;
    await get('/'); // cached by the proxy
    const title = `Edited through the back office ${Date.now()}`;
    const put = await fetch(`${site.url}/api/articles/${main.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title }),
    });
    expect(put.status).toBe(200);
    const editedAt = Date.now();
    let seenAfter = Infinity;
    while (Date.now() - editedAt < SHARED_FRESH_MS + 3_000) {
      if ((await (await get('/')).text()).includes(title)) {
        seenAfter = Date.now() - editedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    // s-maxage, then one background refresh: the first request after it may still get the old copy.
    expect(seenAfter).toBeLessThanOrEqual(SHARED_FRESH_MS + 2_000);
    // The app itself shows it on the very next request.
    expect(await (await fetch(`${site.url}/`)).text()).toContain(title);
  });

  it('passes every article view on to the app, so each reader is counted', async () => {
    const row = site.app.db.select({ id: articles.id }).from(articles).where(eq(articles.status, 'published')).get()!;
    const viewsNow = async () => ((await (await get(`/api/public/articles/${row.id}`)).json()) as { data: { views: number } }).data.views;
    const before = await viewsNow();
    const statuses: (string | null)[] = [];
    // Three readers (a view counts once per reader per 30 minutes: server/modules/content/view-window.ts).
    for (let i = 0; i < 3; i++) {
      const res = await get(`/article/${row.id}`, { 'user-agent': `nginx-test reader ${i}` });
      expect(res.status).toBe(200);
      statuses.push(res.headers.get('x-cache-status'));
    }
    expect(statuses).not.toContain('HIT');
    // Three page views: exact, also for views still being batched. This reader's second look at
    // the article (the first was `before`) counts no more.
    expect(await viewsNow()).toBe(before + 3);
  });

  it('never caches staff answers or the back office', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const path of ['/api/auth/me', '/api/articles?limit=5', '/api/dashboard/stats']) {
      for (let i = 0; i < 2; i++) {
        const res = await get(path, auth);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('private, no-store');
        expect(res.headers.get('x-cache-status'), path).not.toBe('HIT');
      }
    }
    for (let i = 0; i < 2; i++) {
      const res = await get('/admin/login');
      expect(res.headers.get('x-cache-status')).not.toBe('HIT');
    }
  });

  it('keeps fingerprinted assets for a year', async () => {
    const html = await (await get('/')).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    await get(asset);
    const again = await get(asset);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("keeps a cross-origin reader's copy apart, CORS headers and all (the app's Vary: Origin, which nginx ignores)", async () => {
    const path = '/api/public/videos?limit=2';
    await get(path);
    const plain = await get(path);
    expect(plain.headers.get('x-cache-status')).toBe('HIT');
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
    for (const origin of ['https://partner.example', 'https://other-partner.example']) {
      const res = await get(path, { origin });
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('vary')?.toLowerCase(), origin).toContain('origin');
    }
    expect((await get(path)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps a missing page 5 s, so a flood of requests for it reaches the app once', async () => {
    const path = `/article/00000000-0000-4000-8000-${String(Date.now()).slice(-12)}`;
    const first = await get(path);
    expect(first.status).toBe(404);
    const again = await get(path);
    expect(again.status).toBe(404);
    expect(again.headers.get('x-cache-status')).toBe('HIT');
  });
});
