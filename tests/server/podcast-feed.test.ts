/**
 * The podcast feeds as Apple Podcasts and Podcasting 2.0 apps read them (issues 14 and 44): Apple's
 * required channel tags, <podcast:guid> (a UUIDv5 of the feed URL, checked against the namespace's
 * own vectors) and <podcast:locked>, an <enclosure> per episode with audio (the counted address and
 * the stored size and type for an uploaded file, the address as pasted for an outside one),
 * episodes without audio left out, episode art only when a square of at least 1,400 px can be made,
 * the transcripts at their own addresses, and conditional GET for the apps that poll. Each podcast
 * series is a show of its own (one feed per show: its title, description, artwork and guid), and
 * /podcast.xml gives each series a season so no two episodes claim one number. Parsed with a real
 * XML parser, so a malformed feed fails here as it would in an app.
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
import { PODCAST_DESCRIPTION } from '../../shared/constants.ts';
import { variantsSettled } from '../../server/modules/media/variants.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { databaseBefore } from '../helpers/migrations.ts';

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
let staffAuth: { authorization: string };
/** An upload of 1600 x 1450 px: square artwork of 1,400 px can be made from it. */
let bigPicture: string;

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
  staffAuth = staff.auth;
  bigPicture = await uploadPicture(staff.auth, 1600, 1450);
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
    // The duration read from the file wins over the one typed ('42 min'), in the feed and the API.
    expect(item['itunes:duration']).toBe('2');
    expect((await api().get(`/api/public/podcasts/${ids.uploaded}`)).body.data.duration).toBe('0:02');
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

/**
 * What Apple Podcasts requires of one show's feed (podcasters.apple.com/support/823) and Podcast
 * Index reads (podcastindex.org namespace: guid, locked): title, description, artwork (square JPEG
 * or PNG at an absolute address), language, category, explicit; per episode a title, an enclosure
 * and a guid unique in the feed; an episode number at most once per season.
 */
