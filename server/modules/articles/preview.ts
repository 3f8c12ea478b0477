/**
 * An article as its preview shows it (content/preview.ts): the stored article with the editor's
 * fields over it, its body rendered as a save would (store.ts), by the article rules.
 */
import { randomUUID } from 'node:crypto';
import type { UpdateArticleBody } from '../../../shared/api/articles.ts';
import type { PublicArticle } from '../../../shared/api/public.ts';
import { checkArticle } from '../../../shared/validation/article.ts';
import type { FieldErrors } from '../../../shared/validation/fields.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { withEngagement } from '../content/engagement.ts';
import { findProfile } from '../authors/service.ts';
import { previewValues } from '../content/preview.ts';
import { withImages } from './items.ts';
import { toArticle } from './mapper.ts';
import { findArticle } from './repository.ts';
import { imagesOf } from './service.ts';
import { articleBodyFields } from './store.ts';

export function articlePreview(db: Db, id: string, fields: Record<string, unknown> | null): PublicArticle | undefined {
  const row = findArticle(db, id);
  if (!row) return undefined;
  const stored = withImages(db, [row])[0];
  if (!fields) return withEngagement(db, [stored])[0];
  const { content_html: _html, read_time: _time, views: _views, id: _id, ...body } = stored;
  const check = (draft: UpdateArticleBody, errors: FieldErrors) => {
    const gallery = imagesOf(draft.additional_images) ?? [];
    return { values: checkArticle(errors, draft, gallery, { defaultDate: row.publishDate, now: nowIso() }), images: gallery };
  };
  const { values, images } = previewValues<UpdateArticleBody, ReturnType<typeof check>>(body, fields, check);
  // The byline is the profile the editor chose, shown as its page shows it.
  const profile = findProfile(db, typeof fields.author_id === 'string' ? fields.author_id : row.authorId);
  const byline = profile ? { authorId: profile.id, author: profile.name, authorBio: profile.bio, authorImage: profile.image } : {};
  const article = toArticle(
    { ...row, ...values, ...byline, ...articleBodyFields(values.content) },
    // Pictures not saved yet have no row: a made-up id for each, as the page keys them.
    images.map((image, position) => ({ id: randomUUID(), articleId: id, url: image.url.trim(), alt: image.alt || 'Article image', caption: image.caption ?? '', position })),
    profile?.slug,
  );
  return withEngagement(db, [article])[0];
}
