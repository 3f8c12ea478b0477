/**
 * Episode audio (issue 14): staff upload an MP3 or an M4A (AAC) through the API; the type is
 * decided by the content, duration, bitrate and size are read from the file, and the file is stored
 * beside the image uploads. A text file named .mp3, an MP3 or M4A cut short and a file over
 * AUDIO_UPLOAD_MAX_MB are refused with nothing left behind. Saving an episode copies the facts of
 * the uploaded file its audio_url names. Stored files are served with byte ranges, byte-exact.
 * Real multipart bodies through supertest, real files (tests/fixtures, 2 s tones).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { filesUnder } from '../helpers/files.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { audioFiles, podcastEpisodes } from '../../server/db/schema.ts';
import { AUDIO_MESSAGES } from '../../shared/podcast-audio.ts';

const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));
const MP3 = readFileSync(join(FIXTURES, 'tone.mp3'));
const M4A = readFileSync(join(FIXTURES, 'tone.m4a'));
const MONTH = () => new Date().toISOString().slice(0, 7).replace('-', '/');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

let ctx: TestContext;
let auth: { authorization: string };
let staffId: string;

const uploadTo = (c: TestContext, file: Buffer | null, filename = 'episode.mp3') => {
  const req = request(c.app.server).post('/api/podcasts/audio').set(auth);
  return file ? req.attach('file', file, filename) : req.field('note', 'no file here');
};
const upload = (file: Buffer | null, filename?: string) => uploadTo(ctx, file, filename);

/** Every file under the data folder's media/audio and media/tmp, relative to media/. */
const storedFiles = (c: TestContext = ctx) => filesUnder(join(c.config.dataDir, 'media'), ['audio', 'tmp']);
const rows = () => ctx.app.db.select().from(audioFiles).all();

beforeAll(async () => {
  ctx = await createTestApp();
  const staff = await signedInStaff(ctx.app);
  ({ auth } = staff);
  staffId = staff.id;
});
afterAll(async () => ctx.close());

