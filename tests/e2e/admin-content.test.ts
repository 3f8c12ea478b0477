/**
 * The video, TV and podcast screens of the back office in real headless Chromium against the
 * production build on a seeded temporary database (same helpers as admin.test.ts): create, edit and
 * delete a magazine video, a TV episode and a podcast episode (each found in its list and,
 * published, on the public site), server validation messages under their fields, delete a comment,
 * export the newsletter subscribers as CSV. Every one of these screens is checked on a dark phone;
 * `npm run screenshots` photographs them all (tests/tools/screenshots.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editorSection, publishNow, sectionToggle, toast } from '../helpers/back-office.ts';
import { setUpStaffSite } from '../helpers/file-site.ts';
import { contentScreens, openAdminScreen, problemsInBothSchemes } from '../helpers/screens.ts';
import { keepScreenshot } from '../helpers/screenshots.ts';

const EMAIL = 'media-editor@e2e.example.org';
const PASSWORD = 'Media-Pass-2026';
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const staff = setUpStaffSite({ email: EMAIL, password: PASSWORD });
const { api, signedInPage } = staff;

describe('admin video, TV and podcast screens', () => {
  it('magazine video: server messages under fields, create, find, detail player, public page, edit, delete', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/videos`);
    await page.getByRole('heading', { name: 'Magazine Videos' }).waitFor();
    await page.locator('.adm-media-card').first().waitFor();
    await page.getByText(/Showing page 1 of \d+ \(\d+ videos\)/).waitFor();
    for (const tile of ['Total Videos', 'Total Views', 'Avg Rating', 'Published']) await page.locator('.adm-stat__title', { hasText: tile }).waitFor();

    await page.getByRole('link', { name: 'New Video' }).click();
    await page.waitForURL(/\/admin\/videos\/new$/);
    const editor = page.locator('.ed-page');
    const panel = page.getByRole('complementary', { name: 'Video settings' });
    for (const section of ['Checklist', 'Status & schedule', 'Video', 'Category & tags', 'Details', 'Search & sharing', 'Options']) {
      await sectionToggle(panel, section).waitFor();
    }
    await panel.getByLabel('YouTube URL').fill('https://example.org/not-a-video');
    // Going public names what a published video needs (the shared rules, the server's words).
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this video?' });
    for (const msg of ['Title is required', 'Description is required']) await going.getByRole('button', { name: msg }).waitFor();
    await going.getByRole('button', { name: /valid YouTube URL/ }).waitFor();
    await going.getByRole('button', { name: 'Keep editing' }).click();
    // A draft needs its title only: its message under its field, and listed above the text.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await toast(page, 'Validation Error');
    const titleField = editor.locator('.adm-field', { has: page.getByLabel('Title', { exact: true }) });
    await titleField.locator('.adm-field__error', { hasText: 'Title is required' }).waitFor();
    await editor.locator('.adm-message').getByRole('button', { name: 'Title is required' }).waitFor();
    await keepScreenshot(page, 'video-editor-errors-1366-light.png');

    const title = `Coding clubs in Kigali ${Date.now()}`;
    await panel.getByLabel('YouTube URL').fill(YOUTUBE);
    await panel.getByLabel('Thumbnail URL').fill('/media/seed/article-kigali-smart-classrooms.jpg');
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Teenagers teach each other to code after school.');
    await panel.getByLabel('Duration').fill('12:40');
    // The previews read the form: the Google result and the share cards carry the title.
    await editorSection(page, 'Video settings', 'Search & sharing');
    await panel.locator('.ed-serp__title', { hasText: title.slice(0, 30) }).waitFor();
    await panel.locator('.ed-whatsapp__title', { hasText: title.slice(0, 30) }).waitFor();
    await panel.getByLabel('Rating').fill('4.6');
    await publishNow(page, 'video');
    await toast(page, 'Video published');
    await page.waitForURL(/\/admin\/videos\/[0-9a-f-]{36}\/edit$/);

    await page.getByRole('link', { name: 'Back to Magazine Videos' }).click();
    await page.getByLabel('Search videos').fill(title.slice(0, 20));
    const card = page.locator('.adm-media-card', { hasText: title });
    await card.waitFor();
    await card.getByText('4.6').waitFor();
    await card.getByText('NEW', { exact: true }).waitFor();

    await card.locator('.adm-media-card__desc').click();
    await page.waitForURL(/\/admin\/video\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: 'Play Video' }).click();
    const src = await page.locator('iframe').getAttribute('src');
    expect(src).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(src).not.toContain('autoplay');
    expect(await page.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(`/video/${id}`);

    const pub = await context.newPage();
    await pub.goto(`${staff.site.url}/video/${id}`);
    await pub.getByRole('heading', { name: title }).first().waitFor();
    await pub.close();

    await page.getByRole('link', { name: 'Manage Videos' }).click();
    await page.waitForURL(/\/admin\/magazine\/videos$/);
    await page.getByLabel('Search videos').fill(title.slice(0, 20));
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`${staff.site.url}/admin/videos/${id}/edit`);
    await page.getByLabel('Title', { exact: true }).fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Video updated successfully!');
    await page.getByRole('link', { name: 'Back to Magazine Videos' }).click();
    await page.getByLabel('Search videos').fill(title.slice(0, 20));
    await page.locator('.adm-media-card', { hasText: `${title} (updated)` }).waitFor();

    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByText('can be restored from the Trash for 30 days').waitFor();
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await toast(page, 'Moved to trash');
    await page.locator('.adm-media-card', { hasText: title }).waitFor({ state: 'detached' });
    const gone = await fetch(`${staff.site.url}/api/videos/${id}`, { headers: { authorization: `Bearer ${staff.token}` } });
    expect(gone.status).toBe(404);
    await context.close();
  }, 90_000);

  it('TV episode: add a season from the form, S{n}E{n} label, public page, edit, delete', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/tv-show`);
    await page.getByRole('heading', { name: 'TV Show Management' }).waitFor();
    await page.locator('.adm-media-card').first().waitFor();
    // Seasons come from the API.
    const seasons = await api<{ data: Array<{ season_number: number }> }>('/tvshows/seasons');
    const seasonFilter = page.getByLabel('Filter by season');
    for (const s of seasons.data) await expect(seasonFilter.locator('option', { hasText: `Season ${s.season_number}` }).count()).resolves.toBe(1);

    await page.getByRole('link', { name: 'New Episode' }).click();
    await page.waitForURL(/\/admin\/tv-episodes\/new$/);
    const dialog = page.getByRole('complementary', { name: 'Episode settings' });
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this episode?' });
    await going.getByRole('button', { name: 'Duration is required' }).waitFor();
    await going.getByRole('button', { name: 'Keep editing' }).click();

    const title = `Mind Battles final ${Date.now()}`;
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Two schools meet in the final round.');
    await dialog.getByLabel('Duration').fill('44:10');
    await dialog.getByRole('button', { name: '+ Add a season' }).click();
    const newSeason = dialog.getByRole('group', { name: 'New season' });
    await newSeason.getByLabel('Season Number').fill('9');
    await newSeason.getByLabel('Season Title').fill('Finals');
    await newSeason.getByRole('button', { name: 'Add Season' }).click();
    await toast(page, 'Season created successfully!');
    await expect(dialog.getByLabel('Season', { exact: true }).locator('option:checked').textContent()).resolves.toBe('Season 9 — Finals');
    await dialog.getByLabel('Episode Number').fill('3');
    await dialog.getByLabel('YouTube URL').fill(YOUTUBE);
    await dialog.getByLabel('Thumbnail URL').fill('/media/seed/article-kigali-smart-classrooms.jpg');
    await dialog.getByLabel('Category').selectOption('Mind Battles');
    await expect(dialog.getByLabel('Section', { exact: true }).inputValue()).resolves.toBe('MindBattles');
    await publishNow(page, 'episode');
    await toast(page, 'Episode published');
    await page.waitForURL(/\/admin\/tv-episodes\/[0-9a-f-]{36}\/edit$/);

    await page.getByRole('link', { name: 'Back to TV Show' }).click();
    await page.getByLabel('Search episodes').fill(title);
    const card = page.locator('.adm-media-card', { hasText: title });
    await card.locator('.adm-media-card__label', { hasText: 'S9E3' }).waitFor();
    await page.getByLabel('Filter by season').selectOption({ label: 'Season 9' });
    await card.waitFor();
    await card.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL(/\/admin\/tvshow\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: 'Play Episode' }).waitFor();
    expect(await page.getByRole('link', { name: 'View Live' }).getAttribute('href')).toBe(`/tvshow/${id}`);

    const pub = await context.newPage();
    await pub.goto(`${staff.site.url}/tvshow/${id}`);
    await pub.getByRole('heading', { name: title }).first().waitFor();
    await pub.close();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`${staff.site.url}/admin/tv-episodes/${id}/edit`);
    const edit = page.getByRole('complementary', { name: 'Episode settings' });
    await edit.getByLabel('Episode Number').fill('4');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'TV show episode updated successfully!');
    await page.goto(`${staff.site.url}/admin/tvshow/${id}`);
    await page.getByText('S9E4').first().waitFor();

    await page.getByRole('link', { name: 'Manage TV Shows' }).click();
    await page.getByLabel('Search episodes').fill(title);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByText('can be restored from the Trash for 30 days').waitFor();
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await toast(page, 'Moved to trash');
    await page.getByText('No episodes found').waitFor();
    await context.close();
  }, 90_000);

  it('podcast episode: six tabs, guests and series from the API, create, series filter, public page, edit, delete', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/podcast`);
    await page.getByRole('heading', { name: 'Podcast Management' }).waitFor();
    await page.locator('.adm-pod-row').first().waitFor();
    const stats = await api<{ data: { total: number } }>('/podcasts/stats');
    await page.locator('.adm-stat', { hasText: 'Total Episodes' }).getByText(String(stats.data.total), { exact: true }).waitFor();

    await page.getByRole('link', { name: 'New Episode' }).click();
    await page.waitForURL(/\/admin\/podcast-episodes\/new$/);
    const dialog = page.getByRole('complementary', { name: 'Episode settings' });
    for (const section of ['Checklist', 'Status & schedule', 'Audio & cover', 'Guest', 'Details', 'Tags', 'Platforms', 'Search & sharing', 'Options']) {
      await sectionToggle(dialog, section).waitFor();
    }
    await editorSection(page, 'Episode settings', 'Platforms');
    await dialog.getByLabel('Spotify URL').fill('not a link');
    await page.getByRole('button', { name: 'Publish...' }).click();
    const going = page.getByRole('dialog', { name: 'Publish this episode?' });
    await going.getByRole('button', { name: 'Title is required' }).waitFor();
    await going.getByRole('button', { name: /Spotify/ }).waitFor();
    await going.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.getByLabel('Spotify URL').fill('https://open.spotify.com/episode/abc');

    const series = await api<{ data: Array<{ id: string; title: string }> }>('/podcasts/series');
    const guests = await api<{ data: Array<{ id: string; full_name: string }> }>('/podcasts/guests');
    const title = `Libraries as innovation hubs ${Date.now()}`;
    await page.getByLabel('Episode Title').fill(title);
    await page.getByLabel('Description', { exact: true }).fill('How public libraries became maker spaces.');
    await dialog.getByLabel('Duration').fill('58 min');
    await dialog.getByLabel('Episode Number').fill('77');
    await dialog.getByLabel('Podcast Series').selectOption(series.data[0].id);
    await dialog.getByLabel('Saved guests').selectOption(guests.data[0].id);
    await expect(dialog.getByLabel('Guest Name').inputValue()).resolves.toBe(guests.data[0].full_name);
    await dialog.getByLabel('Episode Cover Image URL').fill('/media/seed/missing-cover.jpg');
    await dialog.locator('.adm-image-preview').getByText('Image not found').waitFor();
    await dialog.getByLabel('Episode Cover Image URL').fill('/media/seed/article-kigali-smart-classrooms.jpg');
    await dialog.getByLabel('Or paste an audio address').fill('/audio/silence.wav');
    await editorSection(page, 'Episode settings', 'Options');
    await dialog.getByLabel('Featured Episode').check();
    await publishNow(page, 'episode');
    await toast(page, 'Episode published');
    await page.waitForURL(/\/admin\/podcast-episodes\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('link', { name: 'Back to Podcast' }).click();

    const row = page.locator('.adm-pod-row', { hasText: title });
    await row.waitFor();
    await row.getByText(`with ${guests.data[0].full_name}`).waitFor();
    await row.getByText(series.data[0].title).waitFor();
    // The series filter really filters (server-side).
    const other = series.data.find((s) => s.id !== series.data[0].id);
    if (other) {
      await page.getByLabel('Filter by series').selectOption(other.id);
      await row.waitFor({ state: 'detached' });
      await page.getByLabel('Filter by series').selectOption(series.data[0].id);
      await row.waitFor();
    }

    const pub = await context.newPage();
    await pub.goto(`${staff.site.url}/podcast`);
    await pub.getByText(title).first().waitFor();
    await pub.close();

    await row.locator('.adm-pod-row__desc').click();
    await page.waitForURL(/\/admin\/podcast\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Episode Details' }).waitFor();
    await page.getByText('Episode 77').waitFor();
    await page.locator('audio').waitFor();

    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(/\/admin\/podcast-episodes\/[0-9a-f-]{36}\/edit$/);
    await page.getByLabel('Episode Title').fill(`${title} (updated)`);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Podcast episode updated successfully!');
    await page.goBack();
    await page.getByRole('heading', { name: `${title} (updated)` }).waitFor();

    await page.goto(`${staff.site.url}/admin/podcast`);
    await page.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await toast(page, 'Moved to trash');
    await page.locator('.adm-pod-row', { hasText: title }).waitFor({ state: 'detached' });

    // An unknown episode: the not-found view with Go Back.
    await page.goto(`${staff.site.url}/admin/podcast/00000000-0000-4000-8000-000000000000`);
    await page.getByText('Podcast Episode Not Found').waitFor();
    await page.getByRole('button', { name: 'Go Back' }).waitFor();
    await context.close();
  }, 90_000);

  it('asks before leaving typed work in the video editor', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/magazine/videos`);
    await page.getByRole('link', { name: 'New Video' }).click();
    await page.getByLabel('Title', { exact: true }).waitFor();
    // Offline, what is typed cannot reach the server: leaving asks (online, it is sent first and nothing asks).
    await context.setOffline(true);
    await page.getByLabel('Title', { exact: true }).fill('Half an idea');
    await page.locator('.ed-sync', { hasText: 'Not saved: offline' }).waitFor({ timeout: 15_000 });
    await page.getByRole('link', { name: 'Back to Magazine Videos' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe('Half an idea');
    expect(page.url()).toBe(`${staff.site.url}/admin/videos/new`);
    // A reload or a closed tab asks too: the page holds the browser's unload back (its own question).
    expect(await page.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })))).toBe(true);
    await page.getByRole('link', { name: 'Back to Magazine Videos' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForURL(/\/admin\/magazine\/videos$/);
    await context.close();
  });

  it('deletes a comment after confirmation', async () => {
    const articles = await api<{ data: Array<{ id: string; title: string }> }>('/articles?limit=1&status=published');
    const text = `Great read, thanks! ${Date.now()}`;
    const posted = await fetch(`${staff.site.url}/api/comments/${articles.data[0].id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jean Claude', content: text }),
    });
    expect(posted.status).toBe(201);

    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/comments`);
    await page.getByRole('heading', { name: 'Comments' }).waitFor();
    const item = page.locator('.adm-comment', { hasText: text });
    await item.getByRole('link', { name: articles.data[0].title }).waitFor();
    await item.getByRole('button', { name: 'Delete comment by Jean Claude' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByRole('button', { name: 'Move to trash' }).click();
    await toast(page, 'Moved to trash');
    await item.waitFor({ state: 'detached' });
    const after = await api<{ data: { comments: Array<{ content: string }> } }>(`/comments/${articles.data[0].id}?all=true`);
    expect(after.data.comments.some((c) => c.content === text)).toBe(false);
    await context.close();
  }, 60_000);

  it('deletes selected comments in one go, showing e-mails and items that are not public', async () => {
    const articles = await api<{ data: Array<{ id: string; title: string }> }>('/articles?limit=1&status=published');
    const stamp = Date.now();
    // A second article that goes back to draft once commented: moderators still see its comments.
    const created = await api<{ data: { id: string } }>('/articles', {
      method: 'POST',
      body: JSON.stringify({
        title: `Withdrawn story ${stamp}`,
        excerpt: 'Taken down for corrections.',
        content: 'Corrections pending.',
        category_name: 'Tech Trends',
        author: 'Amina Okafor',
        featured_image: '/media/seed/placeholder.jpg',
        status: 'published',
      }),
    });
    const email = `kwame.${stamp}@example.org`;
    for (const [id, name, content, address] of [
      [articles.data[0].id, 'Spammy Sam', `Cheap pills ${stamp}`, email],
      [created.data.id, 'Spammy Sue', `Cheap watches ${stamp}`, undefined],
    ]) {
      const res = await fetch(`${staff.site.url}/api/comments/${id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, content, email: address }),
      });
      expect(res.status).toBe(201);
    }
    await api(`/articles/${created.data.id}`, { method: 'PUT', body: JSON.stringify({ status: 'draft' }) });

    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/comments`);
    await page.getByRole('heading', { name: 'Comments' }).waitFor();
    const sam = page.locator('.adm-comment', { hasText: `Cheap pills ${stamp}` });
    const sue = page.locator('.adm-comment', { hasText: `Cheap watches ${stamp}` });
    await expect(sam.getByRole('link', { name: email }).getAttribute('href')).resolves.toBe(`mailto:${email}`);
    await sue.getByText('Not public · Draft').waitFor();
    await expect(sam.getByText(/Not public/).count()).resolves.toBe(0);
    await sam.getByRole('checkbox', { name: 'Select comment by Spammy Sam' }).check();
    await sue.getByRole('checkbox', { name: 'Select comment by Spammy Sue' }).check();
    await page.getByRole('group', { name: 'With the selected comments' }).getByRole('button', { name: 'Delete (2)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Move to trash?' });
    await confirm.getByRole('button', { name: 'Move 2 comments to trash' }).click();
    await toast(page, '2 comments moved to the trash');
    await sam.waitFor({ state: 'detached' });
    await sue.waitFor({ state: 'detached' });
    const after = await api<{ data: Array<{ content: string }> }>(`/comments?q=${stamp}`);
    expect(after.data).toEqual([]);
    await api(`/articles/${created.data.id}`, { method: 'DELETE' });
    await context.close();
  }, 60_000);

  it('exports the newsletter subscribers as CSV and removes one', async () => {
    const address = `reader-${Date.now()}@example.org`;
    const sub = await fetch(`${staff.site.url}/api/public/newsletter`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: address }) });
    expect(sub.status).toBe(200);

    const { context, page } = await signedInPage();
    await page.goto(`${staff.site.url}/admin/subscribers`);
    await page.getByRole('heading', { name: 'Newsletter Subscribers' }).waitFor();
    await page.getByRole('link', { name: address }).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('email,subscribed_at,status,confirmed_at,unsubscribed_at,newsletters');
    expect(lines.some((l) => l.startsWith(`${address},`))).toBe(true);
    const listed = await api<{ pagination: { total: number } }>('/newsletter/subscribers?limit=1');
    expect(lines.length - 1).toBe(listed.pagination.total);

    await page.getByLabel('Search subscribers').fill(address);
    await page.getByRole('button', { name: `Remove ${address}` }).click();
    const removal = page.getByRole('alertdialog', { name: 'Remove Subscriber' });
    await removal.getByText(`the address ${address} and its subscription`, { exact: false }).waitFor();
    await removal.getByRole('button', { name: 'Remove Subscriber' }).click();
    await toast(page, 'Subscriber removed successfully!');
    await page.getByText('No subscribers found').waitFor();
    await context.close();
  }, 60_000);

  it('every video, TV, podcast, library, comment and subscriber screen fits a 390 px phone in dark mode and shows its heading', async () => {
    const ids = {
      video: (await api<{ data: Array<{ id: string }> }>('/videos?limit=1')).data[0].id,
      episode: (await api<{ data: Array<{ id: string }> }>('/tvshows?limit=1')).data[0].id,
      podcast: (await api<{ data: Array<{ id: string }> }>('/podcasts?limit=1')).data[0].id,
    };
    const look = { width: 390, dark: true };
    const problems: string[] = [];
    const { context, page } = await signedInPage(look);
    for (const screen of contentScreens(ids)) {
      await openAdminScreen(page, staff.site.url, screen);
      problems.push(...(await problemsInBothSchemes(page, screen.name, look)));
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 150_000);
});
