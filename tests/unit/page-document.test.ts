/**
 * The page document (server/ssr/document.ts): the content goes in exactly as rendered, whatever
 * characters it holds.
 */
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../server/ssr/document.ts';

const TEMPLATE =
  '<!doctype html><html><head><!--app-head--><!--app-styles--></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-data--></body></html>';

describe('the page document', () => {
  it("puts the rendered content in as it is: '$&' and \"$'\" are text, not replacement patterns", () => {
    const html = buildDocument(TEMPLATE, { html: "<p>$' $& $$ $`</p>", head: '<meta content="$&">' }, { payload: { site: { site_name: "Tom's $& News" } } });
    expect(html).toContain("<div id=\"root\"><p>$' $& $$ $`</p></div>");
    expect(html).toContain('<meta content="$&">');
    expect(html).toContain('"site_name":"Tom\'s $& News"');
    // The feed links name the site as administrators set it.
    expect(html).toContain('title="Tom&#39;s $&#38; News" href="/rss.xml"');
    expect(html).toContain('title="Tom&#39;s $&#38; News Podcast" href="/podcast.xml"');
  });
});
