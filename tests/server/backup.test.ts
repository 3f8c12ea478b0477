/**
 * Backups as an operator relies on them: taken while the site is written to, restored into an
 * empty folder with every public answer and file as before; a killed backup, a truncated or
 * altered archive, an archive of an older or a newer database; the copy to S3; the schedule and
 * what the back office shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { Pack } from 'tar';
import S3rver from 's3rver';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { App } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { readArchive } from '../../server/modules/backup/archive.ts';
import { takeBackup } from '../../server/modules/backup/backup.ts';
import { holdDataLock } from '../../server/modules/backup/data-lock.ts';
import { archiveName } from '../../server/modules/backup/naming.ts';
import { restoreArchive } from '../../server/modules/backup/restore.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { makeArticle, makePodcastEpisode, makeVideo } from '../helpers/content.ts';
import { makePng } from '../helpers/images.ts';
import { answers, fileBytes, openSite, publicUrls } from '../helpers/site-compare.ts';

const MP3 = readFileSync(join(import.meta.dirname, '../fixtures/tone.mp3'));
const scratch = mkdtempSync(join(tmpdir(), 'insight-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const folder = (name: string) => join(scratch, name);

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const opened: App[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
  await ctx?.close();
});

/** A site with something of everything: articles, a video, an episode with uploaded audio, an upload, comments and likes. */
async function fillSite(app: App, auth: Record<string, string>) {
  const upload = await request(app.server).post('/api/media').set(auth).attach('file', makePng(640, 360), 'cover.png');
  expect(upload.status).toBe(201);
  const audio = await request(app.server).post('/api/podcasts/audio').set(auth).attach('file', MP3, 'intro.mp3');
  expect(audio.status).toBe(201);
  const first = makeArticle(app.db, { featuredImage: upload.body.data.url, title: 'A restored story' });
  makeArticle(app.db, { content: `![cover](${upload.body.data.url})\n\nWith a picture.` });
  makeVideo(app.db);
  makePodcastEpisode(app.db, { audioUrl: audio.body.data.url, audioSize: MP3.length, audioType: 'audio/mpeg', audioDuration: 3 });
  await request(app.server).post(`/api/comments/${first}`).send({ name: 'Reader', content: 'Kept after a restore?' }).expect(201);
  await request(app.server).post(`/api/likes/${first}/increment`).set('x-visitor-id', '7c9e6679-7425-40de-944b-e07fc1f90ae7').expect(200);
  await app.backups.settled();
}

beforeAll(async () => {
  ctx = await createTestApp({ BACKUP_DIR: folder('backups'), BACKUP_SCHEDULE: 'off', BACKUP_KEEP: 'all' });
  admin = await signedInStaff(ctx.app);
  await fillSite(ctx.app, admin.auth);
});

/** Starts a backup through the API and waits for it. */
async function backupNow(app: App, auth: Record<string, string>) {
  const res = await request(app.server).post('/api/backups').set(auth);
  expect(res.status).toBe(202);
  await app.backups.settled();
  const run = (await request(app.server).get('/api/backups').set(auth)).body.data.runs.find((r: { id: string }) => r.id === res.body.data.id);
  expect(run.status).toBe('ok');
  return { run, path: join(run.folder, run.file_name) as string };
}

async function restoreInto(archive: string, name: string) {
  const dir = folder(name);
  const outcome = await restoreArchive({ archive, databasePath: join(dir, 'site.db') });
  const app = await openSite(dir);
  opened.push(app);
  return { dir, app, outcome };
}

