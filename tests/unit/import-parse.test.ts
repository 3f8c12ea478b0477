/**
 * The WordPress and Ghost readers (server/modules/transfer) on hand-written exports: an item with
 * no date takes the server clock's "now" (server/clock.ts), so a test moves it; YouTube embeds in
 * every form the platforms write them become the site's YouTube figure, and [audio]/[video]
 * shortcodes a link to their file.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../../server/clock.ts';
import { parseGhost } from '../../server/modules/transfer/ghost.ts';
import { parseWordPress } from '../../server/modules/transfer/wordpress.ts';
import { htmlToMarkdown } from '../../server/modules/transfer/html-to-markdown.ts';
import { renderMarkdown } from '../../server/modules/content/markdown.ts';

const AT = Date.parse('2031-03-04T05:06:07.000Z');

/** A WXR file of the given <item> bodies (posts unless they say otherwise). */
function wxr(...items: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Test site</title><link>https://wp.example.org</link><wp:wxr_version>1.2</wp:wxr_version>
${items.map((body) => `<item>${body}<wp:post_type>post</wp:post_type></item>`).join('\n')}
</channel></rss>`;
}

afterEach(() => setClock(systemClock));

describe('an imported item with no date', () => {
  it('WordPress: dated by the server clock', () => {
    setClock(() => AT);
    const site = parseWordPress(wxr('<title>No date</title><wp:post_id>1</wp:post_id><wp:status>draft</wp:status><content:encoded><![CDATA[<p>Hi</p>]]></content:encoded>'));
    expect(site.posts[0].date).toBe(new Date(AT).toISOString());
  });

  it('Ghost: the post and its comment dated by the server clock', () => {
    setClock(() => AT);
    const json = JSON.stringify({
      db: [{ meta: { version: '5.80.0' }, data: { posts: [{ id: 'p1', title: 'No date', html: '<p>Hi</p>', status: 'draft', type: 'post' }], comments: [{ id: 'c1', post_id: 'p1', member_id: 'm1', html: '<p>Nice</p>', status: 'published' }], members: [{ id: 'm1', name: 'Reader', email: 'r@example.org' }] } }],
    });
    const site = parseGhost(json);
    expect(site.posts[0].date).toBe(new Date(AT).toISOString());
    expect(site.posts[0].comments[0]?.date).toBe(new Date(AT).toISOString());
  });
});

describe('videos and media files in imported bodies', () => {
  const ID = 'dQw4w9WgXcQ';
  const FIGURE = `![](https://www.youtube.com/watch?v=${ID})`;
  /** The public page's player for the imported body (the click-to-load YouTube facade). */
  const player = (markdown: string) => renderMarkdown(markdown).match(/data-youtube="([\w-]*)"/)?.[1];

  it('[embed] with a YouTube address becomes the site\'s YouTube figure; another address stays a link', () => {
    const md = htmlToMarkdown(`<p>Watch this:</p>\n\n[embed]https://www.youtube.com/watch?v=${ID}[/embed]\n\n[embed]https://vimeo.com/76979871[/embed]`);
    expect(md).toContain(`\n\n${FIGURE}\n\n`);
    expect(md).toContain('[https://vimeo.com/76979871](https://vimeo.com/76979871)');
    expect(player(md)).toBe(ID);
  });

  it('a bare YouTube address on its own line (classic editor auto-embed) becomes the figure; one inside a sentence stays text', () => {
    const md = htmlToMarkdown(`First paragraph.\n\nhttps://youtu.be/${ID}\n\nSee https://www.youtube.com/watch?v=${ID} later.`);
    expect(md.split('\n\n')).toEqual(['First paragraph.', FIGURE, `See https://www.youtube.com/watch?v=${ID} later.`]);
  });

  it('a block-editor YouTube embed block keeps its caption', () => {
    const html = `<!-- wp:embed {"url":"https://www.youtube.com/watch?v=${ID}","type":"video","providerNameSlug":"youtube","responsive":true} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=${ID}
</div><figcaption class="wp-element-caption">The robotics final, filmed by pupils</figcaption></figure>
<!-- /wp:embed -->`;
    const md = htmlToMarkdown(html);
    expect(md).toBe(`![](https://www.youtube.com/watch?v=${ID} "The robotics final, filmed by pupils")`);
    expect(renderMarkdown(md)).toContain('The robotics final, filmed by pupils');
  });

  it('a Ghost embed card (its iframe, its title and caption) and an embed card given as a URL become the figure', () => {
    const card = `<figure class="kg-card kg-embed-card kg-card-hascaption"><iframe width="200" height="113" src="https://www.youtube.com/embed/${ID}?feature=oembed" frameborder="0" allowfullscreen title="Solar classrooms"></iframe><figcaption><span>Filmed in Kisumu</span></figcaption></figure>`;
    expect(htmlToMarkdown(card)).toBe(`![Solar classrooms](https://www.youtube.com/watch?v=${ID} "Filmed in Kisumu")`);
    const mobiledoc = JSON.stringify({ version: '0.3.1', atoms: [], markups: [], cards: [['embed', { url: `https://www.youtube.com/watch?v=${ID}`, html: '<iframe></iframe>', type: 'video' }]], sections: [[10, 0]] });
    const json = JSON.stringify({ db: [{ meta: { version: '5.80.0' }, data: { posts: [{ id: 'p2', title: 'Card', mobiledoc, status: 'published', type: 'post', published_at: '2026-01-01T00:00:00.000Z' }] } }] });
    const md = htmlToMarkdown(parseGhost(json).posts[0].html);
    expect(md).toBe(FIGURE);
    expect(player(md)).toBe(ID);
  });

  it('[audio] and [video] shortcodes become a link to their file, never nothing', () => {
    const md = htmlToMarkdown(
      'Listen:\n\n[audio src="https://cdn.example.org/uploads/2024/05/Interview%20one.mp3"]\n\n[video width="640" height="360" mp4="https://cdn.example.org/clip.mp4"][/video]\n\n[audio]https://cdn.example.org/two.m4a[/audio]',
    );
    expect(md.split('\n\n')).toEqual([
      'Listen:',
      'Audio: [Interview one.mp3](https://cdn.example.org/uploads/2024/05/Interview%20one.mp3)',
      'Video: [clip.mp4](https://cdn.example.org/clip.mp4)',
      'Audio: [two.m4a](https://cdn.example.org/two.m4a)',
    ]);
  });
});
