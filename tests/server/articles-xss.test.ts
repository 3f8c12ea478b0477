/**
 * Article bodies are Markdown rendered to HTML on the server. Whatever staff paste (or an attacker
 * with a stolen session tries), the stored `content_html` must not be able to run script.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';

let ctx: TestContext;
let auth: { authorization: string };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ auth } = await signedInStaff(ctx.app));
});
afterAll(async () => ctx.close());

const PAYLOADS: Record<string, string> = {
  'script tag': 'Hello <script>alert(1)</script> world',
  'script tag, mixed case': '<ScRiPt src="https://evil.example/x.js"></sCrIpT>',
  'img onerror': '<img src="x" onerror="alert(1)">',
  'img onerror unquoted': '<img src=x onerror=alert(1)//>',
  'markdown link javascript:': '[click](javascript:alert(1))',
  'markdown link mixed case': '[click](JaVaScRiPt:alert(1))',
  'markdown link with entity': '[click](jav&#x61;script:alert(1))',
  'markdown link with tab': '[click](java\tscript:alert(1))',
  'html link with entities': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'html link vbscript': '<a href="vbscript:msgbox(1)">x</a>',
  'data: url link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'data: url image': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'svg onload': '<svg onload="alert(1)"><circle r="1"/></svg>',
  'iframe': '<iframe src="https://evil.example/"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'style expression': '<p style="width: expression(alert(1))">x</p>',
  'style tag': '<style>body{background:url("javascript:alert(1)")}</style>',
  'object/embed': '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  'form action': '<form action="javascript:alert(1)"><button>go</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'body onload': '<body onload=alert(1)>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'event in attribute-like text': '<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">ok</a>',
  'protocol-relative image': '<img src="//evil.example/x.png">',
  'broken tag trick': '<<script>script>alert(1)<</script>/script>',
  'html comment trick': '<!--<img src="--><img src=x onerror=alert(1)//">',
};

/** What makes HTML able to run script: dangerous elements, on* handlers, script-capable URLs. */
function assertInert(rawHtml: string) {
  // Judge the HTML as a browser would read attribute values: with character references decoded.
  const html = rawHtml
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(colon|tab|newline);/gi, (_, n: string) => ({ colon: ':', tab: '\t', newline: '\n' })[n.toLowerCase()] ?? '');
  expect(html).not.toMatch(/<\s*(script|iframe|object|embed|svg|style|form|meta|body|link|base|details|math)\b/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/\b(href|src|action|data|formaction)\s*=\s*["']?\s*(javascript|vbscript|data)\s*:/i);
  // Inside tags (not in escaped text) no script-capable scheme remains, even split by whitespace.
  for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag.replace(/\s+/g, '')).not.toMatch(/(javascript|vbscript|data):/i);
  expect(html).not.toMatch(/\bstyle\s*=/i);
  expect(html).not.toMatch(/\b(href|src)\s*=\s*["']?\/\//i);
}

describe('article content is rendered inert', () => {
  it.each(Object.entries(PAYLOADS))('%s', async (_name, payload) => {
    const res = await request(ctx.app.server)
      .post('/api/articles')
      .set(auth)
      .send({
        title: 'XSS probe',
        excerpt: 'probe',
        content: `Intro paragraph.\n\n${payload}\n\nClosing paragraph.`,
        author: 'Tester',
        featured_image: 'https://img.example.org/x.jpg',
      });
    expect(res.status).toBe(201);
    const html: string = res.body.data.content_html;
    assertInert(html);
    // Ordinary text around the payload survives.
    expect(html).toContain('Intro paragraph.');
    expect(html).toContain('Closing paragraph.');
    // The Markdown source is kept as written, so staff can edit it; only the HTML is cleaned.
    expect(res.body.data.content).toContain(payload);

    // Rendering again on update gives the same guarantee.
    const upd = await request(ctx.app.server).put(`/api/articles/${res.body.data.id}`).set(auth).send({ content: `${payload} again` });
    expect(upd.status).toBe(200);
    assertInert(upd.body.data.content_html);
  });

  it('keeps ordinary light markup and safe links', async () => {
    const res = await request(ctx.app.server)
      .post('/api/articles')
      .set(auth)
      .send({
        title: 'Markup',
        excerpt: 'markup',
        content: '# Heading\n\n*em* **strong** [site](https://example.org) ![pic](https://img.example.org/p.jpg)\n\n- one\n- two',
        author: 'Tester',
        featured_image: 'https://img.example.org/x.jpg',
      });
    const html: string = res.body.data.content_html;
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toMatch(/<a href="https:\/\/example.org" rel="noopener noreferrer nofollow">site<\/a>/);
    expect(html).toMatch(/<img src="https:\/\/img.example.org\/p.jpg" alt="pic"/);
    expect(html).toContain('<li>one</li>');
  });
});
