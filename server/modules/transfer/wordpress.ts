/**
 * Reading a WordPress export (WXR, the XML of Tools > Export, versions 1.0 to 1.2) with
 * fast-xml-parser. Posts come in with their status, dates, author, categories, tags, excerpt,
 * featured image (the `_thumbnail_id` post meta naming an attachment item) and approved comments;
 * pages, attachments, menu items and other post types are listed as skipped, with why.
 */
import { XMLParser } from 'fast-xml-parser';
import { nowIso } from '../../clock.ts';
import { ArchiveError } from '../backup/archive.ts';
import { htmlToText, isoDate, type SourcePost, type SourceSite, type SourceStatus } from './source-site.ts';

type Node = Record<string, unknown>;

const LISTS = new Set(['item', 'wp:author', 'wp:category', 'wp:tag', 'wp:term', 'category', 'wp:postmeta', 'wp:comment', 'wp:commentmeta']);

/** An element's text whether it was CDATA, plain text or an element with attributes. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return text((value as Node)['#text']);
  return String(value);
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : value ? [value as Node] : []);

const SKIPPED_TYPES: Record<string, string> = {
  page: 'a page: this site has articles, videos and episodes, not pages',
  attachment: 'a media library entry: pictures come in with the posts that use them',
  nav_menu_item: 'a menu item: this site has its own navigation',
  revision: 'an old revision',
  wp_block: 'a reusable block',
  wp_template: 'a theme template',
  wp_template_part: 'a theme template',
  wp_navigation: 'a menu',
  wp_global_styles: 'theme styles',
  custom_css: 'theme styles',
};

export function parseWordPress(xml: string): SourceSite {
  let doc: Node;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: false,
      processEntities: true,
      htmlEntities: true,
      isArray: (name) => LISTS.has(name),
    }).parse(xml) as Node;
  } catch (err) {
    throw new ArchiveError(`This file is not readable XML: ${(err as Error).message}`);
  }
  const channel = (doc.rss as Node | undefined)?.channel as Node | undefined;
  if (!channel || !('wp:wxr_version' in channel || list(channel.item).some((i) => 'wp:post_type' in i))) {
    throw new ArchiveError('This file is not a WordPress export (WXR): export it from Tools > Export in WordPress.');
  }
  const siteId = (text(channel['wp:base_blog_url']) || text(channel.link) || text(channel.title)).trim().replace(/\/+$/, '');
  const authors: Authors = new Map(
    list(channel['wp:author']).map((a) => [
      text(a['wp:author_login']).trim(),
      { name: text(a['wp:author_display_name']).trim() || text(a['wp:author_login']).trim(), email: text(a['wp:author_email']).trim() || null },
    ]),
  );
  const items = list(channel.item);
  const attachments: Attachments = new Map(
    items
      .filter((i) => text(i['wp:post_type']).trim() === 'attachment')
      .map((i) => [
        text(i['wp:post_id']).trim(),
        {
          url: text(i['wp:attachment_url']).trim() || text(i.guid).trim(),
          alt: metaOf(i, '_wp_attachment_image_alt') || htmlToText(text(i.title)),
          caption: htmlToText(text(i['excerpt:encoded'])),
          parent: text(i['wp:post_parent']).trim(),
          order: Number(text(i['wp:menu_order']).trim()) || 0,
        },
      ]),
  );

  const site: SourceSite = { id: `wordpress:${siteId}`, name: text(channel.title).trim() || null, posts: [], skipped: [] };
  for (const item of items) {
    const type = text(item['wp:post_type']).trim() || 'post';
    // A WordPress title is HTML ("Title <em>With</em> Markup", "&laquo;"): this site's are text.
    const title = htmlToText(text(item.title)) || '(untitled)';
    const status = text(item['wp:status']).trim();
    if (type !== 'post') {
      if (type === 'attachment') continue; // counted with the posts that use them, not one by one
      site.skipped.push({ kind: type, title, reason: SKIPPED_TYPES[type] ?? `a "${type}" item, a type this site does not have` });
      continue;
    }
    if (status === 'trash' || status === 'auto-draft' || status === 'inherit') {
      site.skipped.push({ kind: 'post', title, reason: status === 'trash' ? 'in the WordPress trash' : 'an automatic draft WordPress keeps' });
      continue;
    }
    site.posts.push(postOf(item, site.id, title, status, authors, attachments));
  }
  return site;
}

function metaOf(item: Node, key: string): string {
  return text(list(item['wp:postmeta']).find((m) => text(m['wp:meta_key']).trim() === key)?.['wp:meta_value']).trim();
}

interface Attachment {
  url: string;
  alt: string;
  caption: string;
  /** The post it was uploaded to: a [gallery] without ids shows that post's pictures. */
  parent: string;
  order: number;
}
type Attachments = Map<string, Attachment>;