describe('a backup taken while the site is written to', () => {
  it('restores into an empty folder with every item whole, and a quiet one with every answer and file as before', async () => {
    // A writer adds articles with galleries and comments as fast as it can during the backup.
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await request(ctx.app.server)
          .post('/api/articles')
          .set(admin.auth)
          .send({ title: `Busy ${written}`, excerpt: 'x', content: 'Written during the backup', author: 'Writer', featured_image: '/a.jpg', additional_images: [{ url: '/b.jpg' }, { url: '/c.jpg' }] });
        expect(res.status).toBe(201);
        await request(ctx.app.server).post(`/api/comments/${res.body.data.id}`).send({ name: 'Fast', content: 'First!' });
        written++;
      }
    })();
    while (written < 3) await new Promise((r) => setTimeout(r, 5));
    const busy = await backupNow(ctx.app, admin.auth);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(3);

    const { app: restored, outcome } = await restoreInto(busy.path, 'restored-busy');
    const db = restored.db.$client;
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const articles = db.prepare('select count(*) as n from articles').get() as { n: number };
    expect(articles.n).toBe(outcome.manifest.counts.articles);
    // Every article written during the backup is either wholly there or not at all.
    const galleries = db.prepare("select a.id, count(i.id) as n from articles a left join article_images i on i.article_id = a.id where a.title like 'Busy %' group by a.id").all() as Array<{ n: number }>;
    expect(galleries.every((g) => g.n === 2)).toBe(true);
    for (const { id } of db.prepare("select id from articles where title like 'Busy %'").all() as Array<{ id: string }>) {
      // The item as written; its counters (a comment posted after the snapshot) may have moved since.
      const strip = (data: Record<string, unknown>) => Object.fromEntries(Object.entries(data).filter(([k]) => !/count|views|likes/.test(k)));
      const answer = await request(restored.server).get(`/api/public/articles/${id}`);
      const original = await request(ctx.app.server).get(`/api/public/articles/${id}`);
      expect(answer.status).toBe(200);
      expect(strip(answer.body.data)).toEqual(strip(original.body.data));
    }

    // Quiet now: a second backup, restored, answers exactly as the site does.
    const quiet = await backupNow(ctx.app, admin.auth);
    const { dir, app } = await restoreInto(quiet.path, 'restored-quiet');
    const urls = await publicUrls(ctx.app, ctx.config.dataDir);
    expect(urls.some((u) => u.startsWith('/media/uploads/'))).toBe(true);
    expect(urls.some((u) => u.startsWith('/media/audio/'))).toBe(true);
    const before = await answers(ctx.app, urls);
    const after = await answers(app, urls);
    expect(urls.filter((u) => after.get(u) !== before.get(u))).toEqual([]);
    expect(await fileBytes(join(dir, 'media'))).toEqual(await fileBytes(join(ctx.config.dataDir, 'media')));
  }, 90_000);

  it('--verify and the manifest: format, versions, counts and a SHA-256 per file', async () => {
    const { path } = await backupNow(ctx.app, admin.auth);
    const manifest = await readArchive(path);
    expect(manifest).toMatchObject({ format: 'insight-media-backup', format_version: 1, app_version: '0.1.0', database: 'site.db' });
    expect(manifest.migration.last_tag).toMatch(/^\d{4}_/);
    expect(manifest.counts.podcast_episodes).toBe(1);
    expect(manifest.files.map((f) => f.path)).toContain('site.db');
    expect(manifest.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
    expect(manifest.files.some((f) => f.path.startsWith('media/originals/'))).toBe(true);
    expect(manifest.files.some((f) => f.path.startsWith('media/tmp'))).toBe(false);
  });
});

