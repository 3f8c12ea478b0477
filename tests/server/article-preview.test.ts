/**
 * The article form's Preview shows what readers will see (issue 15): POST /api/articles/preview
 * renders the form's Markdown with the function a save stores `content_html` with, so the preview's
 * HTML is byte for byte the public article's: pictures (an upload with its variants), links with
 * their rel, anything unsafe dropped. Staff only; nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { articles } from '../../server/db/schema.ts';

let ctx: TestContext;
let auth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

const UPLOAD = '/media/uploads/2026/01/3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b/1600x900-3a5f7c.jpg';
const MARKDOWN = [
  '# A heading',
  '',
  'Read [the report](https://example.org/report "The report") or [our page](/about).',
  '',
  `![Pupils at a solar lab](${UPLOAD})`,
  '',
  '![An outside picture](https://cdn.example.org/pic.jpg)',
  '',
  'Before <script>alert(1)</script> after <img src=x onerror=alert(1)>',
  '',
  '| a | b |',
  '|---|---|',
  '| 1 | 2 |',
].join('\n');

const preview = (content: unknown, headers: Record<string, string> = auth) =>
  request(ctx.app.server).post('/api/articles/preview').set(headers).send({ content });

describe('POST /api/articles/preview', () => {
  it('answers the HTML the public article shows for the same Markdown', async () => {
    const res = await preview(MARKDOWN);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const html = res.body.data.html as string;

    const created = await request(ctx.app.server)
      .post('/api/articles')
      .set(auth)
      .send({ title: 'Preview twin', excerpt: 'Same body', content: MARKDOWN, author: 'Amina', featured_image: '/media/seed/placeholder.jpg' });
    expect(created.status).toBe(201);
    const published = await request(ctx.app.server).get(`/api/public/articles/${created.body.data.id}`);
    expect(published.status).toBe(200);
    expect(html).toBe(published.body.data.content_html);

    // What that HTML is: headings from h2, links with rel (outside ones), pictures (an upload with
    // its variants), and no script.
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<a href="https://example.org/report" title="The report" rel="noopener noreferrer nofollow">the report</a>');
    expect(html).toContain('<a href="/about">our page</a>');
    expect(html).toMatch(/<img src="[^"]+1600x900-3a5f7c\.jpg" alt="Pupils at a solar lab" srcset="[^"]+ 1600w" sizes="[^"]+" width="1600" height="900" loading="lazy" decoding="async" \/>/);
    expect(html).toContain('<img src="https://cdn.example.org/pic.jpg" alt="An outside picture" loading="lazy" />');
    expect(html).toContain('<table>');
    expect(html).not.toMatch(/<script|onerror|alert\(1\)<\/script>/i);
  });

  it('stores nothing', async () => {
    const before = ctx.app.db.select().from(articles).all().length;
    expect((await preview('Just a *draft*')).body.data.html).toBe('<p>Just a <em>draft</em></p>\n');
    expect(ctx.app.db.select().from(articles).all().length).toBe(before);
  });

  it('needs a staff token, and Markdown text', async () => {
    expect((await preview('Hello', {})).status).toBe(401);
    expect((await preview({ markdown: 'Hello' })).status).toBe(400);
    expect((await request(ctx.app.server).post('/api/articles/preview').set(auth).send({})).status).toBe(400);
    expect((await preview('')).body.data.html).toBe('');
  });
});
