/**
 * Assembles the HTML document: the Vite template (hashed script and style links) with the
 * server-rendered markup, the head tags, the shown page's own stylesheets (after the shared one,
 * at <!--app-styles-->: server/plugins/web.ts) and the page data as JSON.
 * The data goes in a non-executable <script type="application/json">, allowed by the strict CSP;
 * every '<' is escaped so content can never close the tag.
 *
 * Nothing in it depends on who asks (no cookie, no theme): every reader of a URL gets the same
 * bytes, so nginx, a CDN or the in-process response cache can hold one copy. The reader's
 * light/dark choice is applied in the browser before the first paint by the theme script the
 * template already carries (web/src/theme-init.js, added to index.html at build time).
 */
import { podcastTitle } from '../../shared/constants.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { jsonForScript } from '../../shared/json-in-html.ts';

export interface RenderedPage {
  html: string;
  head: string;
  /** The page modules shown (paths under web/src), whose stylesheets the page carries. */
  sources?: string[];
}

/**
 * Feed discovery (server/modules/feeds) on every public page, so browsers, feed readers and podcast
 * apps find the feeds from any URL a reader pastes. Site-wide rather than on /podcast only: the
 * client-side router never rewrites these tags, so per-page links would go stale on navigation.
 * Plain <link> tags: nothing for the CSP to allow.
 */
const feedLinks = (siteName: string) =>
  [
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(siteName)}" href="/rss.xml" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(podcastTitle(siteName))}" href="/podcast.xml" />`,
  ].join('\n    ');

export function buildDocument(
  template: string,
  page: RenderedPage | null,
  options: {
    payload: { site: { site_name: string } };
    /** The back office's shell: its own head, and no feed links (nothing there for a feed reader). */
    adminHead?: string;
    styles?: string;
  },
): string {
  // Every page carries its data and the site's settings; the back office's shell the settings
  // alone (its brand names the site from the first paint).
  const data = `<script type="application/json" id="__DATA__">${jsonForScript(options.payload)}</script>`;
  const head = options.adminHead ?? `${page?.head ?? ''}\n    ${feedLinks(options.payload.site.site_name)}`;
  // Replaced by functions: a replacement string would read "$&", "$'" or "$$" in the content
  // (an article title, say) as patterns and garble the page.
  return template
    .replace('<!--app-styles-->', () => options.styles ?? '')
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => page?.html ?? '')
    .replace('<!--app-data-->', () => data);
}
