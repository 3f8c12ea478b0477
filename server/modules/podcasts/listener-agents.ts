/**
 * Which user agents are listeners. The well-kept `isbot` list knows the crawlers, feed fetchers,
 * link previews and command-line tools; but two of its catch-alls ("a bare name/version", "a URL in
 * the user agent") also describe most podcast apps (AntennaPod/3.4.0, Overcast/3.0
 * (+http://overcast.fm/), Pocket Casts), whose downloads are exactly what is counted. So the list is
 * used without any pattern that would call one of the apps below a bot, plus the HTTP libraries
 * servers fetch with. A request without a user agent is no app's either (every app sends one).
 */
import { createIsbotFromList, list } from 'isbot';

/** User agents of podcast apps and players (as the OPAWG podcast user-agent list records them). */
const PODCAST_APPS = [
  'AntennaPod/3.4.0',
  'Overcast/3.0 (+http://overcast.fm/; iOS podcast app)',
  'Pocket Casts',
  'CastBox/8.13.0',
  'Player FM',
  'Podcasts/1.0',
  'Podcast Addict - v5.2 - Dalvik/2.1.0 (Linux; U; Android 12)',
  'PodcastRepublic/18.0 (Linux; U; Android 10)',
  'Podkicker/3.0',
  'Castro 2022.13/1234 Like iTunes',
  'Downcast/2.9.42 (iPhone; iOS 14.4.2; Scale/3.00)',
  'iCatcher!/2.7.5 (iPhone; iOS 12.1)',
  'AppleCoreMedia/1.0.0.21E236 (iPhone; U; CPU OS 17_4 like Mac OS X; en_us)',
  'Spotify/8.9 iOS',
  'VLC/3.0.16 LibVLC/3.0.16',
  'Lavf/58.29.100',
  // Android apps that keep OkHttp's own user agent.
  'okhttp/4.9.0',
];

/** Server-side HTTP libraries the list lets through once its catch-alls are gone. */
const SERVER_CLIENTS = ['go-http-client', 'axios/', 'apache-httpclient', '^java/'];

const isBotAgent = createIsbotFromList([...list.filter((pattern) => !PODCAST_APPS.some((app) => new RegExp(pattern, 'i').test(app))), ...SERVER_CLIENTS]);

/** Whether a request with this User-Agent may be a listener's (its download counts). */
export const isListenerAgent = (userAgent: string | undefined): boolean => Boolean(userAgent?.trim()) && !isBotAgent(userAgent!);