describe('POST /api/podcasts/audio', () => {
  it('stores an MP3 with the duration, bitrate and size read from it', async () => {
    const res = await upload(MP3, 'Episode 12 – Café Talk.mp3');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body.data;
    expect(res.body).toMatchObject({ success: true, message: 'Audio uploaded' });
    expect(data).toMatchObject({ filename: 'Episode 12 – Café Talk.mp3', mime_type: 'audio/mpeg', size: MP3.length, duration: 2, bitrate: 32 });
    expect(data.url).toMatch(new RegExp(`^/media/audio/${MONTH()}/${data.id}/episode-12-cafe-talk\\.mp3$`));
    expect(readFileSync(join(ctx.config.dataDir, data.url)).equals(MP3)).toBe(true);
    const row = ctx.app.db.select().from(audioFiles).where(eq(audioFiles.id, data.id)).get();
    expect(row).toMatchObject({ url: data.url, mimeType: 'audio/mpeg', size: MP3.length, duration: 2, bitrate: 32, uploadedBy: staffId });
    // Moved into place: nothing left in the temporary folder.
    expect(storedFiles().filter((f) => f.startsWith('tmp/'))).toEqual([]);
  });

  it('stores an M4A (AAC) as audio/mp4', async () => {
    const res = await upload(M4A, 'interview.m4a');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const data = res.body.data;
    expect(data).toMatchObject({ filename: 'interview.m4a', mime_type: 'audio/mp4', size: M4A.length, duration: 2 });
    expect(data.bitrate).toBeGreaterThanOrEqual(16);
    expect(data.bitrate).toBeLessThanOrEqual(40);
    expect(data.url).toMatch(new RegExp(`^/media/audio/${MONTH()}/${UUID}/interview\\.m4a$`));
    expect(readFileSync(join(ctx.config.dataDir, data.url)).equals(M4A)).toBe(true);
  });

  it('goes by the content, not the name: an MP3 called .m4a is stored as an MP3', async () => {
    const res = await upload(MP3, 'mislabelled.m4a');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ mime_type: 'audio/mpeg' });
    expect(res.body.data.url).toMatch(/\/mislabelled\.mp3$/);
  });

  describe('refusals leave nothing behind', () => {
    let before: { files: string[]; rows: number };
    beforeEach(() => {
      before = { files: storedFiles(), rows: rows().length };
    });

    async function refused(file: Buffer, filename: string, message: string) {
      const res = await upload(file, filename);
      expect(res.status, filename).toBe(400);
      expect(res.body).toEqual({ success: false, message, errors: [{ path: 'file', msg: message }] });
      expect(storedFiles()).toEqual(before.files);
      expect(rows()).toHaveLength(before.rows);
    }

    it('a text file renamed .mp3', async () => {
      await refused(Buffer.from('Episode 12 show notes\n'.repeat(200)), 'episode.mp3', AUDIO_MESSAGES.wrongType);
    });

    it('a truncated MP3 (its header still claims the whole length)', async () => {
      await refused(MP3.subarray(0, Math.floor(MP3.length * 0.6)), 'cut.mp3', AUDIO_MESSAGES.unreadable);
      // A few frames short, wherever the cut falls: the encoder's frame count tells.
      for (const cut of [300, 313, 314, 315]) await refused(MP3.subarray(0, MP3.length - cut), `short-${cut}.mp3`, AUDIO_MESSAGES.unreadable);
    });

    it('a truncated M4A', async () => {
      await refused(M4A.subarray(0, Math.floor(M4A.length * 0.7)), 'cut.m4a', AUDIO_MESSAGES.unreadable);
    });

    it('other formats and noise behind an audio signature', async () => {
      const noise = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
      await refused(Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 10]), noise]), 'noise.mp3', AUDIO_MESSAGES.wrongType);
      await refused(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt '), noise]), 'speech.wav', AUDIO_MESSAGES.wrongType);
      await refused(readFileSync(fileURLToPath(new URL('../../seed/images/placeholder.jpg', import.meta.url))), 'cover.mp3', AUDIO_MESSAGES.wrongType);
    });

    it('no file, or an empty one', async () => {
      for (const res of [await upload(null), await upload(Buffer.alloc(0), 'empty.mp3'), await request(ctx.app.server).post('/api/podcasts/audio').set(auth).send({ file: 'x' })]) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: AUDIO_MESSAGES.noFile });
      }
      expect(storedFiles()).toEqual(before.files);
    });
  });

  it('needs a staff token', async () => {
    const res = await request(ctx.app.server).post('/api/podcasts/audio').attach('file', MP3, 'x.mp3');
    expect(res.status).toBe(401);
  });

  it('refuses a file over AUDIO_UPLOAD_MAX_MB with 413 and keeps nothing of it', async () => {
    const small = await createTestApp({ AUDIO_UPLOAD_MAX_MB: '1' });
    try {
      const staff = await signedInStaff(small.app);
      const big = Buffer.concat([MP3, Buffer.alloc(1024 * 1024)]);
      const res = await request(small.app.server).post('/api/podcasts/audio').set(staff.auth).attach('file', big, 'long.mp3');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Audio must be at most 1 MB' });
      expect(storedFiles(small)).toEqual([]);
      // Under the limit is fine.
      expect((await request(small.app.server).post('/api/podcasts/audio').set(staff.auth).attach('file', MP3, 'short.mp3')).status).toBe(201);
    } finally {
      await small.close();
    }
  });
});

describe('GET /api/podcasts/audio/limits', () => {
  it('tells staff the largest file an upload may be, as configured', async () => {
    const res = await request(ctx.app.server).get('/api/podcasts/audio/limits').set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { max_bytes: ctx.config.audioUploadMaxMb * 1024 * 1024, max_mb: ctx.config.audioUploadMaxMb } });
    const small = await createTestApp({ AUDIO_UPLOAD_MAX_MB: '3' });
    try {
      const staff = await signedInStaff(small.app);
      expect((await request(small.app.server).get('/api/podcasts/audio/limits').set(staff.auth)).body.data).toEqual({ max_bytes: 3 * 1024 * 1024, max_mb: 3 });
    } finally {
      await small.close();
    }
  });

  it('needs a staff token', async () => {
    expect((await request(ctx.app.server).get('/api/podcasts/audio/limits')).status).toBe(401);
  });
});

