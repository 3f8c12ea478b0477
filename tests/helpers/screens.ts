/**
 * The screens of the site, written once for the browser tests (which check each one cheaply: fits
 * a phone, shows its heading, follows dark mode) and for the screenshot script
 * (tests/tools/screenshots.ts, `npm run screenshots`), which photographs every one of them at
 * desktop and phone width, light and dark, for a person to look at.
 */
import type { Page } from 'playwright-core';
import { axeProblems, inColourScheme } from './axe.ts';
import { editorSection } from './back-office.ts';

export interface Screen {
  name: string;
  path: string;
  /** Waits for what makes the screen worth looking at (data loaded, a modal opened...). */
  ready?: (page: Page) => Promise<void>;
  /** Whole scrolling page in the screenshot (default), or the viewport only (modals). */
  fullPage?: boolean;
}

/** Signed-out admin screens. */
export const adminGuestScreens: Screen[] = [
  { name: 'login', path: '/admin/login' },
  { name: 'forgot-password', path: '/admin/forgot-password' },
  { name: 'reset-password', path: '/admin/reset-password/example-token' },
];

/** The magazine and account screens of the back office. */
export function adminScreens(articleId: string): Screen[] {
  return [
    { name: 'dashboard', path: '/admin/dashboard', ready: (p) => p.getByText('Content Performance').waitFor() },
    { name: 'articles', path: '/admin/magazine/articles', ready: (p) => p.locator('.adm-table').waitFor() },
    {
      // A new article about to be published empty: the question going public asks, with what is missing.
      name: 'article-editor-new',
      path: '/admin/articles/new',
      ready: async (p) => {
        await p.locator('.ed-body .ProseMirror, .ed-body[contenteditable]').first().waitFor();
        await p.getByRole('button', { name: 'Publish...' }).click();
        await p.getByText('Fix these first:').waitFor();
      },
      fullPage: false,
    },
    {
      // A seeded article in the editor, its Search & sharing previews open.
      name: 'article-editor',
      path: `/admin/articles/${articleId}/edit`,
      ready: async (p) => {
        await p.locator('.ed-body h2').first().waitFor();
        await editorSection(p, 'Article settings', 'Search & sharing');
      },
      fullPage: false,
    },
    { name: 'article-detail', path: `/admin/article/${articleId}`, ready: (p) => p.locator('.adm-detail__title').waitFor() },
    { name: 'main-articles', path: '/admin/magazine/main-articles', ready: (p) => p.locator('.adm-slot').first().waitFor() },
    { name: 'featured', path: '/admin/magazine/featured', ready: (p) => p.locator('.adm-ranked, .adm-state').first().waitFor() },
    { name: 'editors-pick', path: '/admin/magazine/editors-pick', ready: (p) => p.locator('.adm-slots-used').waitFor() },
    { name: 'trending', path: '/admin/magazine/trending', ready: (p) => p.locator('.adm-ranked, .adm-state').first().waitFor() },
    { name: 'settings', path: '/admin/settings', ready: (p) => p.getByText('Account Information').waitFor() },
    { name: 'security', path: '/admin/security', ready: (p) => p.locator('.adm-session').first().waitFor() },
    { name: 'audit-log', path: '/admin/audit-log', ready: (p) => p.locator('.adm-audit tbody tr').first().waitFor() },
  ];
}

/**
 * The back office's screens of videos, TV episodes and podcast episodes, with the libraries of
 * uploads, the comments and the subscribers (the magazine's are adminScreens).
 */
