/**
 * The uploaded audio files as the back office lists them (with the episodes that play each) and
 * deletes them: the row, the episodes' audio (audio-repository.ts) and the file's folder on disk.
 */
import type { AudioListQuery } from '../../../shared/api/podcasts.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { pageOffset, pagination } from '../../lib/pagination.ts';
import { isUuid } from '../../lib/uuid.ts';
import { deleteAudioFile, episodesPlaying, findAudioFile, listAudioFiles } from './audio-repository.ts';
import { removeStoredAudio } from './audio-store.ts';

export function listAudio(db: Db, q: AudioListQuery) {
  const page = q.page ?? 1;
  const limit = q.limit ?? 20;
  const { rows, total } = listAudioFiles(db, { limit, offset: pageOffset({ page, limit }) }, q.q?.trim() || undefined);
  const uses = episodesPlaying(db, rows.map((r) => r.url));
  return { data: rows.map((r) => ({ ...r, used_by: uses.get(r.url) ?? [] })), pagination: pagination(page, limit, total) };
}

/** Deletes a stored file; answers how many episodes it was taken from. */
export async function removeAudio(db: Db, dataDir: string, id: string): Promise<number> {
  const file = isUuid(id) ? findAudioFile(db, id) : undefined;
  const episodes = file ? deleteAudioFile(db, file) : null;
  if (!file || episodes === null) throw notFound('Audio file not found');
  await removeStoredAudio(dataDir, file.url);
  return episodes;
}