describe('the stored audio files: listed with their episodes, deleted for good', () => {
  it('lists each upload newest first with the episodes that play it', async () => {
    const older = (await upload(MP3, 'Older talk.mp3')).body.data;
    const newer = (await upload(M4A, 'Newer talk.m4a')).body.data;
    const episode = await request(ctx.app.server).post('/api/podcasts').set(auth).send({ title: 'Plays the newer talk', audio_url: newer.url });
    expect(episode.status).toBe(201);
    const res = await request(ctx.app.server).get('/api/podcasts/audio?limit=2').set(auth);
    expect(res.status).toBe(200);
    expect(res.body.data.map((f: { id: string }) => f.id)).toEqual([newer.id, older.id]);
    expect(res.body.data[0]).toMatchObject({ filename: 'Newer talk.m4a', mime_type: 'audio/mp4', size: M4A.length, used_by: [{ id: episode.body.data.id, title: 'Plays the newer talk' }] });
    expect(res.body.data[1].used_by).toEqual([]);
    expect(res.body.pagination).toMatchObject({ page: 1, limit: 2, total: rows().length });
    // Searched by file name, any case; % is a character, not a wildcard.
    const found = await request(ctx.app.server).get('/api/podcasts/audio').query({ q: 'OLDER' }).set(auth);
    expect(found.body.data.map((f: { id: string }) => f.id)).toEqual([older.id]);
    expect((await request(ctx.app.server).get('/api/podcasts/audio').query({ q: '%' }).set(auth)).body.data).toEqual([]);
  });

  it('deletes a file from disk and takes it from the episodes that played it', async () => {
    const audio = (await upload(MP3, 'To be deleted.mp3')).body.data;
    const episode = (await request(ctx.app.server).post('/api/podcasts').set(auth).send({ title: 'Loses its audio', audio_url: audio.url, status: 'published' })).body.data;
    expect((await request(ctx.app.server).get(audio.url)).status).toBe(200);

    // Audio files are not kept in the trash: the delete names the file and the episodes it leaves silent first.
    const preview = (await request(ctx.app.server).get(`/api/podcasts/audio/${audio.id}/deletion`).set(auth)).body.data;
    expect(preview.name).toBe('To be deleted.mp3');
    expect(preview.will_lose[1]).toBe('the audio of 1 episode ("Loses its audio"): their pages, the player and the podcast feed stop playing it');
    const refused = await request(ctx.app.server).delete(`/api/podcasts/audio/${audio.id}`).query({ confirm: 'Other file.mp3' }).set(auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Deleting To be deleted\.mp3 cannot be undone: it destroys the file To be deleted\.mp3 \(/);
    expect((await request(ctx.app.server).get(audio.url)).status).toBe(200); // still served

    const res = await request(ctx.app.server).delete(`/api/podcasts/audio/${audio.id}`).query({ confirm: 'To be deleted.mp3' }).set(auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Audio file deleted; 1 episode no longer has audio' });
    expect(storedFiles().some((f) => f.includes(audio.id))).toBe(false);
    expect((await request(ctx.app.server).get(audio.url)).status).toBe(404);
    expect(rows().some((r) => r.id === audio.id)).toBe(false);
    const after = (await request(ctx.app.server).get(`/api/podcasts/${episode.id}`).set(auth)).body.data;
    expect(after).toMatchObject({ audio_url: '', audio_size: 0, audio_type: '', audio_duration: 0, audio_bitrate: 0 });
    // The public side stops naming it at once.
    expect((await request(ctx.app.server).get('/podcast.xml')).text).not.toContain(audio.url);

    // An unused file goes with a plain message; a second delete, or an id of nothing, is a 404.
    const unused = (await upload(MP3, 'Unused.mp3')).body.data;
    expect((await request(ctx.app.server).delete(`/api/podcasts/audio/${unused.id}`).query({ confirm: 'Unused.mp3' }).set(auth)).body.message).toBe('Audio file deleted');
    for (const id of [audio.id, 'not-a-uuid']) {
      const missing = await request(ctx.app.server).delete(`/api/podcasts/audio/${id}`).set(auth);
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ success: false, message: 'Audio file not found' });
    }
  });

  it('needs a staff token to list or delete', async () => {
    expect((await request(ctx.app.server).get('/api/podcasts/audio')).status).toBe(401);
    expect((await request(ctx.app.server).delete(`/api/podcasts/audio/${randomUUID()}`)).status).toBe(401);
  });
});