describe('archives that are not whole', () => {
  /** The data folder as bytes, to show a refused restore changed nothing. */
  const snapshotOf = async (dir: string) => [...(await fileBytes(dir)).entries()];

  it('a truncated archive and an altered one are refused, and the site they would replace is untouched', async () => {
    const { path } = await backupNow(ctx.app, admin.auth);
    const target = folder('target-site');
    const first = await restoreArchive({ archive: path, databasePath: join(target, 'site.db') });
    expect(first.setAside).toBeNull();
    const before = await snapshotOf(target);

    const truncated = join(scratch, 'truncated.tar.gz');
    cpSync(path, truncated);
    truncateSync(truncated, Math.floor(statSync(path).size * 0.6));
    await expect(restoreArchive({ archive: truncated, databasePath: join(target, 'site.db'), force: true })).rejects.toThrow(/damaged or incomplete|incomplete/);

    // Re-packed with one file's bytes changed but the original manifest: every byte is valid gzip and tar.
    const unpacked = join(scratch, 'unpacked');
    const manifest = await readArchive(path, { extractTo: unpacked });
    writeFileSync(join(unpacked, 'manifest.json'), JSON.stringify(manifest));
    const victim = manifest.files.find((f) => f.path.startsWith('media/uploads/'))!.path;
    const bytes = readFileSync(join(unpacked, victim));
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(join(unpacked, victim), bytes);
    const altered = join(scratch, 'altered.tar.gz');
    const pack = new Pack({ cwd: unpacked, gzip: true, portable: true });
    const { createWriteStream } = await import('node:fs');
    const { pipeline } = await import('node:stream/promises');
    const done = pipeline(pack as unknown as NodeJS.ReadableStream, createWriteStream(altered));
    pack.add('manifest.json');
    for (const f of manifest.files) pack.add(f.path);
    pack.end();
    await done;
    await expect(restoreArchive({ archive: altered, databasePath: join(target, 'site.db'), force: true })).rejects.toThrow(`${victim} does not match its checksum`);

    expect(await snapshotOf(target)).toEqual(before);
    expect(readdirSync(target).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('over an existing site only with --force, never while a server holds the folder, and the replaced files are kept', async () => {
    const { path } = await backupNow(ctx.app, admin.auth);
    const target = folder('forced-site');
    await restoreArchive({ archive: path, databasePath: join(target, 'site.db') });
    await expect(restoreArchive({ archive: path, databasePath: join(target, 'site.db') })).rejects.toThrow(/is not empty.*--force/);
    const release = holdDataLock(target);
    await expect(restoreArchive({ archive: path, databasePath: join(target, 'site.db'), force: true })).rejects.toThrow(new RegExp(`process ${process.pid}.*Stop it first`));
    release();
    const forced = await restoreArchive({ archive: path, databasePath: join(target, 'site.db'), force: true });
    expect(forced.setAside).not.toBeNull();
    expect(existsSync(join(forced.setAside!, 'site.db'))).toBe(true);
  });

  it('kill -9 during a backup leaves no archive that looks whole, and the next backup cleans up after it', async () => {
    const dir = folder('killed-site');
    const site = await openSite(dir);
    opened.push(site);
    makeArticle(site.db);
    // Enough bytes that the backup takes a moment (incompressible, so gzip works through all of it).
    mkdirSync(join(dir, 'media', 'audio', '2026', '01', '0f8fad5b-d9cb-469f-a165-70867728950e'), { recursive: true });
    for (let i = 0; i < 4; i++) writeFileSync(join(dir, 'media', 'audio', '2026', '01', '0f8fad5b-d9cb-469f-a165-70867728950e', `part-${i}.mp3`), randomBytes(6 * 1024 * 1024));
    const out = folder('killed-backups');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/modules/backup/cli.ts', 'backup', '--out', out], {
      env: { ...process.env, DATABASE_PATH: join(dir, 'site.db'), JWT_SECRET: 'test-secret-that-is-long-enough-0123456789', NODE_ENV: 'test' },
      stdio: 'ignore',
    });
    // Killed once its temporary archive exists, mid-write.
    const deadline = Date.now() + 30_000;
    while (!(existsSync(out) && readdirSync(out).some((n) => n.endsWith('.partial'))) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await new Promise((r) => child.on('exit', r));
    const left = readdirSync(out);
    expect(left.some((n) => n.endsWith('.partial'))).toBe(true);
    expect(left.filter((n) => n.endsWith('.tar.gz'))).toEqual([]);

    const next = await takeBackup({ databasePath: join(dir, 'site.db'), dataDir: dir, config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, 'site.db'), JWT_SECRET: 'x'.repeat(32) }).backup, trigger: 'cli', outDir: out });
    expect(readdirSync(out)).toEqual([next.path.split('/').pop()]);
    expect((await readArchive(next.path)).files).toHaveLength(5);
  }, 90_000);
});

