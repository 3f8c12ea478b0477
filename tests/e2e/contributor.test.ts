/**
 * A contributor's back office offers only what they may do, in real headless Chromium against the
 * production build, at 1366 and 360 px: the Articles list (and the video cards, the podcast rows)
 * show Edit and Delete on their own draft only, and say why on the rest (their published article,
 * the newsroom's); their dashboard opens a published item on its page, not in the editor; a detail page of an
 * item not theirs offers no Edit; their own draft's editor shows their byline read-only in place of
 * the Author picker; an item not theirs, opened in the editor by its address, is read-only (fields
 * disabled, no state buttons, no autosave) with a banner and a way back. The list and the
 * read-only editor pass axe, light and dark. Until the server has said whose an item is, a
 * contributor's editor takes no typing (an editor's does: they may change anything).
 */
import { describe, expect, it } from 'vitest';
import { openPage, staffApi } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'contributor-admin@e2e.example.org', password: 'Contributor-Admin-2026' });
const COMPLETE = { excerpt: 'Clubs after class.', content: 'Students meet every Friday.', featured_image: '/media/seed/placeholder.jpg', category_name: 'Tech Trends' };
const DRAFT = 'Own draft: a robotics club';
const PUBLISHED = 'Own story, published';
const VIDEO = 'Own video: a makerspace tour';

