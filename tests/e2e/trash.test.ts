/**
 * The trash and preview links in real headless Chromium against the production build: an editor
 * moves the article in main slot 1 (with readers' comments) to the trash from the Articles screen;
 * it leaves its page, the home page's slot, search, the feed and the sitemap; the Trash screen
 * restores it with its comments and asks, without doing it, whether to put it back in the slot.
 * A draft's preview link, made in the editor's Share dialog, opens signed out on the real site
 * layout (noindex, private, no-store), then shows a clear "no longer works" page once revoked.
 * Both screens fit a phone, light and dark, and pass axe.
 */
import { describe, expect, it } from 'vitest';
import { openPage, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { openAdminScreen, problemsInBothSchemes, type Screen } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'trash-admin@e2e.example.org', password: 'Trash-Admin-2026' });

const trashScreen: Screen = { name: 'trash', path: '/admin/trash', ready: (p) => p.locator('.adm-trash__entry, .adm-state').first().waitFor() };

interface Main {
  data: { mainArticle: { id: string; title: string } | null };
}

async function publicSurfaces(siteUrl: string, id: string, title: string) {
  const get = (path: string) => fetch(`${siteUrl}${path}`);
  const [page, main, search, rss, sitemap] = await Promise.all([
    get(`/article/${id}`),
    get('/api/public/articles/main'),
    get(`/api/public/search?q=${encodeURIComponent(title)}`),
    get('/rss.xml'),
    get('/sitemap.xml'),
  ]);
  return {
    page: page.status,
    inMainSlot: ((await main.json()) as Main).data.mainArticle?.id === id,
    found: ((await search.json()) as { data: { results: { id: string }[] } }).data.results.some((r) => r.id === id),
    inFeed: (await rss.text()).includes(id),
    inSitemap: (await sitemap.text()).includes(id),
  };
}

