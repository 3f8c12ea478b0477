/**
 * The podcast feed as Apple Podcasts and Podcasting 2.0 apps read it (issue 14): Apple's required
 * channel tags, <podcast:guid> (a UUIDv5 of the feed URL, checked against the namespace's own
 * vectors) and <podcast:locked>, an <enclosure> per episode with audio (the counted address and the
 * stored size and type for an uploaded file, the address as pasted for an outside one), episodes
 * without audio left out, episode art only when a square of at least 1,400 px can be made, the
 * transcripts at their own addresses, and conditional GET for the apps that poll. Parsed with a
 * real XML parser, so a malformed feed fails here as it would in an app.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import sharp from 'sharp';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { ROOT } from '../helpers/browser.ts';
import { daysAgo, makePodcastEpisode } from '../helpers/content.ts';
import { makePng } from '../helpers/images.ts';
import { podcastGuid, uuidV5, PODCAST_GUID_NAMESPACE } from '../../server/modules/feeds/podcast-guid.ts';
import { readableTranscript, transcriptFormat } from '../../shared/podcast-episode.ts';
import { variantsSettled } from '../../server/modules/media/variants.ts';

const SITE = 'http://localhost:5555'; // PUBLIC_URL of createTestApp
/** UUIDv5 of 'localhost:5555/podcast.xml' in the podcast namespace, worked out apart (Python's uuid.uuid5). */
const EXPECTED_GUID = '1abdeb0f-d80c-5ad9-9803-6d0f7f260f4a';

const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n<v Host>Welcome to the show.\n\n00:00:04.000 --> 00:00:08.000\n<v Guest>Glad to be here.\n';
const SRT = '1\n00:00:00,000 --> 00:00:04,000\nWelcome to the show.\n\n2\n00:00:04,000 --> 00:00:08,000\nGlad to be here.\n';

let ctx: TestContext;
const api = () => request(ctx.app.server);
const ids: Record<string, string> = {};
/** What the audio upload read from tests/fixtures/tone.mp3 (a two-second MP3). */
let upload: { url: string; mime_type: string; size: number; duration: number };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => ['item', 'enclosure', 'podcast:transcript', 'podcast:person'].includes(name),
});
type Node = Record<string, unknown>;
function parseFeed(xml: string): { channel: Node; items: Node[] } {
  const valid = XMLValidator.validate(xml);
  expect(valid, JSON.stringify(valid)).toBe(true);
  const channel = parser.parse(xml).rss.channel as Node;
  return { channel, items: (channel.item as Node[] | undefined) ?? [] };
}
const text = (node: unknown): string => (typeof node === 'object' && node !== null ? String((node as Node)['#text'] ?? '') : String(node ?? ''));
const attrs = (node: unknown): Record<string, string> => node as Record<string, string>;

/** Uploads a picture to the media library; answers its main file's address. */
async function uploadPicture(auth: { authorization: string }, width: number, height: number): Promise<string> {
  const res = await api().post('/api/media').set(auth).attach('file', makePng(width, height), `picture-${width}.png`);
  expect(res.status, res.text).toBe(201);
  return res.body.data.url as string;
}

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.app.db;
  const staff = await signedInStaff(ctx.app);
  const bigPicture = await uploadPicture(staff.auth, 1600, 1450);
  const smallPicture = await uploadPicture(staff.auth, 800, 800);

  // Newest first. The first as staff make it: a real MP3 uploaded, then the episode saved with its
  // address (saving copies what was read from the file: size, type, duration).
  const form = await api()
    .post('/api/podcasts/audio')
    .set(staff.auth)
    .attach('file', readFileSync(join(ROOT, 'tests/fixtures/tone.mp3')), { filename: 'tone.mp3', contentType: 'audio/mpeg' });
  expect(form.status, form.text).toBe(201);
  upload = form.body.data;
  const saved = await api()
    .post('/api/podcasts')
    .set(staff.auth)
    .send({
      title: 'Uploaded episode',
      description: 'An episode with an uploaded file.',
      guest_name: 'Kwame Mensah',
      status: 'published',
      publish_date: daysAgo(1),
      audio_url: upload.url,
      duration: '42 min',
      episode_number: 12,
      image: bigPicture,
      transcript: 'Host: Welcome to Library Talk.\nGuest: Thank you for having me.',
    });
  expect(saved.status, saved.text).toBe(201);
  ids.uploaded = saved.body.data.id;
  ids.outsideM4a = makePodcastEpisode(db, {
    title: 'Outside m4a episode',
    publishDate: daysAgo(2),
    audioUrl: 'https://cdn.example.org/ep2.m4a?x=1',
    duration: '1:02:03',
    image: smallPicture,
    transcript: VTT,
  });
  ids.outsideMp3 = makePodcastEpisode(db, {
    title: 'Outside mp3 episode',
    publishDate: daysAgo(3),
    audioUrl: 'https://cdn.example.org/ep3.mp3',
    audioSize: 1_000_000,
    image: '/media/seed/podcast-1.jpg',
    transcript: SRT,
  });
  ids.youtubeOnly = makePodcastEpisode(db, { title: 'YouTube only episode', publishDate: daysAgo(4), youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
  ids.nothing = makePodcastEpisode(db, { title: 'Episode not recorded yet', publishDate: daysAgo(5) });
  ids.draft = makePodcastEpisode(db, { title: 'Draft episode', status: 'draft', audioUrl: 'https://cdn.example.org/secret.mp3', transcript: 'secret words' });
});

