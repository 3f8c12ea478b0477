/** Rules of the magazine videos admin: defaults, validation with the spec's messages, partial updates. */
import { ARTICLE_CATEGORIES, DEFAULT_ARTICLE_CATEGORY, VIDEO_SECTIONS } from '../../../shared/constants.ts';
import type { Pagination } from '../../../shared/api/common.ts';
import type { Video } from '../../../shared/api/content.ts';
import type { VideoBody, VideoListQuery } from '../../../shared/api/videos.ts';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../errors.ts';
import { toVideo } from '../content/mappers.ts';
import { FieldErrors } from '../content/validation.ts';
import { filterValue, pagination, sortKey, statusFilter } from './list-filters.ts';
import { VIDEO_SORTS, createVideo, findVideo, listVideos, removeVideo, updateVideo } from './repository.ts';
import { checkVideoFields, definedOnly, videoBodyOf, type VideoFieldRules, type VideoValues } from './video-fields.ts';

/** Magazine videos use the article categories and sit in the Magazine section unless told otherwise. */
const RULES: VideoFieldRules = {
  categories: ARTICLE_CATEGORIES,
  defaultCategory: DEFAULT_ARTICLE_CATEGORY,
  sections: VIDEO_SECTIONS,
  sectionFor: () => 'Magazine',
  durationRequired: false,
};

const NOT_FOUND = 'Video not found';

function checked(input: VideoBody): VideoValues {
  const errors = new FieldErrors();
  const values = checkVideoFields(errors, input, RULES, new Date().toISOString());
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

export function listVideosPage(db: Db, query: VideoListQuery): { data: Video[]; pagination: Pagination } {
  const page = query.page ?? 1;
  const limit = query.limit ?? 10;
  const { rows, total } = listVideos(db, {
    status: statusFilter(query.status),
    category: filterValue(query.category),
    featured: query.featured,
    q: query.q,
    // No trending flag exists for videos: trending lists the most watched first.
    sort: query.trending ? 'views' : sortKey(query.sort, VIDEO_SORTS, 'newest'),
    page,
    limit,
  });
  return { data: rows.map(toVideo), pagination: pagination(page, limit, total) };
}

export function getVideo(db: Db, id: string): Video {
  const row = findVideo(db, id);
  if (!row) throw notFound(NOT_FOUND);
  return toVideo(row);
}

export function createVideoFrom(db: Db, body: VideoBody): Video {
  return toVideo(createVideo(db, checked(definedOnly(body))));
}

/** PUT is partial: the body is merged onto the stored video and the result is checked as a whole. */
export function updateVideoFrom(db: Db, id: string, body: VideoBody): Video {
  const current = getVideo(db, id);
  const values = checked({ ...videoBodyOf(current), ...definedOnly(body) });
  const row = updateVideo(db, id, values);
  if (!row) throw notFound(NOT_FOUND);
  return toVideo(row);
}

export function deleteVideo(db: Db, id: string): void {
  if (!removeVideo(db, id)) throw notFound(NOT_FOUND);
}
