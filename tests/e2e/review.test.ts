/**
 * Contributors and review in real headless Chromium against the production build. A contributor
 * (invited by the administrator) sees only what their role may open, submits their draft from the
 * editor, where Publish is not offered; an editor sees the count on the dashboard and in the menu,
 * sends the draft back from the Review queue with a note; the contributor reads the note at the
 * top of their editor on a 360 px phone and on their dashboard, submits again; the editor publishes
 * it from the queue and it is on the site. The Review queue and the note pass axe, light and dark.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, staffApi, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { openAdminScreen, problemsInBothSchemes, type Screen } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const staff = setUpStaffSite({ email: 'review-admin@e2e.example.org', password: 'Review-Admin-2026' });
const TITLE = 'Coding clubs in Rwandan schools';
const NOTE = 'Please add a quote from a teacher.';

const reviewScreen: Screen = { name: 'review', path: '/admin/review', ready: (p) => p.locator('.adm-review__entry, .adm-state').first().waitFor() };

const menuLinks = (page: Page) => page.locator('.adm-nav .adm-nav__label').allTextContents();

describe('contributors and review', () => {
  it('a contributor submits, an editor sends back with a note, the contributor resubmits, the editor publishes', async () => {
    const { url } = staff.site;
    const contributor = await staff.invite({ name: 'Chidi Contributor', email: 'chidi@e2e.example.org', role: 'contributor' });
    const editor = await staff.invite({ name: 'Esi Editor', email: 'esi@e2e.example.org', role: 'editor' });
    const draft = await staffApi<{ data: { id: string } }>(url, contributor, '/articles', {
      method: 'POST',
      body: JSON.stringify({ title: TITLE, excerpt: 'Clubs after class.', content: 'Students meet every Friday.', featured_image: '/media/seed/placeholder.jpg', status: 'draft' }),
    });
    const id = draft.data.id;

    // The contributor: a menu without what the role may not open, and an editor without Publish.
    const writer = await openPage(staff.browser, { token: contributor });
    await openAdminScreen(writer.page, url, { name: 'dashboard', path: '/admin/dashboard', ready: (p) => p.getByRole('heading', { name: /Your drafts/ }).waitFor() });
    const menu = await menuLinks(writer.page);
    expect(menu).toContain('Articles');
    for (const hidden of ['Review', 'Comments', 'Subscribers', 'Newsletters', 'Team', 'Main Articles', 'Audit Log']) expect(menu).not.toContain(hidden);
    expect(await writer.page.getByText('Content Performance').count()).toBe(0);
    await writer.page.locator('.adm-mywork').getByRole('link', { name: new RegExp(TITLE) }).click();
    await writer.page.getByRole('button', { name: 'Submit for review' }).waitFor();
    expect(await writer.page.getByRole('button', { name: 'Publish...' }).count()).toBe(0);
    await writer.page.getByRole('button', { name: 'Submit for review' }).click();
    await writer.page.getByText(/Submitted for review by Chidi Contributor/).waitFor();

    // The editor: the count on the dashboard and in the menu, then the queue.
    const desk = await openPage(staff.browser, { token: editor });
    await openAdminScreen(desk.page, url, { name: 'dashboard', path: '/admin/dashboard', ready: (p) => p.getByRole('link', { name: /1 waiting for review/ }).waitFor() });
    await desk.page.locator('.adm-nav__link', { hasText: 'Review' }).locator('.adm-nav__badge', { hasText: '1' }).waitFor();
    await desk.page.getByRole('link', { name: /1 waiting for review/ }).click();
    const row = desk.page.locator('.adm-review__entry', { hasText: TITLE });
    await row.getByText(/By Chidi Contributor/).waitFor();
    await keepScreenshot(desk.page, 'review-1366-light.png', { fullPage: true });
    await row.getByRole('button', { name: /^Send back/ }).click();
    const dialog = desk.page.getByRole('dialog', { name: 'Send back with a note' });
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await dialog.getByText('Write a note saying what to change').waitFor();
    await dialog.getByLabel(/What should Chidi Contributor change/).fill(NOTE);
    await dialog.getByRole('button', { name: 'Send back' }).click();
    await toast(desk.page, 'Sent back to Chidi Contributor');
    await desk.page.getByText('Nothing waits for review').waitFor();

    // The contributor, on a desktop and a phone: the note on top of their draft, and on their dashboard.
    for (const width of [1366, 360]) {
      const look = await openPage(staff.browser, { token: contributor, width });
      await openAdminScreen(look.page, url, { name: 'dashboard', path: '/admin/dashboard', ready: (p) => p.getByText(`Sent back: ${NOTE}`).waitFor() });
      await keepScreenshot(look.page, `review-contributor-dashboard-${width}-light.png`, { fullPage: true });
      await openAdminScreen(look.page, url, { name: 'editor', path: `/admin/articles/${id}/edit`, ready: (p) => p.getByRole('note', { name: 'Sent back by an editor' }).waitFor() });
      const banner = look.page.getByRole('note', { name: 'Sent back by an editor' });
      expect(await banner.textContent()).toContain(NOTE);
      expect(await banner.textContent()).toContain('Sent back by Esi Editor');
      const problems = await problemsInBothSchemes(look.page, `editor sent back ${width}`, { width, dark: false }, { shoot: (scheme) => keepScreenshot(look.page, `review-note-${width}-${scheme}.png`) });
      expect(problems).toEqual([]);
      if (width === 360) {
        await look.page.getByRole('button', { name: 'Submit for review' }).click();
        await look.page.getByText(/Submitted for review by Chidi Contributor/).waitFor();
        expect(await banner.count()).toBe(0);
      }
      await look.context.close();
    }

    // The editor publishes it from the queue: it is on the site.
    await desk.page.reload();
    await row.getByRole('button', { name: /^Publish/ }).click();
    await desk.page.getByRole('dialog', { name: 'Publish now?' }).getByRole('button', { name: 'Publish' }).click();
    await toast(desk.page, 'Published');
    await desk.page.getByText('Nothing waits for review').waitFor();
    expect((await fetch(`${url}/article/${id}`)).status).toBe(200);
    await desk.context.close();
  }, 180_000);

  it('the Review queue fits a 360 px phone and a desktop, light and dark, and passes axe', async () => {
    const { url } = staff.site;
    const contributor = await staff.invite({ name: 'Cleo Contributor', email: 'cleo@e2e.example.org', role: 'contributor' });
    const sent = await staffApi<{ success: boolean }>(url, contributor, '/videos', { method: 'POST', body: JSON.stringify({ title: 'A makerspace in Kigali', description: 'A tour.', status: 'review' }) });
    expect(sent.success).toBe(true);
    for (const width of [360, 1366]) {
      const look = { width, dark: false };
      const { context, page } = await staff.signedInPage(look);
      await openAdminScreen(page, url, reviewScreen);
      await page.locator('.adm-review__entry', { hasText: 'A makerspace in Kigali' }).waitFor();
      const problems = await problemsInBothSchemes(page, `review ${width}`, look, { shoot: (scheme) => keepScreenshot(page, `review-${width}-${scheme}.png`, { fullPage: true }) });
      await context.close();
      expect(problems).toEqual([]);
    }
  }, 90_000);
});