function expectOneShow(channel: Node, items: Node[]): void {
  for (const tag of ['title', 'link', 'description', 'language', 'itunes:author', 'itunes:explicit', 'itunes:type']) expect(String(channel[tag] ?? ''), tag).not.toBe('');
  expect(attrs(channel['itunes:image'])['@href']).toMatch(/^https?:\/\/.+\.(jpg|png)$/);
  expect(text((channel.image as Node).url)).toBe(attrs(channel['itunes:image'])['@href']);
  expect(attrs(channel['itunes:category'])['@text']).toBe('Education');
  expect((channel['itunes:owner'] as Node)['itunes:email']).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
  expect(channel['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(channel['podcast:guid']).toBe(podcastGuid(attrs(channel['atom:link'])['@href']));
  expect(text(channel['podcast:locked'])).toBe('no');
  for (const item of items) {
    expect(String(item.title)).not.toBe('');
    expect(item.enclosure as Node[]).toHaveLength(1);
    expect(attrs((item.enclosure as Node[])[0])['@url']).toMatch(/^https?:\/\//);
  }
  const guids = items.map((i) => text(i.guid));
  expect(new Set(guids).size).toBe(guids.length);
  const numbers = items.filter((i) => i['itunes:episode'] !== undefined).map((i) => `${i['itunes:season'] ?? ''}:${i['itunes:episode']}`);
  expect(new Set(numbers).size, numbers.join(' ')).toBe(numbers.length);
}

describe('one show per feed: each series has its own', () => {
  const series: Record<string, { id: string; title: string }> = {};
  const feedPath = (id: string) => `/podcast/series/${id}.xml`;
  const feedOf = async (path: string) => {
    const res = await api().get(path);
    expect(res.status, path).toBe(200);
    return { res, ...parseFeed(res.text) };
  };
  const titles = (items: Node[]) => items.map((i) => i.title);

  beforeAll(async () => {
    const create = async (body: object) => {
      const res = await api().post('/api/podcasts/series').set(staffAuth).send(body);
      expect(res.status, res.text).toBe(201);
      return res.body.data as { id: string; title: string; description: string; image: string };
    };
    const voices = await create({ title: 'Library Talk: Voices of Learning', description: 'Teachers and students on how Africa learns.', image: bigPicture });
    expect(voices.image).toBe(bigPicture);
    const founders = await create({ title: 'Library Talk: Founders Edition' });
    const hidden = await create({ title: 'Not yet announced' });
    Object.assign(series, { voices, founders, hidden });
    const db = ctx.app.db;
    const episode = (seriesId: string, title: string, episodeNumber: number | null, days: number, audio = true) =>
      makePodcastEpisode(db, { title, seriesId, episodeNumber, publishDate: daysAgo(days), audioUrl: audio ? `https://cdn.example.org/${days}.mp3` : '' });
    // Two series numbered from 1, as the seeded ones are; one number typed twice in Founders.
    episode(voices.id, 'Voices 1', 1, 10);
    episode(voices.id, 'Voices 2', 2, 8);
    episode(voices.id, 'Voices on YouTube', 3, 7, false);
    episode(founders.id, 'Founders 1', 1, 9);
    episode(founders.id, 'Founders 2', 2, 6.5);
    episode(founders.id, 'Founders 2 again', 2, 6);
    makePodcastEpisode(db, { title: 'Hidden draft', seriesId: hidden.id, status: 'draft', audioUrl: 'https://cdn.example.org/hidden.mp3' });
  });

  it("gives a series its own title, description, page, artwork and podcast:guid, and only its episodes", async () => {
    const { res, channel, items } = await feedOf(feedPath(series.voices.id));
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expectOneShow(channel, items);
    expect(channel.title).toBe('Library Talk: Voices of Learning');
    expect(channel.description).toBe('Teachers and students on how Africa learns.');
    expect(channel.link).toBe(`${SITE}/podcast?series=library-talk-voices-of-learning`);
    expect(attrs(channel['atom:link'])).toMatchObject({ '@href': `${SITE}${feedPath(series.voices.id)}`, '@rel': 'self' });
    expect(channel['podcast:guid']).not.toBe(EXPECTED_GUID);
    // Its artwork is the square made from its picture, in the picture's own folder.
    const artwork = attrs(channel['itunes:image'])['@href'];
    expect(artwork).toBe(`${SITE}${bigPicture.slice(0, bigPicture.lastIndexOf('/'))}/cover-1400.jpg`);
    const art = await api().get(artwork.slice(SITE.length)).buffer(true);
    expect([art.status, art.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Its episodes with audio, newest first, numbered as staff numbered them; no seasons in a show of one series.
    expect(titles(items)).toEqual(['Voices 2', 'Voices 1']);
    expect(items.map((i) => i['itunes:episode'])).toEqual(['2', '1']);
    expect(items.some((i) => 'itunes:season' in i)).toBe(false);
  });

  it("falls back to the show's description and artwork, and leaves out a number two episodes claim", async () => {
    const { channel, items } = await feedOf(feedPath(series.founders.id));
    expectOneShow(channel, items);
    expect(channel.title).toBe('Library Talk: Founders Edition');
    expect(channel.description).toBe(PODCAST_DESCRIPTION);
    expect(attrs(channel['itunes:image'])['@href']).toBe(`${SITE}/podcast-cover.jpg`);
    expect(titles(items)).toEqual(['Founders 2 again', 'Founders 2', 'Founders 1']);
    expect(items.map((i) => i['itunes:episode'] ?? null)).toEqual([null, null, '1']);
  });

  it('keeps /podcast.xml one valid show: each series a season named after it, no number twice in a season', async () => {
    const { channel, items } = await feedOf('/podcast.xml');
    expectOneShow(channel, items);
    expect(channel['podcast:guid']).toBe(EXPECTED_GUID);
    const byTitle = (title: string) => items.find((i) => i.title === title)!;
    // Seasons in the order the series were created; the podcast:season tag names them.
    for (const [title, season, name] of [
      ['Voices 1', '1', 'Library Talk: Voices of Learning'],
      ['Voices 2', '1', 'Library Talk: Voices of Learning'],
      ['Founders 1', '2', 'Library Talk: Founders Edition'],
    ]) {
      expect(byTitle(title)['itunes:season'], title).toBe(season);
      expect(byTitle(title)['podcast:season'], title).toEqual({ '#text': season, '@name': name });
    }
    expect([byTitle('Voices 1')['itunes:episode'], byTitle('Founders 1')['itunes:episode']]).toEqual(['1', '1']);
    expect(byTitle('Founders 2')).not.toHaveProperty('itunes:episode');
    // Episodes in no series have no season and keep their own numbers.
    expect(byTitle('Uploaded episode')).not.toHaveProperty('itunes:season');
    expect(byTitle('Uploaded episode')['itunes:episode']).toBe('12');
    expect(titles(items)).not.toContain('Hidden draft');
  });

  it('is a 404 for a series nobody can see yet, an unknown id and any other name', async () => {
    for (const path of [
      feedPath(series.hidden.id),
      feedPath('00000000-0000-4000-8000-000000000000'),
      '/podcast/series/not-a-uuid.xml',
      `/podcast/series/${series.voices.id}.rss`,
      `/podcast/series/${series.voices.id}`,
    ]) {
      const res = await api().get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.success, path).toBe(false);
    }
  });

  it("is cached and revalidated like /podcast.xml, and follows an edit of the series at once", async () => {
    const path = feedPath(series.founders.id);
    const first = await api().get(path);
    expect(first.headers['cache-control']).toBe((await api().get('/podcast.xml')).headers['cache-control']);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await api().get(path).set('If-None-Match', etag);
    expect([again.status, again.text]).toEqual([304, '']);

    const renamed = await api()
      .put(`/api/podcasts/series/${series.founders.id}`)
      .set(staffAuth)
      .send({ description: 'Young founders on first customers and failures.', image: bigPicture });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toMatchObject({ title: 'Library Talk: Founders Edition', description: 'Young founders on first customers and failures.', image: bigPicture });
    const changed = await api().get(path).set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    const { channel } = parseFeed(changed.text);
    expect(channel.description).toBe('Young founders on first customers and failures.');
    expect(attrs(channel['itunes:image'])['@href']).toMatch(/\/cover-1400\.jpg$/);
    // The feed's address names the series' id, so its guid outlives the edit.
    expect(channel['podcast:guid']).toBe(podcastGuid(`${SITE}${path}`));
  });

  it('refuses a bad series edit with the field message and changes nothing', async () => {
    const put = (id: string, body: object) => api().put(`/api/podcasts/series/${id}`).set(staffAuth).send(body);
    const bad = await put(series.voices.id, { image: 'javascript:alert(1)', title: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['image', 'title']);
    const taken = await put(series.voices.id, { title: 'library talk: founders edition' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('A series titled "library talk: founders edition" already exists');
    expect((await put('00000000-0000-4000-8000-000000000000', { title: 'Nobody' })).status).toBe(404);
    expect((await api().put(`/api/podcasts/series/${series.voices.id}`).send({ title: 'No token' })).status).toBe(401);
    const list = (await api().get('/api/podcasts/series').set(staffAuth)).body.data as Array<{ id: string; title: string; image: string }>;
    expect(list.find((s) => s.id === series.voices.id)).toMatchObject({ title: 'Library Talk: Voices of Learning', image: bigPicture });
  });

  it('shows in the media library where a series uses a picture', async () => {
    const res = await api().get('/api/media?limit=50').set(staffAuth);
    const file = (res.body.data as Array<{ url: string; used_by: Array<{ type: string; id: string; title: string }> }>).find((f) => f.url === bigPicture)!;
    expect(file.used_by.filter((u) => u.type === 'podcast_series').map((u) => u.title).sort()).toEqual(['Library Talk: Founders Edition', 'Library Talk: Voices of Learning']);
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

describe('upgrading an install from before series feeds', () => {
  it('gives each episode with an uploaded file that file\'s length, keeps a typed one elsewhere, and each series an empty picture', () => {
    const old = databaseBefore('_series_feeds');
    try {
      const sqlite = old.db.$client;
      sqlite.prepare("INSERT INTO podcast_series (id, title) VALUES ('5f0c2a4e-8a51-4c1e-9d0b-2f6a1b7c3d4e', 'Old series')").run();
      const insert = sqlite.prepare('INSERT INTO content_items (id, type) VALUES (?, ?)');
      const episode = sqlite.prepare("INSERT INTO podcast_episodes (id, title, duration, audio_url, audio_duration) VALUES (?, ?, ?, ?, ?)");
      for (const [id, title, duration, url, seconds] of [
        ['1b3d5f7a-0000-4000-8000-000000000001', 'Seeded, 35 s', '44 min', '/media/audio/2026/01/1b3d5f7a-0000-4000-8000-00000000000a/a.mp3', 35],
        ['1b3d5f7a-0000-4000-8000-000000000002', 'Long file', '1 hr', '/media/audio/2026/01/1b3d5f7a-0000-4000-8000-00000000000b/b.mp3', 3723],
        ['1b3d5f7a-0000-4000-8000-000000000003', 'Outside file', '58 min', 'https://cdn.example.org/c.mp3', 0],
      ] as const) {
        insert.run(id, 'podcast');
        episode.run(id, title, duration, url, seconds);
      }
      runMigrations(old.db);
      expect(sqlite.prepare('SELECT title, duration FROM podcast_episodes ORDER BY title').all()).toEqual([
        { title: 'Long file', duration: '1:02:03' },
        { title: 'Outside file', duration: '58 min' },
        { title: 'Seeded, 35 s', duration: '0:35' },
      ]);
      expect(sqlite.prepare('SELECT image FROM podcast_series').pluck().all()).toEqual(['']);
    } finally {
      old.close();
    }
  });
});