describe("a contributor's screens", () => {
  it('show Edit only where editing can succeed, the byline read-only, and an item not theirs read-only in the editor', async () => {
    const { url } = staff.site;
    const contributor = await staff.invite({ name: 'Chidi Contributor', email: 'chidi@e2e.example.org', role: 'contributor' });
    const post = (body: object) => staffApi<{ data: { id: string } }>(url, contributor, '/articles', { method: 'POST', body: JSON.stringify(body) });
    const published = (await post({ title: PUBLISHED, ...COMPLETE, status: 'review' })).data.id;
    await staff.api(`/articles/${published}`, { method: 'PUT', body: JSON.stringify({ status: 'published' }) });
    const draft = (await post({ title: DRAFT, status: 'draft' })).data.id;
    await staffApi(url, contributor, '/videos', { method: 'POST', body: JSON.stringify({ title: VIDEO, description: 'A tour.', status: 'draft' }) });
    // The newsroom's article (the seed's: nobody's) on the list's first page, as the list orders it.
    const firstPage = (await staff.api<{ data: { id: string; title: string; version: number }[] }>('/articles?status=all&sort=createdAt&limit=10')).data;
    const theirs = firstPage.find((a) => a.id !== draft && a.id !== published)!;

    for (const width of [1366, 360]) {
      const { context, page } = await openPage(staff.browser, { token: contributor, width });

      // The list: Edit and Delete on the own draft only; the others say why.
      await openAdminScreen(page, url, { name: 'articles', path: '/admin/magazine/articles', ready: (p) => p.locator('.adm-readonly-note').first().waitFor() });
      const row = (title: string) => page.locator('.adm-table tbody tr', { hasText: title });
      expect(await row(DRAFT).getByRole('link', { name: `Edit ${DRAFT}` }).count()).toBe(1);
      expect(await row(DRAFT).getByRole('button', { name: `Delete ${DRAFT}` }).count()).toBe(1);
      expect(await row(DRAFT).locator('.adm-readonly-note').count()).toBe(0);
      expect(await row(PUBLISHED).getByRole('link', { name: /^Edit/ }).count()).toBe(0);
      expect(await row(PUBLISHED).getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      expect(await row(PUBLISHED).locator('.adm-readonly-note').textContent()).toContain('Published: an editor looks after it now');
      expect(await row(theirs.title).getByRole('link', { name: /^Edit/ }).count()).toBe(0);
      expect(await row(theirs.title).locator('.adm-readonly-note').textContent()).toContain("Someone else's: you can read it, not change it");
      const listProblems = await problemsInBothSchemes(page, `contributor articles ${width}`, { width, dark: false }, { shoot: (scheme) => keepScreenshot(page, `contributor-articles-${width}-${scheme}.png`, { fullPage: true }) });
      expect(listProblems).toEqual([]);

      // The video cards alike: Edit and Delete on their own, the reason on the newsroom's.
      if (width === 1366) {
        await openAdminScreen(page, url, { name: 'videos', path: '/admin/magazine/videos', ready: (p) => p.locator('.adm-media-card .adm-readonly-note').first().waitFor() });
        const others = page.locator('.adm-media-card', { hasNotText: VIDEO });
        expect(await others.first().getByRole('link', { name: /^Edit/ }).count()).toBe(0);
        expect(await others.first().locator('.adm-readonly-note').textContent()).toContain("Someone else's");
        await keepScreenshot(page, 'contributor-videos-1366-light.png');
        await page.getByLabel('Search videos').fill(VIDEO);
        const own = page.locator('.adm-media-card', { hasText: VIDEO });
        await own.getByRole('link', { name: `Edit ${VIDEO}` }).waitFor();
        expect(await own.getByRole('button', { name: `Delete ${VIDEO}` }).count()).toBe(1);
        expect(await own.locator('.adm-readonly-note').count()).toBe(0);
      }

      if (width === 1366) {
        // Podcast episodes alike (none is theirs).
        await openAdminScreen(page, url, { name: 'podcasts', path: '/admin/podcast', ready: (p) => p.locator('.adm-pod-row .adm-readonly-note').first().waitFor() });
        expect(await page.locator('.adm-pod-row').getByRole('link', { name: /^Edit/ }).count()).toBe(0);
        await keepScreenshot(page, 'contributor-podcasts-1366-light.png');
        // Their dashboard opens what is still theirs to change in the editor, the rest on its page.
        await openAdminScreen(page, url, { name: 'dashboard', path: '/admin/dashboard', ready: (p) => p.getByRole('heading', { name: /Your drafts/ }).waitFor() });
        const work = page.locator('.adm-mywork');
        expect(await work.getByRole('link', { name: new RegExp(DRAFT) }).getAttribute('href')).toBe(`/admin/articles/${draft}/edit`);
        expect(await work.getByRole('link', { name: new RegExp(PUBLISHED) }).getAttribute('href')).toBe(`/admin/article/${published}`);
      }

      // A detail page of an item not theirs: no Edit, the reason instead.
      await openAdminScreen(page, url, { name: 'article-detail', path: `/admin/article/${theirs.id}`, ready: (p) => p.locator('.adm-detail__title').waitFor() });
      await page.locator('.adm-detail-top .adm-readonly-note', { hasText: "Someone else's" }).waitFor();
      expect(await page.getByRole('link', { name: 'Edit Article' }).count()).toBe(0);
      await keepScreenshot(page, `contributor-detail-${width}-light.png`);

      // Their own draft: the byline is theirs, shown, not a picker.
      await openAdminScreen(page, url, { name: 'editor', path: `/admin/articles/${draft}/edit`, ready: (p) => p.getByRole('button', { name: 'Submit for review' }).waitFor() });
      if (width === 360) await page.getByRole('button', { name: 'Show article settings' }).click();
      const byline = page.getByRole('group', { name: 'Author' });
      await byline.waitFor();
      expect(await byline.textContent()).toContain('Chidi Contributor');
      expect(await byline.textContent()).toContain('Your own author profile: an editor can change the byline.');
      expect(await page.getByRole('combobox', { name: 'Author' }).count()).toBe(0);
      await byline.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `contributor-byline-${width}-light.png`);

      // The newsroom's article by its address: read-only, with why and the way back.
      await openAdminScreen(page, url, { name: 'editor read-only', path: `/admin/articles/${theirs.id}/edit`, ready: (p) => p.getByText('you can read it, not change it').waitFor() });
      await page.locator('.ed-body[contenteditable="false"]').waitFor();
      expect(await page.getByRole('textbox', { name: 'Title', exact: true }).isDisabled()).toBe(true);
      for (const action of ['Save draft', 'Submit for review', 'Update', 'Publish...', 'Preview']) expect(await page.getByRole('button', { name: action }).count(), action).toBe(0);
      expect(await page.locator('.ed-body').getAttribute('aria-readonly')).toBe('true');
      expect(await page.locator('.ed-toolbar').count()).toBe(0);
      const back = page.locator('.ed-main').getByRole('link', { name: 'Back to Articles' });
      expect(await back.getAttribute('href')).toBe('/admin/magazine/articles');
      const editorProblems = await problemsInBothSchemes(page, `contributor read-only editor ${width}`, { width, dark: false }, { shoot: (scheme) => keepScreenshot(page, `contributor-readonly-${width}-${scheme}.png`) });
      expect(editorProblems).toEqual([]);
      // Nothing was sent by itself: the article is as the seed left it.
      expect((await staff.api<{ data: { version: number } }>(`/articles/${theirs.id}`)).data.version).toBe(theirs.version);
      await context.close();
    }
  }, 180_000);

  it("take no typing in the editor until the answer says whose the item is; an editor's never wait", async () => {
    const { url } = staff.site;
    const contributor = await staff.invite({ name: 'Ada Waiting', email: 'ada-waiting@e2e.example.org', role: 'contributor' });
    const title = 'Own draft: a reading club';
    const draft = (await staffApi<{ data: { id: string } }>(url, contributor, '/articles', { method: 'POST', body: JSON.stringify({ title, status: 'draft' }) })).data.id;

    /** Opens the draft's editor with the server's editorial answer held back until `release` is called. */
    const openHeld = async (token: string) => {
      const { context, page } = await openPage(staff.browser, { token, width: 1366 });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/review/items/**', async (route) => {
        await held;
        await route.continue();
      });
      await openAdminScreen(page, url, { name: 'editor', path: `/admin/articles/${draft}/edit`, ready: (p) => p.getByRole('textbox', { name: 'Title', exact: true }).waitFor() });
      return { context, page, release };
    };

    // The contributor's own draft: locked, with no state buttons, while whose it is is unknown.
    const writer = await openHeld(contributor);
    const titleBox = writer.page.getByRole('textbox', { name: 'Title', exact: true });
    expect(await titleBox.isDisabled()).toBe(true);
    expect(await writer.page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
    expect(await writer.page.locator('.ed-body').getAttribute('contenteditable')).toBe('false');
    // The answer comes: theirs, so it opens for typing, and what they type is saved.
    writer.release();
    await writer.page.getByRole('button', { name: 'Submit for review' }).waitFor();
    expect(await titleBox.isDisabled()).toBe(false);
    await titleBox.fill(`${title}, retitled`);
    await expect.poll(async () => (await staffApi<{ data: { title: string } }>(url, contributor, `/articles/${draft}`)).data.title, { timeout: 10_000 }).toBe(`${title}, retitled`);
    expect(await writer.page.locator('.ed-body').getAttribute('contenteditable')).toBe('true');
    await writer.context.close();

    // An editor (here the administrator) may change anything: their fields are open before the answer.
    const editor = await openHeld(staff.token);
    expect(await editor.page.getByRole('textbox', { name: 'Title', exact: true }).isDisabled()).toBe(false);
    editor.release();
    await editor.context.close();
  }, 60_000);
});
