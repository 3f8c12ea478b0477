/**
 * The WordPress and Ghost readers (server/modules/transfer) on hand-written exports: an item with
 * no date takes the server clock's "now" (server/clock.ts), so a test moves it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { setClock, systemClock } from '../../server/clock.ts';
import { parseGhost } from '../../server/modules/transfer/ghost.ts';
import { parseWordPress } from '../../server/modules/transfer/wordpress.ts';

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