/**
 * A [gallery] shortcode as its pictures, each a figure with its caption: the pictures named by
 * `ids` (or `include`), else, as WordPress shows it, those uploaded to the post, in their menu
 * order. Left as it was, the shortcode is dropped and a gallery post comes in without its pictures.
 */
function expandGalleries(html: string, postId: string, attachments: Attachments): string {
  return html.replace(/\[gallery\b([^\]]*)\]/gi, (_, attrs: string) => {
    const ids = /\b(?:ids|include)\s*=\s*["']?([\d,\s]+)/i.exec(attrs)?.[1];
    const pictures = ids
      ? ids.split(',').map((id) => attachments.get(id.trim())).filter((a): a is Attachment => Boolean(a))
      : [...attachments.entries()].filter(([, a]) => a.parent === postId).sort(([ia, a], [ib, b]) => a.order - b.order || Number(ia) - Number(ib)).map(([, a]) => a);
    const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
    return pictures
      .filter((a) => a.url)
      .map((a) => `<figure><img src="${escape(a.url)}" alt="${escape(a.alt)}">${a.caption ? `<figcaption>${escape(a.caption)}</figcaption>` : ''}</figure>`)
      .join('\n');
  });
}

/** The export's authors (wp:author) by login. */
type Authors = Map<string, { name: string; email: string | null }>;

function postOf(item: Node, siteId: string, title: string, wpStatus: string, authors: Authors, attachments: Attachments): SourcePost {
  const id = text(item['wp:post_id']).trim();
  const notes: string[] = [];
  const date = isoDate(text(item['wp:post_date_gmt'])) ?? isoDate(text(item['wp:post_date'])) ?? isoDate(text(item.pubDate)) ?? nowIso();
  let status: SourceStatus = 'draft';
  if (wpStatus === 'publish') status = 'published';
  else if (wpStatus === 'future') status = 'scheduled';
  else if (wpStatus === 'pending') status = 'review';
  else if (wpStatus === 'private') notes.push('private in WordPress: imported as a draft, as this site has no private articles');
  if (text(item['wp:post_password']).trim() && status !== 'draft') {
    status = 'draft';
    notes.push('password-protected in WordPress: imported as a draft, as this site has no passwords on articles');
  }
  const terms = list(item.category).map((c) => ({ domain: text(c['@_domain']).trim(), name: text(c).trim() })).filter((t) => t.name);
  const login = text(item['dc:creator']).trim();
  const thumbnail = attachments.get(metaOf(item, '_thumbnail_id'));
  const comments: SourcePost['comments'] = [];
  const skippedComments: SourcePost['skippedComments'] = [];
  for (const c of list(item['wp:comment'])) {
    const author = htmlToText(text(c['wp:comment_author'])) || 'Anonymous';
    const approved = text(c['wp:comment_approved']).trim();
    const type = text(c['wp:comment_type']).trim();
    const label = `${author} on "${title}"`;
    if (type === 'pingback' || type === 'trackback') skippedComments.push({ title: label, reason: `a ${type}, not a reader's comment` });
    else if (approved === 'spam') skippedComments.push({ title: label, reason: 'marked as spam in WordPress' });
    else if (approved === 'trash') skippedComments.push({ title: label, reason: 'in the WordPress trash' });
    else if (approved !== '1') skippedComments.push({ title: label, reason: 'never approved in WordPress' });
    else {
      const parent = text(c['wp:comment_parent']).trim();
      comments.push({
        key: `${siteId}#comment-${text(c['wp:comment_id']).trim()}`,
        parentKey: parent && parent !== '0' ? `${siteId}#comment-${parent}` : undefined,
        name: author,
        email: text(c['wp:comment_author_email']).trim() || null,
        text: htmlToText(text(c['wp:comment_content'])),
        date: isoDate(text(c['wp:comment_date_gmt'])) ?? isoDate(text(c['wp:comment_date'])) ?? date,
      });
    }
  }
  return {
    key: `${siteId}#post-${id}`,
    title,
    html: expandGalleries(text(item['content:encoded']), id, attachments),
    excerpt: htmlToText(text(item['excerpt:encoded'])),
    status,
    date,
    author: { name: authors.get(login)?.name ?? login ?? '', bio: '', image: '', email: authors.get(login)?.email ?? null },
    categories: terms.filter((t) => t.domain === 'category').map((t) => t.name),
    tags: terms.filter((t) => t.domain === 'post_tag').map((t) => t.name),
    featuredImage: thumbnail?.url ? thumbnail : null,
    comments,
    skippedComments,
    notes,
  };
}