describe('saving an episode copies the facts of its uploaded audio', () => {
  const save = (body: object, id?: string) =>
    (id ? request(ctx.app.server).put(`/api/podcasts/${id}`) : request(ctx.app.server).post('/api/podcasts')).set(auth).send(body);

  it('size, type, duration and bitrate, and the duration text; a YouTube link may go with it', async () => {
    const audio = (await upload(MP3, 'ep.mp3')).body.data;
    const res = await save({ title: 'With audio', audio_url: audio.url, youtube_url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      audio_url: audio.url,
      audio_size: MP3.length,
      audio_type: 'audio/mpeg',
      audio_duration: 2,
      audio_bitrate: 32,
      duration: '0:02',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
    });
    const id = res.body.data.id;
    const row = ctx.app.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).get()!;
    expect(row).toMatchObject({ audioSize: MP3.length, audioType: 'audio/mpeg', audioDuration: 2, audioBitrate: 32 });

    // Another upload brings its own facts; its length wins over a typed duration (the file is what plays).
    const m4a = (await upload(M4A, 'ep.m4a')).body.data;
    const changed = await save({ audio_url: m4a.url, duration: '58 min' }, id);
    expect(changed.body.data).toMatchObject({ audio_type: 'audio/mp4', audio_size: M4A.length, audio_duration: 2, duration: '0:02' });

    // An outside address is kept with no facts, and a typed duration with it; clearing the address clears them.
    const outside = await save({ audio_url: 'https://cdn.example.org/ep-1.mp3', duration: '58 min' }, id);
    expect(outside.body.data).toMatchObject({ audio_url: 'https://cdn.example.org/ep-1.mp3', audio_size: 0, audio_type: '', audio_duration: 0, audio_bitrate: 0, duration: '58 min' });
    const cleared = await save({ audio_url: m4a.url }, id).then(() => save({ audio_url: '' }, id));
    expect(cleared.body.data).toMatchObject({ audio_url: '', audio_size: 0, audio_type: '', audio_duration: 0, audio_bitrate: 0 });
  });

  it('an address of the audio store naming no uploaded file is a field error', async () => {
    const missing = `/media/audio/${MONTH()}/${randomUUID()}/missing.mp3`;
    const res = await save({ title: 'Lost audio', audio_url: missing });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Validation error',
      errors: [{ path: 'audio_url', msg: 'No uploaded audio file has this address; upload the file again' }],
    });
  });
});

describe('GET /media/audio/...: stored files with byte ranges', () => {
  let mp3: string;
  let m4a: string;
  beforeAll(async () => {
    mp3 = (await upload(MP3, 'range.mp3')).body.data.url;
    m4a = (await upload(M4A, 'range.m4a')).body.data.url;
  });
  // inject, not supertest: the body's exact bytes (rawPayload) and paths such as /media/audio/../x
  // sent as written, where a client parsing the URL (WHATWG) resolves the '..' first.
  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url, headers });
  const size = MP3.length;

  it('the whole file, typed, cached for good, with ranges announced', async () => {
    const res = await get(mp3);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(MP3)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'audio/mpeg',
      'content-length': String(size),
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await get(m4a)).headers['content-type']).toBe('audio/mp4');
  });

  it('answers ranges byte-exact with 206 and Content-Range', async () => {
    const cases: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=100-', 100, size - 1],
      ['bytes=-50', size - 50, size - 1],
      ['bytes=0-1', 0, 1],
      [`bytes=${size - 10}-${size + 500}`, size - 10, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(mp3, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(res.headers['content-length'], range).toBe(String(end - start + 1));
      expect(res.rawPayload.equals(MP3.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('416 for a range past the end', async () => {
    const res = await get(mp3, { range: `bytes=${size}-` });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('HEAD: the headers of the GET, no body', async () => {
    const whole = await get(mp3, {}, 'HEAD');
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'content-length': String(size), 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.length).toBe(0);
    const part = await get(mp3, { range: 'bytes=10-19' }, 'HEAD');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${size}`);
    expect(part.rawPayload.length).toBe(0);
  });

  it('serves only what the store wrote', async () => {
    const folder = mp3.slice(0, mp3.lastIndexOf('/'));
    for (const url of [`${folder}/other.mp3`, `${folder}/range.wav`, '/media/audio/../site.db', '/media/audio/', `${mp3}x`, `/media/audio/tmp/x.mp3`]) {
      expect([400, 404], url).toContain((await get(url)).statusCode);
    }
  });
});