export function contentScreens(ids: { video: string; episode: string; podcast: string }): Screen[] {
  return [
    { name: 'videos', path: '/admin/magazine/videos', ready: (p) => p.locator('.adm-media-card').first().waitFor() },
    {
      name: 'video-editor',
      path: `/admin/videos/${ids.video}/edit`,
      ready: (p) => p.getByLabel('Description', { exact: true }).waitFor(),
      fullPage: false,
    },
    {
      name: 'video-delete',
      path: '/admin/magazine/videos',
      ready: async (p) => {
        await p.getByRole('button', { name: /^Delete / }).first().click();
        await p.getByRole('alertdialog').waitFor();
      },
      fullPage: false,
    },
    { name: 'video-detail', path: `/admin/video/${ids.video}`, ready: (p) => p.locator('.adm-detail__title').waitFor() },
    { name: 'tv-show', path: '/admin/tv-show', ready: (p) => p.locator('.adm-media-card').first().waitFor() },
    {
      name: 'tv-editor-new',
      path: '/admin/tv-episodes/new',
      ready: async (p) => {
        const panel = await editorSection(p, 'Episode settings', 'Details');
        await panel.getByRole('button', { name: '+ Add a season' }).click();
        await panel.getByRole('group', { name: 'New season' }).waitFor();
      },
      fullPage: false,
    },
    { name: 'tv-detail', path: `/admin/tvshow/${ids.episode}`, ready: (p) => p.locator('.adm-detail__title').waitFor() },
    {
      name: 'podcast',
      path: '/admin/podcast',
      ready: async (p) => {
        await p.locator('.adm-pod-row').first().waitFor();
        await p.locator('.adm-dl-panel').locator('.adm-bars, .adm-state--error').first().waitFor();
      },
    },
    {
      // The episode editor with its settings: the stored audio with its facts and player, the guest.
      name: 'podcast-editor',
      path: `/admin/podcast-episodes/${ids.podcast}/edit`,
      ready: async (p) => {
        const panel = await editorSection(p, 'Episode settings', 'Audio & cover');
        await panel.getByRole('group', { name: 'Audio file' }).waitFor();
      },
      fullPage: false,
    },
    // The uploaded pictures (the seed's), each with its thumbnail, size and where it is used.
    { name: 'media-library', path: '/admin/media-library', ready: (p) => p.locator('.adm-library__card').first().waitFor() },
    {
      // The media picker of an image field: the library newest first, the first picture chosen.
      name: 'media-picker',
      path: '/admin/articles/new',
      ready: async (p) => {
        const panel = await editorSection(p, 'Article settings', 'Featured image');
        await panel.getByRole('button', { name: 'Choose Featured Image from the Media Library' }).click();
        const dialog = p.getByRole('dialog', { name: 'Choose the featured image' });
        await dialog.getByRole('radio').first().click();
        await dialog.locator('.adm-picker__chosen img').waitFor();
      },
      fullPage: false,
    },
    {
      // The uploaded audio files (the sample intros), each with its player and episodes.
      name: 'audio-library',
      path: '/admin/media-library/audio',
      ready: (p) => p.locator('.adm-library__card').first().waitFor(),
    },
    {
      name: 'podcast-detail',
      path: `/admin/podcast/${ids.podcast}`,
      ready: async (p) => {
        await p.getByRole('heading', { name: 'Episode Details' }).waitFor();
        await p.locator('.adm-dl-panel').locator('.adm-bars, .adm-state--error').first().waitFor();
      },
    },
    {
      name: 'podcast-not-found',
      path: '/admin/podcast/00000000-0000-4000-8000-000000000000',
      ready: (p) => p.getByText('Podcast Episode Not Found').waitFor(),
    },
    { name: 'comments', path: '/admin/comments', ready: (p) => p.locator('.adm-comment, .adm-state').first().waitFor() },
    { name: 'comment-settings', path: '/admin/comments/settings', ready: (p) => p.getByText('Blocked words').first().waitFor() },
    { name: 'newsletters', path: '/admin/newsletters', ready: (p) => p.locator('.adm-digest').waitFor() },
    { name: 'subscribers', path: '/admin/subscribers', ready: (p) => p.locator('.adm-table, .adm-state').first().waitFor() },
  ];
}

export const teamScreen: Screen = { name: 'team', path: '/admin/team', ready: (p) => p.locator('.adm-team__row').first().waitFor() };

export const authorsScreen: Screen = { name: 'authors', path: '/admin/authors', ready: (p) => p.locator('.adm-authors tbody tr').first().waitFor() };

export const backupsScreen: Screen = { name: 'backups', path: '/admin/backups', ready: (p) => p.getByRole('heading', { name: 'Import' }).waitFor() };

