/**
 * Receives an episode audio upload: the form's `file` part is streamed straight to a temporary file
 * in the data folder (an episode of 200 MB never sits in memory), and the parser stops reading a
 * file past AUDIO_UPLOAD_MAX_MB (413). Whatever goes wrong, the temporary file is removed here;
 * once received, it is the caller's to store or remove.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import { AUDIO_MESSAGES } from '../../../shared/podcast-audio.ts';
import { badRequest, HttpError } from '../../errors.ts';
import { multipartError } from '../../lib/multipart-errors.ts';
import { tmpDir } from '../media/storage.ts';

export interface ReceivedAudio {
  /** The temporary file holding the bytes as sent. */
  path: string;
  filename: string;
}

export async function receiveAudio(parts: AsyncIterable<Multipart>, dataDir: string, maxMb: number): Promise<ReceivedAudio> {
  const words = { tooLarge: AUDIO_MESSAGES.tooLarge(maxMb), oneFile: 'Upload one audio file at a time', tooManyFields: 'Too many form fields; send the audio file only' };
  let received: ReceivedAudio | null = null;
  let path: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'file' || received) {
        part.file.resume(); // not ours: read past it
        continue;
      }
      await mkdir(tmpDir(dataDir), { recursive: true });
      path = join(tmpDir(dataDir), `${randomUUID()}.upload`);
      await pipeline(part.file, createWriteStream(path, { flags: 'wx' }));
      // The parser ends a file at the limit without an error of its own: what was kept is cut short.
      if (part.file.truncated) throw new HttpError(413, words.tooLarge);
      received = { path, filename: part.filename };
    }
  } catch (err) {
    if (path) await rm(path, { force: true });
    throw multipartError(err, words);
  }
  if (!received) throw badRequest(AUDIO_MESSAGES.noFile, [{ path: 'file', msg: AUDIO_MESSAGES.noFile }]);
  return received;
}
