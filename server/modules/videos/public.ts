/** Magazine videos for readers (/api/public/videos and the /videos pages): public ones only, with their engagement. */
import type { PublicListQuery, PublicVideo } from '../../../shared/api/public.ts';
import type { Db } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import type { Page } from '../../lib/pagination.ts';
import { one, opened } from '../content/public-detail.ts';
import { listConditions, publicListPage, type ListFilters } from '../content/public-lists.ts';
import type { Viewer } from '../content/view-window.ts';
import { toVideo } from './mapper.ts';
import { videoTable } from './table.ts';

const publicVideos = (db: Db, f: ListFilters, page: Page) => videoTable.publicPage(db, listConditions(videos, f), page);

export function listVideos(db: Db, q: PublicListQuery) {
  const { items, pagination } = publicListPage(db, q, publicVideos, toVideo, {});
  return { videos: items, pagination };
}

export function openVideo(db: Db, id: string, viewer: Viewer): PublicVideo {
  return opened(db, 'video', id, viewer, one(videoTable.findPublic, toVideo), 'Video not found');
}
