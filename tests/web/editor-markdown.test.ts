/**
 * The editor's Markdown (web/src/features/admin/editor/markdown.ts): every seeded article opens in
 * the editor and is written back byte for byte; what writers type is escaped so that it stays
 * text; figures and YouTube players are read as the public renderer reads them; what the editor
 * has no block for is kept verbatim.
 */
import { describe, expect, it } from 'vitest';
import { getSchema, type JSONContent } from '@tiptap/core';
import { seedArticles } from '../../seed/content/index.ts';
import { bodyExtensions } from '../../web/src/features/admin/editor/extensions.ts';
import { parseMarkdown, serializeMarkdown } from '../../web/src/features/admin/editor/markdown.ts';
import { PastedImages } from '../../web/src/features/admin/editor/pasted-images.ts';

// The editor's own schema: a document goes through it as the editor holds it (every attribute
// with its default), so the round trip is the one the editor makes.
const schema = getSchema(
  bodyExtensions({ placeholder: '', images: new PastedImages({ file: async () => '', remote: async () => '' }), onLinkShortcut: () => {} }),
);
const asEditorHoldsIt = (doc: JSONContent): JSONContent => schema.nodeFromJSON(doc).toJSON();
const roundTrip = (markdown: string) => serializeMarkdown(asEditorHoldsIt(parseMarkdown(markdown)));
const p = (...content: JSONContent[]): JSONContent => ({ type: 'paragraph', content });
const t = (text: string, ...marks: string[]): JSONContent => (marks.length ? { type: 'text', text, marks: marks.map((type) => ({ type })) } : { type: 'text', text });
const doc = (...content: JSONContent[]): JSONContent => ({ type: 'doc', content });

describe('every seeded article survives the editor untouched', () => {
  it.each(seedArticles.map((a) => [a.slug, a.body]))('%s', (_, body) => {
    expect(roundTrip(body)).toBe(body);
  });
});

describe('house-style Markdown comes back as written', () => {
  it.each([
    ['marks', 'Some **bold**, *italic*, ~~gone~~ and `code` with [a link](https://example.org "Title").'],
    ['nested marks', '***both*** and **bold with *italic* inside** and [**bold link**](https://example.org)'],
    ['headings', '## Two\n\n### Three\n\n#### Four'],
    ['lists', '- one\n- two\n  - nested\n- three\n\n1. first\n2. second'],
    ['a list that starts at 3', '3. third\n4. fourth'],
    ['a loose list', '- one\n\n- two'],
    ['quotes', '> A quote\n>\n> over two paragraphs'],
    ['a divider and code', 'Text\n\n---\n\n```js\nconst x = 1;\n```'],
    ['a hard break', 'Line one\\\nline two'],
    ['figures', '![Pupils at work](/media/uploads/a.jpg "They share one laptop")\n\n![A launch](https://youtu.be/dQw4w9WgXcQ "Demo day")'],
    ['escaped text', 'Costs 5\\*2, a \\_private\\_ word, snake_case, 1 < 2, \\<b> and &amp;copy;'],
    ['line-start look-alikes', '\\# not a heading\n\n\\- not a list\n\n2020\\. A year\n\n\\> not a quote'],
    ['a table stays verbatim', '| a | b |\n|---|---|\n| 1 | 2 |'],
    ['raw HTML stays verbatim', '<div class="x">Hello</div>'],
    ['an inline picture stays verbatim', 'See ![the chart](/media/a.png) here'],
  ])('%s', (_, markdown) => {
    expect(roundTrip(markdown)).toBe(markdown);
  });
});

describe('what the editor holds is written as Markdown that reads back the same', () => {
  it('spaces at a mark edge move outside its delimiters', () => {
    expect(serializeMarkdown(doc(p(t('a '), t('bold ', 'bold'), t('word'))))).toBe('a **bold** word');
  });

  it('typed markup characters stay text', () => {
    const typed = doc(p(t('# 1. *not* [sic](2019) <b>tag</b> `tick` _x_ ~~y~~')));
    const markdown = serializeMarkdown(asEditorHoldsIt(typed));
    expect(parseMarkdown(markdown)).toEqual(typed);
  });

  it('a list item, a quote and a heading keep their text and marks', () => {
    const typed = doc(
      { type: 'heading', attrs: { level: 3 }, content: [t('Why '), t('it', 'italic'), t(' matters')] },
      { type: 'bulletList', attrs: { marker: '-', loose: false }, content: [{ type: 'listItem', content: [p(t('One', 'bold'))] }, { type: 'listItem', content: [p(t('Two'))] }] },
      { type: 'blockquote', content: [p(t('Said '), t('loudly', 'bold'))] },
    );
    expect(serializeMarkdown(asEditorHoldsIt(typed))).toBe('### Why *it* matters\n\n- **One**\n- Two\n\n> Said **loudly**');
  });

  it('figures keep alt text and caption, quotes and brackets escaped', () => {
    const typed = doc({ type: 'figure', attrs: { src: '/media/uploads/x y.jpg', alt: 'A [big] "red" door', caption: 'The "door"' } });
    const markdown = serializeMarkdown(typed);
    expect(markdown).toBe('![A \\[big\\] "red" door](</media/uploads/x y.jpg> "The \\"door\\"")');
    expect(parseMarkdown(markdown)).toEqual(typed);
  });

  it('a YouTube address as a figure is the player', () => {
    expect(parseMarkdown('![Demo](https://www.youtube.com/watch?v=dQw4w9WgXcQ)').content?.[0]).toEqual({
      type: 'youtube',
      attrs: { src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', alt: 'Demo', caption: '' },
    });
  });

  it('an empty body is one empty paragraph, and writes back as nothing', () => {
    expect(parseMarkdown('')).toEqual(doc({ type: 'paragraph' }));
    expect(serializeMarkdown(parseMarkdown(''))).toBe('');
  });
});