/** Every public page. */
export function publicScreens(ids: { article: string; video: string; tv: string; podcast: string }): Screen[] {
  return [
    { name: 'home', path: '/' },
    { name: 'magazine', path: '/magazine' },
    // The browse lists (issue 15). The seeded install's names: a category, a writer, a season, a series.
    { name: 'magazine-page-2', path: '/magazine?page=2' },
    { name: 'category', path: '/magazine/tech-trends' },
    { name: 'category-not-found', path: '/magazine/no-such-category' },
    { name: 'author', path: '/author/amara-nwosu' },
    { name: 'videos', path: '/videos' },
    { name: 'tv-season', path: '/tv-show?season=1' },
    { name: 'podcast-series', path: '/podcast?series=library-talk-founders-edition' },
    { name: 'article', path: `/article/${ids.article}` },
    { name: 'video', path: `/video/${ids.video}` },
    { name: 'tv-list', path: '/tv-show' },
    { name: 'tv-episode', path: `/tvshow/${ids.tv}` },
    { name: 'podcast', path: '/podcast' },
    { name: 'podcast-episode', path: `/podcast/${ids.podcast}` },
    { name: 'search', path: '/search?q=africa' },
    // Nothing found, and a near word of the site's offered instead.
    { name: 'search-did-you-mean', path: '/search?q=swetto' },
    { name: 'about', path: '/about' },
    { name: 'contact', path: '/contact' },
    // Opened without the token of a mail's link: it says where to find that link.
    { name: 'newsletter-preferences', path: '/newsletter/preferences' },
    // What is saved on this phone (issue 48): empty in a fresh browser.
    { name: 'saved', path: '/saved', ready: (p) => p.getByText(/Nothing is saved on this phone yet/).waitFor() },
    { name: 'article-not-found', path: '/article/00000000-0000-4000-8000-000000000000' },
  ];
}

/** Opens an admin screen: the shell (or the sign-in card) first, then the screen's own wait. */
export async function openAdminScreen(page: Page, siteUrl: string, screen: Screen): Promise<void> {
  await page.goto(`${siteUrl}${screen.path}`);
  await page.locator('.adm-page, .ed-page, .adm-auth__card').first().waitFor();
  await screen.ready?.(page);
}

/**
 * What a person would notice at a glance on the page as shown: a sideways scroll, no heading (h1,
 * or the title of an error state), or
 * the wrong theme (the background's lightness against the colour scheme asked for). Empty when
 * all is well; each entry names the screen.
 */
export async function lookProblems(page: Page, name: string, expected: { width: number; dark: boolean }): Promise<string[]> {
  const seen = await page.evaluate(() => {
    // The colour behind the content: the admin shell's or <main>'s, else the nearest ancestor's.
    let el: Element | null = document.querySelector('.adm-root') ?? document.querySelector('main') ?? document.body;
    let background = 'rgba(0, 0, 0, 0)';
    while (el) {
      const bg = getComputedStyle(el).backgroundColor;
      if (!/rgba\(.*,\s*0\)$|^transparent$/.test(bg)) {
        background = bg;
        break;
      }
      el = el.parentElement;
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      // The page's h1, or the title of the state shown instead (admin detail screens' "Not Found" is a <p>).
      heading: document.querySelector('h1, .adm-state__title')?.textContent?.trim() ?? '',
      background,
    };
  });
  const problems: string[] = [];
  if (seen.scrollWidth > expected.width) problems.push(`${name}: ${seen.scrollWidth}px wide at ${expected.width}px`);
  if (!seen.heading) problems.push(`${name}: no heading`);
  const [r, g, b] = (seen.background.match(/[\d.]+/g) ?? ['255', '255', '255']).map(Number);
  const lightness = (Math.max(r, g, b) + Math.min(r, g, b)) / 2 / 255;
  if (expected.dark !== lightness < 0.5) {
    problems.push(`${name}: background ${seen.background} in ${expected.dark ? 'dark' : 'light'} mode`);
  }
  return problems;
}

/**
 * A screen checked in both colour schemes without reloading it: as shown (in the scheme `look`
 * asks for), its look and every axe rule; then repainted in the other scheme (inColourScheme), its
 * look and the colour rules, the only ones a scheme can change (same DOM, other colours). The page
 * is left as shown. `beforeAxe` runs between the first look and axe (a public page's look is its
 * server HTML's, axe reads it hydrated); `shoot` in each scheme (keepScreenshot).
 */
export async function problemsInBothSchemes(
  page: Page,
  name: string,
  look: { width: number; dark: boolean },
  { beforeAxe, shoot }: { beforeAxe?: () => Promise<void>; shoot?: (scheme: 'light' | 'dark') => Promise<void> } = {},
): Promise<string[]> {
  const [asked, other] = look.dark ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  const problems = await lookProblems(page, `${name} ${asked}`, look);
  await beforeAxe?.();
  problems.push(...(await axeProblems(page, `${name} ${asked}`)));
  await shoot?.(asked);
  problems.push(
    ...(await inColourScheme(page, other, async () => {
      const found = [...(await lookProblems(page, `${name} ${other}`, { ...look, dark: !look.dark })), ...(await axeProblems(page, `${name} ${other}`, { colourOnly: true }))];
      await shoot?.(other);
      return found;
    })),
  );
  return problems;
}
