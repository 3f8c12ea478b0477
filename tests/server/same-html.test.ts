/**
 * The same HTML for every reader: a page's bytes never depend on the reader's cookies (the
 * light/dark choice used to be read from a `theme` cookie and written into <html>), so nginx, a CDN
 * and the in-process response cache can share one copy. The choice is applied in the browser,
 * before the first paint, by a fingerprinted external script (web/src/theme-init.js): no inline
 * script, under the strict CSP. Uses the production build in dist/ (`npm run build`, or the e2e
 * global setup), as the production web mode does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { makeArticle } from '../helpers/content.ts';

let web: TestContext;
let articleId: string;
const get = (path: string, cookie?: string) => {
  const req = request(web.app.server).get(path);
  return cookie ? req.set('Cookie', cookie) : req;
};

beforeAll(async () => {
  web = await createTestApp({}, { web: 'prod' });
  articleId = makeArticle(web.app.db, { title: 'Same for all' });
});

afterAll(async () => {
  await web?.close();
});

const THEME_SCRIPT = /<script src="(\/assets\/theme-init-[\w-]{8}\.js)"><\/script>/;

describe('the HTML is the same for every reader', () => {
  it('a saved theme cookie changes not one byte of a public page or the back office shell', async () => {
    for (const path of ['/', '/magazine', '/about', '/admin', '/admin/login']) {
      // The dark reader asks first: nothing is cached yet, so this page is rendered for them (the
      // next two may come from the response cache; this one proves the render ignores cookies).
      const dark = await get(path, 'theme=dark; visitor=abc');
      const none = await get(path);
      const light = await get(path, 'theme=light');
      expect(dark.status, path).toBe(200);
      expect(dark.text.startsWith('<!doctype html>\n<html lang="en">\n'), `${path}: <html> names a theme`).toBe(true);
      // Booleans keep a failure message short (a page is large).
      expect(dark.text === none.text, `${path}: dark cookie vs none`).toBe(true);
      expect(light.text === none.text, `${path}: light cookie vs none`).toBe(true);
      expect(dark.headers['set-cookie'], path).toBeUndefined();
      expect(String(dark.headers.vary ?? '').toLowerCase(), path).not.toContain('cookie');
    }
  });

  it('nor of an article page (its view count aside, which each visit moves)', async () => {
    const page = await get(`/article/${articleId}`, 'theme=dark');
    expect(page.status).toBe(200);
    expect(page.text.includes('Same for all')).toBe(true);
    expect(page.text.startsWith('<!doctype html>\n<html lang="en">\n')).toBe(true);
  });
});

describe('the theme script', () => {
  it('is an external, render-blocking script in <head>, and the only executable one is from /assets/', async () => {
    const res = await get('/', 'theme=dark');
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    expect(THEME_SCRIPT.test(head), 'no theme-init script in <head>: is the web build (npm run build) current?').toBe(true);
    // No inline script anywhere: every <script> has a src or is JSON data (the page data, JSON-LD).
    const scripts = res.text.match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts) expect(/\bsrc="\/assets\/|type="application\/(ld\+)?json"/.test(tag), tag).toBe(true);
    // Classic and blocking: not a module, not async, not deferred (those would run after the first paint).
    const tag = THEME_SCRIPT.exec(head)![0];
    expect(tag).not.toMatch(/type=|async|defer/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(/script-src[^;]*(unsafe-inline|nonce-|sha256-)/.test(res.headers['content-security-policy'])).toBe(false);
  });

  it('is served as JavaScript, cached for a year (its name changes with its content), and is tiny', async () => {
    const page = await get('/admin/login');
    const src = THEME_SCRIPT.exec(page.text)?.[1];
    expect(src, 'the back office shell carries the theme script too').toBeDefined();
    const res = await get(src!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toContain('dataset.theme');
    expect(Buffer.byteLength(res.text)).toBeLessThan(1024);
  });
});

describe("the build's files", () => {
  it('carry the headers a script needs (nosniff, CORP, HSTS, ETag), not those only a document reads; an SVG or a page keeps them all', async () => {
    const page = await get('/');
    const entry = /<script type="module"[^>]* src="(\/assets\/index-[\w-]{8}\.js)"/.exec(page.text)?.[1];
    expect(entry, 'no entry script in the page: is the web build current?').toBeDefined();
    for (const [path, encoding] of [
      [entry!, 'br'],
      [entry!, 'identity'],
    ]) {
      const res = await request(web.app.server).get(path).set('Accept-Encoding', encoding);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe(encoding === 'br' ? 'br' : undefined);
      expect(res.headers, path).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
        'strict-transport-security': expect.stringContaining('max-age='),
      });
      // Fingerprinted: revalidated by its ETag, never by date, and never fetched in byte ranges.
      expect(res.headers.etag, path).toBeTruthy();
      for (const header of ['last-modified', 'accept-ranges', 'content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
        expect(res.headers[header], `${path} (${encoding}) ${header}`).toBeUndefined();
      }
    }
    for (const path of ['/favicon.svg', '/']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-security-policy'], path).toContain("default-src 'self'");
      expect(res.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});