describe('archives of other versions', () => {
  it('an archive of an older database is migrated on restore and then serves its content', async () => {
    // A database migrated only up to an older migration, as an older release left it.
    const dir = folder('old-site');
    mkdirSync(dir, { recursive: true });
    const migrations = folder('old-migrations');
    cpSync(join(import.meta.dirname, '../../migrations'), migrations, { recursive: true });
    const journalPath = join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((e) => e.tag < '0010');
    writeFileSync(journalPath, JSON.stringify(journal));
    const sqlite = new Database(join(dir, 'site.db'));
    migrate(drizzle(sqlite), { migrationsFolder: migrations });
    const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
    sqlite.prepare("insert into content_items (id, type) values (?, 'article')").run(id);
    sqlite
      .prepare("insert into articles (id, title, excerpt, content, content_html, category_name, author, featured_image, status, publish_date) values (?, 'From an older release', 'Old', 'Old body', '<p>Old body</p>', 'Tech Trends', 'Old Author', '/old.jpg', 'published', '2025-01-01T00:00:00.000Z')")
      .run(id);
    sqlite.close();

    const old = await takeBackup({ databasePath: join(dir, 'site.db'), dataDir: dir, config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, 'site.db'), JWT_SECRET: 'x'.repeat(32) }).backup, trigger: 'cli', outDir: folder('old-backups') });
    expect(old.manifest.migration.last_tag).toBe('0009_podcast_audio');

    const { app, outcome } = await restoreInto(old.path, 'old-restored');
    expect(outcome.migrated).toBeGreaterThanOrEqual(4);
    const res = await request(app.server).get(`/api/public/articles/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'From an older release', author: 'Old Author', author_image: '' });
  });

  it('an archive from a newer app is refused before anything is written', async () => {
    const dir = folder('future-site');
    const site = await openSite(dir);
    site.db.$client.prepare("insert into __drizzle_migrations (hash, created_at) values ('from-the-future', ?)").run(Date.now() + 10 * 365 * 86_400_000);
    await site.close();
    const future = await takeBackup({ databasePath: join(dir, 'site.db'), dataDir: dir, config: loadConfig({ NODE_ENV: 'test', DATABASE_PATH: join(dir, 'site.db'), JWT_SECRET: 'x'.repeat(32) }).backup, trigger: 'cli', outDir: folder('future-backups') });
    const target = folder('future-target');
    await expect(restoreArchive({ archive: future.path, databasePath: join(target, 'site.db') })).rejects.toThrow(/newer Insight Media .* Upgrade the app/);
    expect(readdirSync(target)).toEqual([]);
  });
});

describe('the copy off the box', () => {
  let s3: S3rver;
  let port: number;
  beforeAll(async () => {
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: folder('s3'), configureBuckets: [{ name: 'site-backups', configs: [] }] });
    ({ port } = await s3.run());
  });
  afterAll(async () => s3.close());

  it('uploads each archive to the S3 bucket, byte for byte, and records where', async () => {
    const site = await createTestApp({ BACKUP_DIR: folder('s3-local'), BACKUP_SCHEDULE: 'off', BACKUP_S3_URL: `http://127.0.0.1:${port}/site-backups/insight`, BACKUP_S3_ACCESS_KEY_ID: 'S3RVER', BACKUP_S3_SECRET_ACCESS_KEY: 'S3RVER' });
    const staff = await signedInStaff(site.app);
    makeArticle(site.app.db);
    const { run, path } = await backupNow(site.app, staff.auth);
    expect(run).toMatchObject({ s3_status: 'ok', s3_key: `s3://site-backups/insight/${run.file_name}` });
    const client = new S3Client({ endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const object = await client.send(new GetObjectCommand({ Bucket: 'site-backups', Key: `insight/${run.file_name}` }));
    expect(Buffer.from(await object.Body!.transformToByteArray()).equals(readFileSync(path))).toBe(true);
    client.destroy();
    await site.close();
  });

  it('a refused copy is recorded as failed while the archive on disk stays whole', async () => {
    const site = await createTestApp({ BACKUP_DIR: folder('s3-refused'), BACKUP_SCHEDULE: 'off', BACKUP_S3_URL: `http://127.0.0.1:${port}/site-backups`, BACKUP_S3_ACCESS_KEY_ID: 'NOT-A-KEY', BACKUP_S3_SECRET_ACCESS_KEY: 'wrong-secret' });
    const staff = await signedInStaff(site.app);
    const { run, path } = await backupNow(site.app, staff.auth);
    expect(run.s3_status).toBe('failed');
    expect(run.s3_error).toBeTruthy();
    await readArchive(path);
    await site.close();
  });
});

