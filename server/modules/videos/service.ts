/** The magazine videos admin: the shared video rules on every write, partial updates, the staff list. */
import type { Pagination } from '../../../shared/api/common.ts';
import type { Video } from '../../../shared/api/content.ts';
import type { VideoBody, VideoListQuery } from '../../../shared/api/videos.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { videos } from '../../db/schema.ts';
import { validationFailed } from '../../errors.ts';
import { contentAdmin } from '../content/content-admin.ts';
import { equalsIf, filterValue } from '../content/list-filters.ts';
import { definedOnly } from '../content/partial-update.ts';
import type { SaveContext } from '../content/revisions.ts';
import { toVideo, videoBodyOf } from './mapper.ts';
import { videoTable } from './table.ts';
import { FieldErrors } from '../../../shared/validation/fields.ts';
import { offeredCategoryNames } from '../site/service.ts';
import { checkVideoFields, videoRules, type VideoValues } from '../../../shared/validation/video.ts';

const admin = contentAdmin(videoTable, toVideo, 'Video not found', { type: 'video', noun: 'video', fieldsOf: videoBodyOf });

function checked(db: Db, input: VideoBody): VideoValues {
  const errors = new FieldErrors();
  const values = checkVideoFields(errors, input, videoRules(offeredCategoryNames(db)), nowIso());
  if (!errors.empty) throw validationFailed(errors.items);
  return values;
}

export function listVideosPage(db: Db, query: VideoListQuery): { data: Video[]; pagination: Pagination } {
  return admin.list(db, query, {
    where: [equalsIf(videos.category, filterValue(query.category)), equalsIf(videos.featured, query.featured)],
    // No trending flag exists for videos: trending lists the most watched first.
    sort: query.trending ? 'views' : undefined,
  });
}

export const getVideo = admin.get;

export const createVideoFrom = (db: Db, body: VideoBody, ctx?: SaveContext): Video => admin.create(db, checked(db, definedOnly(body)), ctx);

/** PUT is partial: the body is merged onto the stored video and the result is checked as a whole. */
export const updateVideoFrom = (db: Db, id: string, body: VideoBody, ctx?: SaveContext): Video =>
  admin.update(db, id, (current) => checked(db, { ...videoBodyOf(current), ...definedOnly(body) }), ctx);

/** Magazine videos as revisions, autosave and the editing routes read them. */
export const videoEditing = admin.editable;

