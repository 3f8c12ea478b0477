/** A magazine video as its preview shows it (content/preview.ts): the stored video with the editor's fields over it, by the video rules. */
import type { PublicVideo } from '../../../shared/api/public.ts';
import { checkVideoFields, VIDEO_RULES } from '../../../shared/validation/video.ts';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { withEngagement } from '../content/engagement.ts';
import { previewValues } from '../content/preview.ts';
import { toVideo, videoBodyOf } from './mapper.ts';
import { videoTable } from './table.ts';

export function videoPreview(db: Db, id: string, fields: Record<string, unknown> | null): PublicVideo | undefined {
  const row = videoTable.find(db, id);
  if (!row) return undefined;
  const values = fields ? previewValues(videoBodyOf(toVideo(row)), fields, (body, errors) => checkVideoFields(errors, body, VIDEO_RULES, nowIso())) : {};
  return withEngagement(db, [toVideo({ ...row, ...values })])[0];
}
