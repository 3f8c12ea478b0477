/**
 * The uploaded audio files as the back office lists them (with the episodes that play each) and
 * deletes them: the row, the episodes' audio (audio-repository.ts) and the file's folder on disk.
 */
import type { DeletionPreview } from '../../../shared/api/deletion.ts';
import type { AudioListQuery } from '../../../shared/api/podcasts.ts';
import { countOf, formatBytes } from '../../../shared/words.ts';
import { requireConfirmed } from '../../lib/confirm-delete.ts';
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

function fileOrThrow(db: Db, id: string) {
  const file = isUuid(id) ? findAudioFile(db, id) : undefined;
  if (!file) throw notFound('Audio file not found');
  return file;
}

/** What deleting a stored file destroys (the trash does not keep audio files): the file, and the audio of the episodes that play it. */
export function audioDeletion(db: Db, id: string): DeletionPreview {
  const file = fileOrThrow(db, id);
  const episodes = episodesPlaying(db, [file.url]).get(file.url) ?? [];
  const titles = episodes.map((e) => `"${e.title}"`).join(', ');
  return {
    name: file.filename,
    will_lose: [
      `the file ${file.filename} (${formatBytes(file.size)})`,
      ...(episodes.length ? [`the audio of ${countOf(episodes.length, 'episode')} (${titles}): their pages, the player and the podcast feed stop playing it`] : []),
    ],
    keeps: episodes.length ? ['The episodes themselves stay, without audio until another file is chosen'] : [],
  };
}

/** Deletes a stored file once `confirm` names it; answers how many episodes it was taken from. */
export async function removeAudio(db: Db, dataDir: string, id: string, confirm: string | undefined): Promise<number> {
  requireConfirmed(audioDeletion(db, id), confirm);
  const file = fileOrThrow(db, id);
  const episodes = deleteAudioFile(db, file);
  if (!file || episodes === null) throw notFound('Audio file not found');
  await removeStoredAudio(dataDir, file.url);
  return episodes;
}
