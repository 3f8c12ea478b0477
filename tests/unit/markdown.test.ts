/**
 * Article bodies: Markdown rendered to HTML a browser can show safely. Script in any form is gone;
 * what writers use (headings, links, images, code, lists, tables) survives.
 */
import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from '../../server/modules/content/markdown.ts';

describe('renderMarkdown strips what could run script', () => {
  it.each([
    ['a script element', 'Hello <script>alert(1)</script> world', /<script|alert\(1\)/i],
    ['an onerror handler', '<img src="https://img.example.org/x.jpg" onerror="alert(1)">', /onerror|alert/i],
    ['an onclick handler', '<p onclick="alert(1)">Click</p>', /onclick|alert/i],
    ['a javascript: link in Markdown', '[click me](javascript:alert(1))', /javascript:/i],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)', /data:/i],
    ['an iframe', '<iframe src="https://evil.example.org"></iframe>', /<iframe/i],
    ['a style element', '<style>body{display:none}</style>', /<style|display:none/i],
    ['an svg with onload', '<svg onload="alert(1)"><circle/></svg>', /<svg|onload/i],
  ])('%s', (_, markdown, forbidden) => {
    expect(renderMarkdown(markdown)).not.toMatch(forbidden);
  });
});

describe('renderMarkdown keeps what writers use', () => {
  it('headings start at h2 (the page title is the h1)', () => {
    const html = renderMarkdown('# Big\n\n## Section\n\n### Sub');
    expect(html).toContain('<h2>Big</h2>');
    expect(html).toContain('<h2>Section</h2>');
    expect(html).toContain('<h3>Sub</h3>');
    expect(html).not.toContain('<h1');
  });

  it('links open safely, mailto links stay', () => {
    expect(renderMarkdown('[UNESCO](https://www.unesco.org "Site")')).toContain(
      '<a href="https://www.unesco.org" title="Site" rel="noopener noreferrer nofollow">UNESCO</a>',
    );
    expect(renderMarkdown('[mail us](mailto:desk@example.org)')).toContain('<a href="mailto:desk@example.org">mail us</a>');
  });

  it('a picture of the media library gets its WebP variants, the column sizes and its size; a srcset as written is dropped', () => {
    const url = '/media/uploads/2026/11/0b6f2f1e-4f5a-4c1e-9d2b-5a7c3e9f1a2b/1200x675-3a5f7c.jpg';
    const html = renderMarkdown(`![Pupils at work](${url})\n\n<img src="https://img.example.org/a.jpg" srcset="https://tracker.example.org/x.jpg 2x" sizes="1px">`);
    const folder = url.slice(0, url.lastIndexOf('/'));
    expect(html).toContain(
      `<img src="${url}" alt="Pupils at work" srcset="${[320, 400, 480, 640, 680, 720, 800, 960, 1200].map((w) => `${folder}/${w}.webp ${w}w`).join(', ')}" ` +
        `sizes="(min-width:860px) 812px,(min-width:768px) calc(100vw - 48px),calc(100vw - 32px)" width="1200" height="675" loading="lazy" decoding="async" />`,
    );
    expect(html).toContain('<img src="https://img.example.org/a.jpg" loading="lazy" />');
  });

  it('images keep their address and alt text and load lazily', () => {
    expect(renderMarkdown('![Pupils at work](https://img.example.org/a.jpg)')).toContain(
      '<img src="https://img.example.org/a.jpg" alt="Pupils at work" loading="lazy" />',
    );
  });

  it('code, emphasis, lists, quotes and tables survive; code is shown, not run', () => {
    const html = renderMarkdown(
      'Some **bold**, *em* and ~~gone~~ with `<b>inline</b>`.\n\n```\n<script>alert(1)</script>\n```\n\n- one\n- two\n\n> quoted\n\n| a | b |\n|:--|--:|\n| 1 | 2 |',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>em</em>');
    expect(html).toContain('<del>gone</del>');
    expect(html).toContain('<code>&lt;b&gt;inline&lt;/b&gt;</code>');
    expect(html).toContain('<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;\n</code></pre>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>\n</blockquote>');
    expect(html).toMatch(/<table>[\s\S]*<th align="left">a<\/th>[\s\S]*<td align="right">2<\/td>[\s\S]*<\/table>/);
  });
});

describe('figures: an image alone in its paragraph (shared/body-figures.ts)', () => {
  it('a picture with its caption is a figure; one inside a sentence stays inline', () => {
    const html = renderMarkdown('![Pupils at work](https://img.example.org/a.jpg "Pairs share one laptop")\n\nSee ![a chart](https://img.example.org/c.png) here');
    expect(html).toContain(
      '<figure><img src="https://img.example.org/a.jpg" alt="Pupils at work" loading="lazy" /><figcaption>Pairs share one laptop</figcaption></figure>',
    );
    expect(html).toContain('<p>See <img src="https://img.example.org/c.png" alt="a chart" loading="lazy" /> here</p>');
  });

  it('a YouTube address is the click-to-load player: a still and a plain link to the video, no iframe', () => {
    const html = renderMarkdown('![Demo day](https://youtu.be/dQw4w9WgXcQ "The <b>final</b> pitch")');
    expect(html).toBe(
      '<figure class="prose-embed"><div class="embed" data-youtube="dQw4w9WgXcQ">' +
        '<img class="embed__poster" src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="" width="480" height="360" loading="lazy" />' +
        '<a class="embed__play" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" aria-label="Play video: Demo day" rel="noopener noreferrer nofollow"></a>' +
        '</div><figcaption>The &lt;b&gt;final&lt;/b&gt; pitch</figcaption></figure>\n',
    );
  });

  it("a writer's HTML cannot borrow other classes or point the player anywhere", () => {
    const html = renderMarkdown('<div class="embed site-header" data-youtube="x&quot; onload=&quot;alert(1)">x</div><a class="btn" href="https://x.org">y</a>');
    expect(html).toContain('<div class="embed" data-youtube>x</div>');
    expect(html).not.toMatch(/site-header|btn|onload/);
  });
});

describe('markdownToText', () => {
  it('gives the words without markup, with entities read back', () => {
    expect(markdownToText('# Title\n\nSome **bold** & <em>more</em> [link](https://x.org)\n\n- a < b')).toBe(
      'Title Some bold & more link a < b',
    );
    expect(markdownToText('<script>alert(1)</script>Safe')).not.toContain('alert');
  });
});
