/**
 * What each module gives the machinery of modules/content that knows no type: its kind of trash
 * (content/trash.ts: how it goes there, comes back and is emptied) and, for each content type, its
 * preview (content/preview.ts). Only the trash routes, the background job, the preview routes and
 * the server-rendered preview page need all of them; each type's own routes use their own.
 */
import type { Previewers } from './content/preview.ts';
import type { TrashKinds } from './content/trash.ts';
import { articlePreview } from './articles/preview.ts';
import { articleTrash } from './articles/trash.ts';
import { commentTrash } from './comments/trash.ts';
import { uploadTrash } from './media/trash.ts';
import { podcastPreview } from './podcasts/preview.ts';
import { podcastTrash, seriesTrash } from './podcasts/trash.ts';
import { tvEpisodePreview } from './tvshows/preview.ts';
import { seasonTrash, tvEpisodeTrash } from './tvshows/trash.ts';
import { videoPreview } from './videos/preview.ts';
import { videoTrash } from './videos/trash.ts';

export const TRASH_KINDS: TrashKinds = {
  articles: articleTrash,
  videos: videoTrash,
  tvshows: tvEpisodeTrash,
  podcasts: podcastTrash,
  comments: commentTrash,
  uploads: uploadTrash,
  seasons: seasonTrash,
  series: seriesTrash,
};

export const PREVIEWERS: Previewers = {
  article: articlePreview,
  video: videoPreview,
  tvshow: tvEpisodePreview,
  podcast: podcastPreview,
};