afterAll(async () => {
  await variantsSettled();
  await ctx?.close();
});

describe('podcast:guid', () => {
  it('is the UUIDv5 the podcast namespace specification gives for its example feeds', () => {
    // docs/tags/guid.md of Podcastindex-org/podcast-namespace; scheme and trailing slashes are dropped.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
    expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(uuidV5('podnews.net/rss', PODCAST_GUID_NAMESPACE)).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    // RFC 9562's own UUIDv5 example (DNS namespace, 'www.example.com').
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });
});

describe('GET /podcast.xml', () => {
  let res: request.Response;
  let channel: Node;
  let items: Node[];
  const byTitle = (title: string) => items.find((i) => i.title === title)!;
  beforeAll(async () => {
    res = await api().get('/podcast.xml');
    ({ channel, items } = parseFeed(res.text));
  });

  it('declares the iTunes and podcast namespaces', () => {
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.text).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
    expect(res.text).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
  });

  it("has every channel tag Apple requires", () => {
    expect(channel.title).toBe('Insight Media Podcast');
    expect(channel.link).toBe(`${SITE}/podcast`);
    expect(String(channel.description).length).toBeGreaterThan(20);
    expect(channel.language).toBe('en');
    const image = attrs(channel['itunes:image'])['@href'];
    expect(image).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
    expect(image.startsWith(`${SITE}/`)).toBe(true);
    expect(channel['itunes:category']).toEqual({ '@text': 'Education' });
    expect(['true', 'false']).toContain(channel['itunes:explicit']);
    const owner = channel['itunes:owner'] as Node;
    expect(owner['itunes:email']).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(owner['itunes:name']).toBe('Insight Media');
  });

  it('has the Podcasting 2.0 guid of its own address, and is not locked to this host', () => {
    expect(channel['podcast:guid']).toBe(EXPECTED_GUID);
    expect(podcastGuid(`${SITE}/podcast.xml`)).toBe(EXPECTED_GUID);
    const owner = (channel['itunes:owner'] as Node)['itunes:email'];
    expect(channel['podcast:locked']).toEqual({ '#text': 'no', '@owner': owner });
  });

  it('lists every public episode with audio, newest first; none without audio, no draft', () => {
    expect(items.map((i) => i.title)).toEqual(['Uploaded episode', 'Outside m4a episode', 'Outside mp3 episode']);
    expect(res.text).not.toContain('YouTube only episode');
    expect(res.text).not.toContain('Episode not recorded yet');
    expect(res.text).not.toContain('Draft episode');
    expect(res.text).not.toContain('secret.mp3');
  });

  it('gives an uploaded file the counted enclosure address with its stored size and type', async () => {
    const item = byTitle('Uploaded episode');
    expect(upload).toMatchObject({ mime_type: 'audio/mpeg', duration: 2 });
    expect(item.enclosure).toEqual([{ '@url': `${SITE}/podcast/${ids.uploaded}/audio.mp3`, '@length': String(upload.size), '@type': 'audio/mpeg' }]);
    expect(Number(attrs((item.enclosure as Node[])[0])['@length'])).toBeGreaterThan(0);
    // The duration read from the file wins over the one typed ('42 min').
    expect(item['itunes:duration']).toBe('2');
    // The address answers with the file (the route counts the download: server/modules/podcasts).
    const file = await api().get(`/podcast/${ids.uploaded}/audio.mp3`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(Number(file.headers['content-length'])).toBe(upload.size);
  });

  it('gives an outside file its own address, typed by its extension, its length 0 when unknown', () => {
    expect(byTitle('Outside m4a episode').enclosure).toEqual([{ '@url': 'https://cdn.example.org/ep2.m4a?x=1', '@length': '0', '@type': 'audio/mp4' }]);
    expect(byTitle('Outside mp3 episode').enclosure).toEqual([{ '@url': 'https://cdn.example.org/ep3.mp3', '@length': '1000000', '@type': 'audio/mpeg' }]);
    expect(byTitle('Outside m4a episode')['itunes:duration']).toBe('3723');
  });

  it('gives each item its page as link, its UUID as guid, a date, and the guest', () => {
    for (const [title, id] of [
      ['Uploaded episode', ids.uploaded],
      ['Outside m4a episode', ids.outsideM4a],
      ['Outside mp3 episode', ids.outsideMp3],
    ]) {
      const item = byTitle(title);
      expect(item.link).toBe(`${SITE}/podcast/${id}`);
      expect(text(item.guid)).toBe(id);
      expect(attrs(item.guid)['@isPermaLink']).toBe('false');
      expect(Number.isFinite(Date.parse(String(item.pubDate)))).toBe(true);
      expect(String(item.pubDate)).toMatch(/ GMT$/);
      expect(item['podcast:person']).toEqual([{ '#text': 'Kwame Mensah', '@role': 'guest', '@group': 'cast' }]);
    }
    expect(byTitle('Uploaded episode')['itunes:episode']).toBe('12');
  });

  it('gives episode art only where a square of 1,400 px or more can be made', async () => {
    const href = attrs(byTitle('Uploaded episode')['itunes:image'])['@href'];
    expect(href).toMatch(new RegExp(`^${SITE}/media/uploads/\\d{4}/\\d{2}/[0-9a-f-]{36}/cover-1400\\.jpg$`));
    // 800 x 800 upload, seed picture: no episode art (the show's applies).
    expect(byTitle('Outside m4a episode')).not.toHaveProperty('itunes:image');
    expect(byTitle('Outside mp3 episode')).not.toHaveProperty('itunes:image');

    // The artwork is made when first asked for: a square JPEG of 1,400 px.
    const art = await api()
      .get(href.slice(SITE.length))
      .buffer(true)
      .parse((r, cb) => {
        const parts: Buffer[] = [];
        r.on('data', (c: Buffer) => parts.push(c));
        r.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(art.status).toBe(200);
    expect(art.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(art.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1400, 1400]);
    // A size the picture cannot make is no file.
    expect((await api().get(href.slice(SITE.length).replace('cover-1400', 'cover-3000'))).status).toBe(404);
  });

  it('links each transcript with the type of its format', () => {
    const t = (title: string) => attrs((byTitle(title)['podcast:transcript'] as Node[])[0]);
    expect(t('Uploaded episode')).toEqual({ '@url': `${SITE}/podcast/${ids.uploaded}/transcript.txt`, '@type': 'text/plain', '@language': 'en' });
    expect(t('Outside m4a episode')).toMatchObject({ '@url': `${SITE}/podcast/${ids.outsideM4a}/transcript.vtt`, '@type': 'text/vtt' });
    expect(t('Outside mp3 episode')).toMatchObject({ '@url': `${SITE}/podcast/${ids.outsideMp3}/transcript.srt`, '@type': 'application/x-subrip' });
  });
});

describe('transcripts', () => {
  it('answer at the address the feed gives, as text of the right type, readable from any origin', async () => {
    const plain = await api().get(`/podcast/${ids.uploaded}/transcript.txt`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.text).toBe('Host: Welcome to Library Talk.\nGuest: Thank you for having me.');

    const vtt = await api().get(`/podcast/${ids.outsideM4a}/transcript.vtt`).buffer(true);
    expect(vtt.status).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.text).toBe(VTT);

    const srt = await api().get(`/podcast/${ids.outsideMp3}/transcript.srt`).buffer(true);
    expect(srt.status).toBe(200);
    expect(srt.headers['content-type']).toBe('application/x-subrip; charset=utf-8');
    expect(srt.text).toBe(SRT);
  });

  it('are 404 at any other extension, for an episode without one, a draft or an unknown id', async () => {
    for (const path of [
      `/podcast/${ids.uploaded}/transcript.vtt`,
      `/podcast/${ids.outsideM4a}/transcript.txt`,
      `/podcast/${ids.youtubeOnly}/transcript.txt`,
      `/podcast/${ids.draft}/transcript.txt`,
      '/podcast/00000000-0000-4000-8000-000000000000/transcript.txt',
      '/podcast/not-a-uuid/transcript.txt',
    ]) {
      const res = await api().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.success, path).toBe(false);
    }
  });

  it('are told apart by their first lines', () => {
    expect(transcriptFormat(VTT).ext).toBe('vtt');
    expect(transcriptFormat(`\uFEFF${VTT}`).ext).toBe('vtt');
    expect(transcriptFormat(SRT).ext).toBe('srt');
    expect(transcriptFormat(SRT.replace(/\n/g, '\r\n')).ext).toBe('srt');
    expect(transcriptFormat('WEBVTTish notes').ext).toBe('txt');
    expect(transcriptFormat('1. Introduction\n2. Questions').ext).toBe('txt');
  });

  it('read on the episode page without cue numbers and timings, a voice tag as the speaker', () => {
    expect(readableTranscript(VTT)).toBe('Host: Welcome to the show.\nGuest: Glad to be here.');
    expect(readableTranscript(SRT.replace(/\n/g, '\r\n'))).toBe('Welcome to the show.\nGlad to be here.');
    expect(readableTranscript('  Plain words.\n\nMore words.  ')).toBe('Plain words.\n\nMore words.');
  });
});

describe('conditional GET', () => {
  it('answers 304 to an app that has the current feed, and the new feed once an episode is added', async () => {
    const first = await api().get('/podcast.xml');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api().get('/podcast.xml').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);

    makePodcastEpisode(ctx.app.db, { title: 'Brand new episode', publishDate: daysAgo(0.01), audioUrl: 'https://cdn.example.org/new.mp3' });
    const changed = await api().get('/podcast.xml').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.text).items[0].title).toBe('Brand new episode');
  });
});