describe('the trash', () => {
  it('takes the main article off every public surface, and restores it with its comments, offering its slot back', async () => {
    const { url } = staff.site;
    const main = ((await (await fetch(`${url}/api/public/articles/main`)).json()) as Main).data.mainArticle!;
    for (const name of ['Nana', 'Thabo']) {
      const res = await fetch(`${url}/api/comments/${main.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, content: `Great read, from ${name}` }) });
      expect(res.status).toBe(201);
    }
    const comments = async () => ((await (await fetch(`${url}/api/comments/${main.id}/count`)).json()) as { data: { count: number } }).data.count;
    const before = await comments();
    expect(await publicSurfaces(url, main.id, main.title)).toEqual({ page: 200, inMainSlot: true, found: true, inFeed: true, inSitemap: true });

    const { context, page } = await staff.signedInPage();
    await openAdminScreen(page, url, { name: 'articles', path: '/admin/magazine/articles', ready: (p) => p.locator('.adm-table').waitFor() });
    await page.getByPlaceholder('Search articles by title or author...').fill(main.title);
    await page.getByRole('button', { name: `Delete ${main.title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('can be restored from the Trash for 30 days').waitFor();
    await dialog.getByText(/It holds main slot 1/).waitFor();
    expect(await dialog.textContent()).not.toContain('cannot be undone');
    await dialog.getByRole('button', { name: 'Move to trash' }).click();
    await toast(page, 'Moved to trash');
    expect(await publicSurfaces(url, main.id, main.title)).toEqual({ page: 404, inMainSlot: false, found: false, inFeed: false, inSitemap: false });

    await openAdminScreen(page, url, trashScreen);
    await page.locator('.adm-nav__link.is-active', { hasText: 'Trash' }).waitFor();
    const entry = page.locator('.adm-trash__entry', { hasText: main.title });
    await entry.getByText(/Held main slot 1/).waitFor();
    await entry.getByText(new RegExp(`Emptying it deletes: ${before} comments`)).waitFor();
    // An administrator sees what emptying it all destroys before it happens, and can still step back.
    await page.getByRole('button', { name: 'Empty trash' }).click();
    await page.getByRole('alertdialog').getByText(`${before} comments`).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await keepScreenshot(page, 'trash-1366-light.png', { fullPage: true });

    await entry.getByRole('button', { name: 'Restore' }).click();
    await toast(page, `"${main.title}" restored`);
    const offer = page.locator('.toast', { hasText: 'held main slot 1' });
    await offer.waitFor();
    // Back on the site with its comments, but the slot is not silently taken back.
    expect(await publicSurfaces(url, main.id, main.title)).toEqual({ page: 200, inMainSlot: false, found: true, inFeed: true, inSitemap: true });
    expect(await comments()).toBe(before);
    await offer.getByRole('button', { name: 'Put back' }).click();
    await toast(page, 'Put back on the homepage');
    expect((await publicSurfaces(url, main.id, main.title)).inMainSlot).toBe(true);
    await page.getByText('The trash is empty').waitFor();
    await context.close();
  }, 120_000);

  it('fits a 360 px phone, light and dark, with an entry in it, and passes axe', async () => {
    const list = await staff.api<{ data: { id: string; title: string; main_position: string | null }[] }>('/articles?limit=20&status=published');
    const victim = list.data.find((a) => !a.main_position)!;
    await staff.api(`/articles/${victim.id}`, { method: 'DELETE' });
    const look = { width: 360, dark: false };
    const { context, page } = await staff.signedInPage(look);
    await openAdminScreen(page, staff.site.url, trashScreen);
    await page.locator('.adm-trash__entry', { hasText: victim.title }).waitFor();
    const problems = await problemsInBothSchemes(page, 'trash', look, { shoot: (scheme) => keepScreenshot(page, `trash-360-${scheme}.png`, { fullPage: true }) });
    await context.close();
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('a preview link', () => {
  it('made in the editor, opens a draft signed out on the site layout, never cached or indexed; revoked, it says so', async () => {
    const { url } = staff.site;
    const list = await staff.api<{ data: { id: string; title: string; main_position: string | null }[] }>('/articles?limit=20&status=published');
    // Not the one the other describe trashes: the last of the page.
    const article = list.data.filter((a) => !a.main_position).at(-1)!;
    const drafted = await staff.api<{ success: boolean }>(`/articles/${article.id}`, { method: 'PUT', body: JSON.stringify({ status: 'draft' }) });
    expect(drafted.success).toBe(true);
    expect((await fetch(`${url}/article/${article.id}`)).status).toBe(404);

    const { context, page } = await staff.signedInPage();
    await page.goto(`${url}/admin/articles/${article.id}/edit`);
    await page.getByRole('button', { name: 'Share a preview link' }).click();
    const share = page.getByRole('dialog', { name: 'Share a preview' });
    await share.getByRole('button', { name: 'Make a new link' }).click();
    const link = await share.getByLabel(/New link/).inputValue();
    expect(link).toMatch(new RegExp(`/article/${article.id}/preview/[A-Za-z0-9_-]{40,}$`));

    // Signed out, in a browser of its own.
    for (const look of [
      { width: 1366, dark: false },
      { width: 360, dark: true },
    ]) {
      const reader = await openPage(staff.browser, look);
      const res = await reader.page.goto(link);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('private, no-store');
      expect(res?.headers()['x-robots-tag']).toBe('noindex');
      await reader.page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      await reader.page.getByText('Only people with this link can see this page').waitFor();
      // Nothing was typed in the editor: the link shows the stored draft, not "unsaved changes".
      expect(await reader.page.getByText('not saved yet').count()).toBe(0);
      expect(await reader.page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      await reader.page.locator('.site-header, header').first().waitFor();
      const problems = await problemsInBothSchemes(reader.page, `preview ${look.width}`, look, {
        shoot: (scheme) => keepScreenshot(reader.page, `preview-${look.width}-${scheme}.png`, { fullPage: true }),
      });
      expect(problems).toEqual([]);
      await reader.context.close();
    }

    await share.getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Preview link revoked');
    await context.close();

    const reader = await openPage(staff.browser, { width: 360 });
    const res = await reader.page.goto(link);
    expect(res?.status()).toBe(404);
    expect(res?.headers()['cache-control']).toBe('private, no-store');
    await reader.page.getByRole('heading', { name: 'This preview link no longer works' }).waitFor();
    await keepScreenshot(reader.page, 'preview-revoked-360-light.png', { fullPage: true });
    await reader.context.close();
  }, 120_000);
});
