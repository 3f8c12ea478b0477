/**
 * POST /api/media/fetch: a picture pasted into the body editor from another site is copied into
 * the media library, through the upload pipeline, instead of being hot-linked. The server fetching
 * an address a client names must not become a way into the private network: loopback, private and
 * link-local addresses, other schemes and credentials are refused with a 400 and nothing is stored.
 * The copies themselves are fetched from a real HTTP server on loopback, which only the test's
 * override (remoteImagesFromPrivateAddresses) lets through.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makePng } from '../helpers/images.ts';
import { mediaFiles } from '../../server/db/schema.ts';
import { variantsSettled } from '../../server/modules/media/variants.ts';
import { isPrivateAddress } from '../../server/modules/media/remote-image.ts';

const PNG = makePng(320, 180);
let pictures: Server;
let origin = '';

beforeAll(async () => {
  pictures = createServer((req, res) => {
    if (req.url === '/docs/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else if (req.url === '/moved') res.writeHead(302, { location: '/docs/photo.png' }).end();
    else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
    else if (req.url === '/notes.txt') res.writeHead(200, { 'content-type': 'image/png' }).end('just words, not a picture');
    else if (req.url === '/huge.png') res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(9 * 1024 * 1024) }).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pictures.close(() => resolve())));

describe('as an operator runs it: no private address is fetched', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp();
    ({ auth } = await signedInStaff(ctx.app));
  });
  afterAll(() => ctx.close());
  const fetchImage = (url: string) => request(ctx.app.server).post('/api/media/fetch').set(auth).send({ url });

  it.each([
    ['the loopback server', () => `${origin}/docs/photo.png`],
    ['localhost by name', () => `http://localhost:${new URL(origin).port}/docs/photo.png`],
    ['a private range', () => 'http://10.1.2.3/photo.png'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => 'http://[::1]/photo.png'],
    ['IPv4 written as IPv6', () => 'http://[::ffff:127.0.0.1]/photo.png'],
  ])('%s is refused', async (_, url) => {
    const res = await fetchImage(url());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'url', msg: 'Pictures on private or local addresses cannot be copied' }]);
  });

  it.each([
    ['file:///etc/passwd', 'Only pictures at http(s) addresses can be copied'],
    ['ftp://example.org/a.png', 'Only pictures at http(s) addresses can be copied'],
    ['https://user:secret@example.org/a.png', "The picture's address must not carry a user name or password"],
    ['not a link', 'Enter the full address of the picture (https://...)'],
  ])('%s is refused with a reason', async (url, msg) => {
    const res = await fetchImage(url);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'url', msg }]);
  });

  it('nothing is stored, and staff only', async () => {
    expect(ctx.app.db.select().from(mediaFiles).all()).toHaveLength(0);
    expect((await request(ctx.app.server).post('/api/media/fetch').send({ url: 'https://example.org/a.png' })).status).toBe(401);
  });

  it('the address check knows the reserved ranges', () => {
    for (const a of ['127.0.0.1', '10.0.0.1', '172.20.1.1', '192.168.1.1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', 'fd00::1', 'fe80::1', '::ffff:192.168.0.1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '41.203.64.1', '2a00:1450:4001:80b::200e']) expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe('copying a picture (from the loopback server the test allows)', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestApp({}, {}, { remoteImagesFromPrivateAddresses: true });
    ({ auth } = await signedInStaff(ctx.app));
  });
  afterAll(async () => {
    await variantsSettled();
    await ctx.close();
  });
  const fetchImage = (url: string, alt?: string) => request(ctx.app.server).post('/api/media/fetch').set(auth).send({ url, alt });

  it('stores it as an upload with its alt text, served from the library; a redirect is followed', async () => {
    const res = await fetchImage(`${origin}/moved`, 'Pupils at the weather station');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ filename: 'photo.png', width: 320, height: 180, alt: 'Pupils at the weather station', mime_type: 'image/png' });
    expect(res.body.data.url).toMatch(/^\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/320x180-\w+\.jpg$/);
    const served = await request(ctx.app.server).get(res.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it.each([
    ['/missing.png', 'The picture could not be fetched (the other site answered 404)'],
    ['/loop', "The picture's address redirects too many times"],
    ['/notes.txt', 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded'],
    ['/huge.png', 'Image must be at most 8 MB'],
  ])('%s is refused with the reason, nothing stored', async (path, msg) => {
    const before = ctx.app.db.select().from(mediaFiles).all().length;
    const res = await fetchImage(origin + path);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(msg);
    expect(ctx.app.db.select().from(mediaFiles).all()).toHaveLength(before);
  });
});
