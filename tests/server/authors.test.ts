/**
 * Authors are people (issue 49): free-text bylines migrated to profiles without losing one, article
 * saves naming a profile by `author_id`, profile editing, merging and deleting with their rules, the
 * public author page and its old slugs, and a revision restore naming a merged profile.
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { articles, authors, users } from '../../server/db/schema.ts';
import { runMigrations } from '../../server/db/migrate.ts';
import { runImport } from '../../server/modules/transfer/service.ts';
import { createTestApp, signedInStaff, type TestContext } from '../helpers/app.ts';
import { daysAgo, makeArticle } from '../helpers/content.ts';
import { databaseBefore } from '../helpers/migrations.ts';

describe('migration 0023: free-text bylines become profiles', () => {
  it('makes one profile per name (any case, trimmed), links staff, keeps every byline, bio and portrait', () => {
    const { db, close } = databaseBefore('author_profiles');
    try {
      const c = db.$client;
      const staffId = randomUUID();
      const loneStaffId = randomUUID();
      c.prepare("INSERT INTO users (id, name, email, password_hash, role, bio) VALUES (?, 'Wanjiru Kamau', 'wanjiru@example.org', 'x', 'editor', 'Edits Tech Trends.')").run(staffId);
      c.prepare("INSERT INTO users (id, name, email, password_hash, role) VALUES (?, 'Kofi Mensah', 'kofi@example.org', 'x', 'admin')").run(loneStaffId);
      const add = (author: string, bio: string, image: string, date: string, deleted: string | null = null) => {
        const id = randomUUID();
        c.prepare("INSERT INTO content_items (id, type) VALUES (?, 'article')").run(id);
        c.prepare(
          "INSERT INTO articles (id, title, content, category_name, author, author_bio, author_image, featured_image, status, publish_date, deleted_at) VALUES (?, ?, 'Body', 'Tech Trends', ?, ?, ?, '/x.jpg', 'published', ?, ?)",
        ).run(id, `By ${author}`, author, bio, image, date, deleted);
        return id;
      };
      const ids = {
        newest: add('Amara Nwosu', '', '', '2026-05-01T00:00:00.000Z'),
        older: add(' amara nwosu ', 'Amara reports on classrooms.', '/media/amara.jpg', '2026-04-01T00:00:00.000Z'),
        oldest: add('AMARA NWOSU', 'An old bio.', '', '2026-03-01T00:00:00.000Z'),
        staff: add('wanjiru kamau', '', '/media/wanjiru.jpg', '2026-04-10T00:00:00.000Z'),
        accented: add('Zoé Ba', 'Writes from Dakar.', '', '2026-04-12T00:00:00.000Z'),
        trashed: add('Trashed Writer', '', '', '2026-02-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'),
      };
      const before = c.prepare('SELECT id, author FROM articles').all() as Array<{ id: string; author: string }>;

      runMigrations(db);

      const profiles = c.prepare('SELECT id, slug, name, bio, image, user_id AS userId FROM authors ORDER BY name').all() as Array<Record<string, string | null>>;
      expect(profiles.map((p) => p.name)).toEqual(['Amara Nwosu', 'Kofi Mensah', 'Trashed Writer', 'Wanjiru Kamau', 'Zoé Ba']);
      const byName = new Map(profiles.map((p) => [p.name, p]));
      // The newest spelling names it; the newest article that has a bio and a portrait gives them.
      expect(byName.get('Amara Nwosu')).toMatchObject({ slug: 'amara-nwosu', bio: 'Amara reports on classrooms.', image: '/media/amara.jpg', userId: null });
      // A byline that is a staff member's name is their profile, with their bio; one without articles gets one too.
      expect(byName.get('Wanjiru Kamau')).toMatchObject({ slug: 'wanjiru-kamau', userId: staffId, bio: 'Edits Tech Trends.', image: '/media/wanjiru.jpg' });
      expect(byName.get('Kofi Mensah')).toMatchObject({ slug: 'kofi-mensah', userId: loneStaffId });
      expect(byName.get('Zoé Ba')!.slug).toBe('zoe-ba');

      const after = c.prepare('SELECT a.id, a.author, a.author_bio AS bio, a.author_image AS image, p.name AS profile FROM articles a JOIN authors p ON p.id = a.author_id').all() as Array<Record<string, string>>;
      // Every article, the trashed one too, has a profile whose name is its byline's.
      expect(after).toHaveLength(before.length);
      for (const { id, author } of before) {
        const row = after.find((r) => r.id === id)!;
        expect(row.profile.toLowerCase()).toBe(author.trim().toLowerCase());
        expect(row.author).toBe(row.profile);
      }
      expect(after.find((r) => r.id === ids.oldest)).toMatchObject({ author: 'Amara Nwosu', bio: 'Amara reports on classrooms.', image: '/media/amara.jpg' });
      expect(after.find((r) => r.id === ids.trashed)!.profile).toBe('Trashed Writer');
      expect(c.prepare("SELECT count(*) AS n FROM authors WHERE slug LIKE '~%'").get()).toEqual({ n: 0 });
    } finally {
      close();
    }
  });
});

describe('author profiles through the API', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof signedInStaff>>;
  let editor: Awaited<ReturnType<typeof signedInStaff>>;
  const api = () => request(ctx.app.server);
  const article = { title: 'Rain in Kigali', excerpt: 'What the rain did.', content: 'It rained.', featured_image: '/media/seed/placeholder.jpg', status: 'published' };

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await signedInStaff(ctx.app, { name: 'Aline Admin' });
    editor = await signedInStaff(ctx.app, { name: 'Eddie Editor' });
    ctx.app.db.update(users).set({ role: 'editor' }).where(eq(users.id, editor.id)).run();
  });
  afterAll(async () => ctx.close());

  const guest = async (body: Record<string, unknown>) => {
    const res = await api().post('/api/authors').set(editor.auth).send(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; name: string };
  };

  it('every member has a profile of their own, which they edit (links checked); the list counts items', async () => {
    const mine = await api().get('/api/authors/me').set(editor.auth);
    expect(mine.body.data).toMatchObject({ name: 'Eddie Editor', slug: 'eddie-editor', user_id: editor.id, item_count: 0 });
    const bad = await api().put('/api/authors/me').set(editor.auth).send({ links: [{ url: 'javascript:alert(1)' }, { label: 'Blog' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { path: 'links.0.url', msg: 'Link must be a web address starting with https://' },
      { path: 'links.1.url', msg: 'Link address is required' },
    ]);
    const saved = await api()
      .put('/api/authors/me')
      .set(editor.auth)
      .send({ bio: 'Edits the magazine.', links: [{ label: 'X', url: 'https://x.com/eddie' }, { label: '', url: '' }] });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ bio: 'Edits the magazine.', links: [{ label: 'X', url: 'https://x.com/eddie' }] });
    expect((await api().get('/api/authors').expect(401)).body.success).toBe(false);
  });

  it('an article names a profile by author_id; a bad one answers 400 and changes nothing; a draft starts with the writer', async () => {
    const writer = await guest({ name: 'Fatou Diallo', bio: 'Culture from Dakar.', image: '/media/seed/fatou.jpg' });
    const created = await api().post('/api/articles').set(admin.auth).send({ ...article, author_id: writer.id });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ author_id: writer.id, author: 'Fatou Diallo', author_bio: 'Culture from Dakar.', author_image: '/media/seed/fatou.jpg', author_slug: 'fatou-diallo' });

    const id = created.body.data.id as string;
    const refused = await api().put(`/api/articles/${id}`).set(admin.auth).send({ title: 'Changed', author_id: randomUUID() });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([{ path: 'author_id', msg: 'Author not found: choose an author from the list or add a guest author' }]);
    const kept = await api().get(`/api/articles/${id}`).set(admin.auth);
    expect(kept.body.data).toMatchObject({ title: 'Rain in Kigali', author_id: writer.id, version: created.body.data.version });
    const garbage = await api().post('/api/articles').set(admin.auth).send({ ...article, author_id: 'not-an-id' });
    expect(garbage.status).toBe(400);

    const draft = await api().post('/api/articles').set(editor.auth).send({ title: 'Notes', status: 'draft' });
    expect(draft.body.data).toMatchObject({ author: 'Eddie Editor', author_slug: 'eddie-editor' });
    // A client from before profiles names the author: the profile of that name, any case.
    const byName = await api().post('/api/articles').set(admin.auth).send({ ...article, author: 'fatou diallo' });
    expect(byName.body.data).toMatchObject({ author_id: writer.id, author: 'Fatou Diallo' });
  });

  it('a profile edit shows on every article at once; a rename keeps the old slug answering', async () => {
    const writer = await guest({ name: 'Tunde Adeyemi' });
    const ids = [makeArticle(ctx.app.db, { authorId: writer.id, author: 'x', publishDate: daysAgo(2) }), makeArticle(ctx.app.db, { authorId: writer.id, author: 'x', publishDate: daysAgo(1) })];
    const renamed = await api().put(`/api/authors/${writer.id}`).set(editor.auth).send({ name: 'Tunde A. Adeyemi', bio: 'Music and film.', links: [{ label: '', url: 'https://tunde.example.org' }] });
    expect(renamed.body.data).toMatchObject({ slug: 'tunde-a-adeyemi', item_count: 2 });
    for (const id of ids) {
      const a = (await api().get(`/api/public/articles/${id}`)).body.data;
      expect(a).toMatchObject({ author: 'Tunde A. Adeyemi', author_bio: 'Music and film.', author_slug: 'tunde-a-adeyemi', author_links: [{ label: '', url: 'https://tunde.example.org' }] });
    }
    const page = await api().get('/api/public/authors/tunde-a-adeyemi');
    expect(page.body.data.author).toEqual({ slug: 'tunde-a-adeyemi', name: 'Tunde A. Adeyemi', bio: 'Music and film.', image: '', links: [{ label: '', url: 'https://tunde.example.org' }] });
    expect(page.body.data.articles.map((a: { id: string }) => a.id)).toEqual([ids[1], ids[0]]);
    const old = await api().get('/api/public/authors/tunde-adeyemi');
    expect(old.body.data.author.slug).toBe('tunde-a-adeyemi');
    // Search finds the articles by their author's new name: the staff list and the public search.
    const found = await api().get('/api/articles').set(admin.auth).query({ q: 'a. adeyemi' });
    expect(found.body.data.map((a: { id: string }) => a.id).sort()).toEqual([...ids].sort());
    const searched = await api().get('/api/public/search').query({ q: 'Tunde Adeyemi' });
    expect(searched.body.data.results.map((r: { id: string }) => r.id).sort()).toEqual([...ids].sort());
  });

  it('merges a duplicate: its articles, trashed ones too, take the other byline, its page redirects, it is gone', async () => {
    const keep = await guest({ name: 'Imani Habimana' });
    const dup = await guest({ name: 'Imani H.' });
    const live = makeArticle(ctx.app.db, { authorId: dup.id, author: 'x' });
    const trashed = makeArticle(ctx.app.db, { authorId: dup.id, author: 'x' });
    expect((await api().delete(`/api/articles/${trashed}`).set(admin.auth)).status).toBe(200);
    const counted = (await api().get('/api/authors').set(editor.auth).query({ q: 'imani h.' })).body.data[0];
    expect(counted).toMatchObject({ item_count: 1, trashed_count: 1 });

    expect((await api().post(`/api/authors/${dup.id}/merge`).set(editor.auth).send({ into: dup.id })).status).toBe(400);
    expect((await api().post(`/api/authors/${dup.id}/merge`).set(editor.auth).send({ into: randomUUID() })).status).toBe(400);
    const merged = await api().post(`/api/authors/${dup.id}/merge`).set(editor.auth).send({ into: keep.id });
    expect(merged.status).toBe(200);
    expect(merged.body.message).toBe('Imani H. merged into Imani Habimana: 2 articles moved');
    expect(merged.body.data).toMatchObject({ moved: 2, author: { id: keep.id, item_count: 1, trashed_count: 1 } });
    expect((await api().get(`/api/authors/${dup.id}`).set(editor.auth)).status).toBe(404);
    expect(ctx.app.db.select({ id: articles.authorId, name: articles.author }).from(articles).where(eq(articles.id, trashed)).get()).toEqual({ id: keep.id, name: 'Imani Habimana' });
    expect((await api().get('/api/public/authors/imani-h')).body.data.author.slug).toBe('imani-habimana');
    expect((await api().get(`/api/public/articles/${live}`)).body.data.author).toBe('Imani Habimana');
    // Two staff members' profiles are never one.
    const mine = (await api().get('/api/authors/me').set(editor.auth)).body.data;
    const theirs = (await api().get('/api/authors/me').set(admin.auth)).body.data;
    const refused = await api().post(`/api/authors/${mine.id}/merge`).set(editor.auth).send({ into: theirs.id });
    expect(refused.status).toBe(409);
  });

  it('deletes a guest only with no articles, or after giving them to another; never a staff profile', async () => {
    const spare = await guest({ name: 'Nobody Yet' });
    const busy = await guest({ name: 'Kwabena Owusu' });
    const heir = await guest({ name: 'Kwabena O.' });
    const item = makeArticle(ctx.app.db, { authorId: busy.id, author: 'x' });

    const refused = await api().delete(`/api/authors/${busy.id}`).set(editor.auth);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Kwabena Owusu is the author of 1 article: choose who takes them before deleting');
    expect(ctx.app.db.select({ id: authors.id }).from(authors).where(eq(authors.id, busy.id)).get()).toBeDefined();
    expect((await api().delete(`/api/authors/${busy.id}`).set(editor.auth).query({ reassign_to: randomUUID() })).status).toBe(400);

    const moved = await api().delete(`/api/authors/${busy.id}`).set(editor.auth).query({ reassign_to: heir.id });
    expect(moved.status).toBe(200);
    expect(moved.body.message).toBe('Kwabena Owusu deleted; 1 article now by Kwabena O.');
    expect((await api().get(`/api/public/articles/${item}`)).body.data).toMatchObject({ author: 'Kwabena O.', author_id: heir.id });
    expect((await api().delete(`/api/authors/${spare.id}`).set(editor.auth)).body.message).toBe('Nobody Yet deleted');

    const mine = (await api().get('/api/authors/me').set(editor.auth)).body.data;
    expect((await api().delete(`/api/authors/${mine.id}`).set(admin.auth)).status).toBe(409);
    const audit = await api().get('/api/audit').set(admin.auth).query({ action: 'author.delete' });
    expect(audit.body.data.length).toBeGreaterThanOrEqual(2);
  });

  it('a revision restore naming a profile merged since keeps a valid author', async () => {
    const first = await guest({ name: 'Old Name Writer' });
    const second = await guest({ name: 'Second Writer' });
    const created = await api().post('/api/articles').set(admin.auth).send({ ...article, author_id: first.id });
    const id = created.body.data.id as string;
    await api().put(`/api/articles/${id}`).set(admin.auth).send({ title: 'Retitled', author_id: second.id });
    await api().post(`/api/authors/${first.id}/merge`).set(editor.auth).send({ into: second.id });
    const revisions = (await api().get(`/api/articles/${id}/revisions`).set(admin.auth)).body.data as Array<{ id: string; number: number }>;
    const oldest = revisions.at(-1)!;
    const restored = await api().post(`/api/articles/${id}/revisions/${oldest.id}/restore`).set(admin.auth).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'Rain in Kigali', author_id: second.id, author: 'Second Writer' });
  });
});

describe('imported bylines become profiles', () => {
  let ctx: TestContext;
  const fixture = (name: string) => join(import.meta.dirname, '../fixtures/import', name);
  beforeAll(async () => {
    ctx = await createTestApp({ BACKUP_SCHEDULE: 'off' });
  });
  afterAll(async () => ctx.close());

  it("a Ghost author with a staff member's e-mail is their profile; another is a guest with the export's bio and portrait", async () => {
    const kwesi = await signedInStaff(ctx.app, { name: 'Kwesi Appiah-Mensah', email: 'Kwesi@lessons.example.org' });
    await runImport(ctx.app.db, ctx.config.dataDir, { from: 'ghost', file: fixture('ghost-4-cards.json'), siteUrl: 'https://lessons.example.org' });
    await runImport(ctx.app.db, ctx.config.dataDir, { from: 'ghost', file: fixture('ghost.json') });
    const byline = (title: string) =>
      ctx.app.db.select({ name: authors.name, userId: authors.userId, bio: authors.bio, image: authors.image }).from(articles).innerJoin(authors, eq(authors.id, articles.authorId)).where(eq(articles.title, title)).get();
    expect(byline('Writing a brief')).toMatchObject({ name: 'Kwesi Appiah-Mensah', userId: kwesi.id });
    const aline = ctx.app.db.select().from(authors).where(eq(authors.name, 'Aline Uwase')).get();
    expect(aline).toMatchObject({ userId: null, bio: 'Editor in Kigali.', image: 'https://example.org/aline.jpg' });
    expect(ctx.app.db.select({ n: articles.id }).from(articles).where(eq(articles.authorId, aline!.id)).all().length).toBeGreaterThan(0);
  });
});
