/**
 * How the review screens and mails name a content type and where its editor is in the back office.
 * Pure data: the server's mails and the web's Review queue both read it.
 */
import type { ContentType } from './constants.ts';

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  article: 'Article',
  video: 'Video',
  tvshow: 'TV episode',
  podcast: 'Podcast episode',
};

const EDITOR_FOLDERS: Record<ContentType, string> = {
  article: 'articles',
  video: 'videos',
  tvshow: 'tv-episodes',
  podcast: 'podcast-episodes',
};

/** The back office address of an item's editor: '/admin/articles/<id>/edit'. */
export const editorPath = (type: ContentType, id: string): string => `/admin/${EDITOR_FOLDERS[type]}/${id}/edit`;

/** The back office address of an item's detail page, for those who may read it but not change it: '/admin/article/<id>'. */
export const detailPath = (type: ContentType, id: string): string => `/admin/${type}/${id}`;

/** The Review queue's address in the back office. */
export const REVIEW_QUEUE_PATH = '/admin/review';