describe('scheduled backups and the back office', () => {
  it('runs when its time comes, keeps what BACKUP_KEEP says, and shows administrators a failed one', async () => {
    const { testClock } = await import('../helpers/clock.ts');
    const clock = testClock();
    const dir = folder('scheduled');
    mkdirSync(dir, { recursive: true });
    // Older archives: one a day for 20 days (two on one day); BACKUP_KEEP=3d,2w keeps the newest per day for 3 days and per week for 2 weeks.
    const day = 86_400_000;
    const base = Date.UTC(2026, 0, 20, 3);
    for (let d = 1; d <= 20; d++) writeFileSync(join(dir, archiveName(base - d * day)), 'old');
    writeFileSync(join(dir, archiveName(base - 1 * day + 3600_000)), 'old');
    const site = await createTestApp({ BACKUP_DIR: dir, BACKUP_SCHEDULE: 'daily', BACKUP_KEEP: '3d,2w' }, { clock });
    const staff = await signedInStaff(site.app);
    const overview = (await request(site.app.server).get('/api/backups').set(staff.auth)).body.data;
    expect(overview).toMatchObject({ schedule: 'daily at 03:00 UTC', keep: '3 daily + 2 weekly', failed_scheduled: null });
    const next = Date.parse(overview.next_run);
    expect(new Date(next).getUTCHours()).toBe(3);

    clock.advance(next - clock() - 5000);
    await site.app.backups.tick();
    expect((await request(site.app.server).get('/api/backups').set(staff.auth)).body.data.runs).toEqual([]);
    clock.advance(6000);
    await site.app.backups.tick();
    const runs = (await request(site.app.server).get('/api/backups').set(staff.auth)).body.data.runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'scheduled', status: 'ok', available: true });
    const kept = readdirSync(dir).filter((n) => n.endsWith('.tar.gz')).sort();
    // The new one, the newest of each of the 2 days before (3 days in all), and of the weeks those do not cover.
    expect(kept).toContain(runs[0].file_name);
    expect(kept).toContain(archiveName(base - 1 * day + 3600_000));
    expect(kept).not.toContain(archiveName(base - 1 * day));
    expect(kept.length).toBeLessThanOrEqual(5);
    expect(kept).not.toContain(archiveName(base - 20 * day));
    await site.close();
  });

  it('a scheduled backup that fails is logged, recorded and shown to administrators', async () => {
    const blocked = join(scratch, 'not-a-folder');
    writeFileSync(blocked, 'a file where the backup folder should be');
    const logged: string[] = [];
    const site = await createTestApp({ BACKUP_DIR: blocked, BACKUP_SCHEDULE: 'hourly' });
    site.app.log.error = ((_obj: unknown, msg: string) => void logged.push(msg)) as unknown as typeof site.app.log.error;
    const staff = await signedInStaff(site.app);
    const at = Date.parse((await request(site.app.server).get('/api/backups').set(staff.auth)).body.data.next_run);
    const { setClock } = await import('../../server/clock.ts');
    setClock(() => at + 1000);
    await site.app.backups.tick();
    setClock(Date.now);
    const overview = (await request(site.app.server).get('/api/backups').set(staff.auth)).body.data;
    expect(overview.failed_scheduled).toMatchObject({ trigger: 'scheduled', status: 'failed', available: false });
    expect(overview.failed_scheduled.error).toMatch(/EEXIST|ENOTDIR|not a directory/i);
    expect(logged.some((m) => m.startsWith('backup failed'))).toBe(true);
    await site.close();
  });

  it('is for administrators: editors are refused, one backup at a time, and downloads need a fresh signed link', async () => {
    const editor = await signedInStaff(ctx.app);
    ctx.app.db.$client.prepare("update users set role = 'editor' where id = ?").run(editor.id);
    expect((await request(ctx.app.server).get('/api/backups').set(editor.auth)).status).toBe(403);
    expect((await request(ctx.app.server).post('/api/backups').set(editor.auth)).status).toBe(403);
    expect((await request(ctx.app.server).get('/api/backups')).status).toBe(401);

    const started = await request(ctx.app.server).post('/api/backups').set(admin.auth);
    expect(started.status).toBe(202);
    expect(started.body.data.status).toBe('running');
    const again = await request(ctx.app.server).post('/api/backups').set(admin.auth);
    expect(again.status).toBe(409);
    await ctx.app.backups.settled();

    const link = await request(ctx.app.server).post(`/api/backups/${started.body.data.id}/link`).set(admin.auth);
    expect(link.status).toBe(200);
    const download = await request(ctx.app.server).get(link.body.data.url).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/attachment; filename="insight-media-\d{8}-\d{6}(-\d+)?\.tar\.gz"/);
    const run = (await request(ctx.app.server).get('/api/backups').set(admin.auth)).body.data.runs.find((r: { id: string }) => r.id === started.body.data.id);
    expect((download.body as Buffer).equals(readFileSync(join(run.folder, run.file_name)))).toBe(true);
    expect((await request(ctx.app.server).get(`/api/backups/${started.body.data.id}/download?token=forged`)).status).toBe(401);
    const other = (await request(ctx.app.server).get('/api/backups').set(admin.auth)).body.data.runs.find((r: { id: string }) => r.id !== started.body.data.id);
    expect((await request(ctx.app.server).get(link.body.data.url.replace(started.body.data.id, other.id))).status).toBe(401);
  });
});
