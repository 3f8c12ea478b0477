/**
 * Reading a Ghost export (Settings > Advanced > Import/Export > Export content: JSON shaped
 * `{db: [{meta, data: {posts, tags, posts_tags, users, posts_authors, posts_meta, ...}}]}`, Ghost 1
 * to 5; the bare `{meta, data}` of a migration file too). Posts come in with status, dates, authors
 * (the first one is the byline), tags (the primary one names the category when it is one of the
 * magazine's; Ghost's internal #tags are left out), excerpt, feature image and comments when the
 * export has them. The body is the post's `html`, or its Lexical or Mobiledoc document when there
 * is none. Pages are listed as skipped.
 */
import { nowIso } from '../../clock.ts';
import { ArchiveError } from '../backup/archive.ts';
import { lexicalToHtml, mobiledocToHtml, simplifyBookmarkCards } from './ghost-content.ts';
import { htmlToText, isoDate, type SourcePost, type SourceSite, type SourceStatus } from './source-site.ts';

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : []);
const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Ghost writes its own address as `__GHOST_URL__` in bodies and image addresses. */
const ghostUrl = (value: string, siteUrl: string) => value.replace(/__GHOST_URL__/g, siteUrl);

function bodyOf(post: Row): string {
  if (str(post.html).trim()) return simplifyBookmarkCards(str(post.html));
  try {
    if (str(post.lexical).trim()) return lexicalToHtml(str(post.lexical));
    if (str(post.mobiledoc).trim()) return mobiledocToHtml(str(post.mobiledoc));
  } catch {
    // an unreadable editor document: the plain text below is better than nothing
  }
  return str(post.plaintext)
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`)
    .join('');
}

export function parseGhost(json: string, options: { siteUrl?: string } = {}): SourceSite {
  let doc: Row;
  try {
    doc = JSON.parse(json) as Row;
  } catch {
    throw new ArchiveError('This file is not JSON: export it from Ghost under Settings > Advanced > Import/Export.');
  }
  const db = Array.isArray(doc.db) ? (doc.db[0] as Row | undefined) : doc;
  const data = db?.data as Row | undefined;
  if (!data || !Array.isArray(data.posts)) throw new ArchiveError('This file is not a Ghost export: it has no db[0].data.posts.');
  const siteUrl = (options.siteUrl ?? '').replace(/\/+$/, '');
  const setting = (key: string) => str(rows(data.settings).find((s) => s.key === key)?.value);
  const site: SourceSite = { id: 'ghost', name: setting('title') || null, posts: [], skipped: [] };

  const users = new Map(rows(data.users).map((u) => [str(u.id), u]));
  const tags = new Map(rows(data.tags).map((t) => [str(t.id), t]));
  const bySort = (a: Row, b: Row) => Number(a.sort_order ?? 0) - Number(b.sort_order ?? 0);
  const authorsOf = (postId: string) => rows(data.posts_authors).filter((pa) => str(pa.post_id) === postId).sort(bySort).map((pa) => users.get(str(pa.author_id))).filter(Boolean) as Row[];
  const tagsOf = (postId: string) => rows(data.posts_tags).filter((pt) => str(pt.post_id) === postId).sort(bySort).map((pt) => tags.get(str(pt.tag_id))).filter(Boolean) as Row[];
  const metaOf = (postId: string) => rows(data.posts_meta).find((m) => str(m.post_id) === postId) ?? {};
  const members = new Map(rows(data.members).map((m) => [str(m.id), m]));

  for (const post of rows(data.posts)) {
    const id = str(post.id);
    const title = str(post.title).trim() || '(untitled)';
    const isPage = post.type === 'page' || post.page === true || post.page === 1;
    if (isPage) {
      site.skipped.push({ kind: 'page', title, reason: 'a page: this site has articles, videos and episodes, not pages' });
      continue;
    }
    const notes: string[] = [];
    let status: SourceStatus = 'draft';
    const ghostStatus = str(post.status);
    if (ghostStatus === 'published') status = 'published';
    else if (ghostStatus === 'scheduled') status = 'scheduled';
    else if (ghostStatus === 'sent') notes.push('sent as a newsletter only in Ghost, never on the site: imported as a draft');
    const visibility = str(post.visibility) || 'public';
    if (visibility !== 'public' && status !== 'draft') {
      status = 'draft';
      notes.push(`for ${visibility === 'paid' ? 'paying members' : visibility === 'tiers' ? 'some membership tiers' : 'members'} only in Ghost: imported as a draft, as this site has no memberships`);
    }
    const author = authorsOf(id)[0] ?? users.get(str(post.author_id)) ?? {};
    const postTags = tagsOf(id);
    const publicTags = postTags.filter((t) => str(t.visibility) !== 'internal' && !str(t.name).startsWith('#'));
    const meta = metaOf(id);
    const image = ghostUrl(str(post.feature_image), siteUrl);
    const comments: SourcePost['comments'] = [];
    const skippedComments: SourcePost['skippedComments'] = [];
    for (const c of rows(data.comments).filter((c) => str(c.post_id) === id)) {
      const member = members.get(str(c.member_id)) ?? {};
      const name = str(member.name) || 'Member';
      if (str(c.status) && str(c.status) !== 'published') skippedComments.push({ title: `${name} on "${title}"`, reason: `${str(c.status)} in Ghost` });
      else comments.push({ key: `ghost#comment-${str(c.id)}`, name, email: str(member.email) || null, text: htmlToText(str(c.html)), date: isoDate(c.created_at) ?? nowIso() });
    }
    site.posts.push({
      key: `ghost#post-${id}`,
      title,
      html: ghostUrl(bodyOf(post), siteUrl),
      excerpt: str(post.custom_excerpt).trim() || str(meta.meta_description).trim(),
      status,
      date: isoDate(post.published_at) ?? isoDate(post.created_at) ?? nowIso(),
      author: { name: str(author.name), bio: str(author.bio), image: ghostUrl(str(author.profile_image), siteUrl), email: str(author.email) || null, links: ghostLinks(author) },
      // The primary tag (the first) is Ghost's nearest thing to a category.
      categories: publicTags.slice(0, 1).map((t) => str(t.name)),
      tags: publicTags.map((t) => str(t.name)),
      featuredImage: image ? { url: image, alt: str(meta.feature_image_alt) } : null,
      comments,
      skippedComments,
      notes,
    });
  }
  return site;
}

/** A Ghost staff user's website and social profiles (Ghost keeps handles: '@amina', 'amina.k'). */
function ghostLinks(user: Row): Array<{ label: string; url: string }> {
  const handle = (value: unknown) => str(value).trim().replace(/^@/, '');
  const links = [
    { label: 'Website', url: str(user.website).trim() },
    { label: 'X', url: handle(user.twitter) && `https://x.com/${handle(user.twitter)}` },
    { label: 'Facebook', url: handle(user.facebook) && `https://www.facebook.com/${handle(user.facebook)}` },
  ];
  return links.filter((l) => /^https?:\/\//.test(l.url));
}
