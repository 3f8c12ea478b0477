/**
 * The web app manifest, /manifest.webmanifest: what a phone shows of the site installed as an app
 * (its name under the icon and on the splash screen, the colours, the icons, the window, the
 * shortcuts). Built from the site settings, so a rename reaches installed apps (Chromium checks the
 * manifest again as the app opens) and the install prompt from the next request on; served through
 * the public cache (plugins/public-cache.ts: ETag, revalidated every time, rebuilt when the public
 * version moves, as a settings save moves it).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sameForAll } from '../../plugins/public-cache.ts';
import { siteName } from './service.ts';

/** About what a phone's home screen shows under an icon before it cuts the name short. */
const HOME_SCREEN_CHARACTERS = 12;

/**
 * The name under the app's icon: the site's name when it fits; else its first word when that word is
 * a name on its own (4 to 12 characters: "Insight Media" -> "Insight"), else the initials of its
 * words ("The Africa Report" -> "TAR"); a single long word is cut at 12 characters.
 */
export function shortNameOf(name: string): string {
  const characters = [...name];
  if (characters.length <= HOME_SCREEN_CHARACTERS) return name;
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return characters.slice(0, HOME_SCREEN_CHARACTERS).join('');
  const first = [...words[0]!];
  if (first.length >= 4 && first.length <= HOME_SCREEN_CHARACTERS) return words[0]!;
  return words
    .map((w) => [...w][0]!.toUpperCase())
    .slice(0, HOME_SCREEN_CHARACTERS)
    .join('');
}

function buildWebManifest(name: string) {
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: 'Stories of education and innovation in Africa: a magazine, a TV show and a podcast. Save articles and episodes to read and listen offline.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: '#dc2626',
    categories: ['news', 'education', 'magazines'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
    shortcuts: [
      { name: 'Saved for offline', short_name: 'Saved', url: '/saved', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'The Podcast', short_name: 'Podcast', url: '/podcast', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}

/** Registered by app.ts before the web plugin, whose page catch-all would otherwise take the path. */
export const webManifestRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/manifest.webmanifest',
    { config: sameForAll, schema: { tags: ['Site'], summary: "The web app manifest: the installed app's name (the site's), icons, colours and shortcuts" } },
    async (_request, reply) => reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(buildWebManifest(siteName(app.db)))),
  );
};
