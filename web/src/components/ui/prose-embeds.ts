/**
 * The YouTube players inside an article's text (server/modules/content/markdown.ts renders them as
 * the `.embed` facade: YouTube's still and a play link, no iframe): a click on play swaps in the
 * youtube-nocookie player, as the video pages' YouTubeEmbed does, so nothing is asked of YouTube
 * before the reader chooses to watch. Without script the link opens the video on YouTube.
 * Attach `playProseEmbed` as the onClick of the element holding the text.
 */
import type { MouseEvent } from 'react';
import { youtubeEmbedUrl } from '../../../../shared/youtube.ts';
import './youtube-embed.css';

export function playProseEmbed(event: MouseEvent<HTMLElement>) {
  const play = (event.target as Element).closest?.('a.embed__play');
  const frame = play?.closest<HTMLElement>('.embed[data-youtube]');
  const id = frame?.dataset.youtube ?? '';
  if (!play || !frame || !/^[\w-]{11}$/.test(id)) return;
  event.preventDefault();
  const iframe = document.createElement('iframe');
  iframe.src = youtubeEmbedUrl(id);
  iframe.title = (play.getAttribute('aria-label') ?? 'YouTube video').replace(/^Play video: /, '');
  iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';
  iframe.allowFullscreen = true;
  iframe.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.replaceChildren(iframe);
  iframe.focus();
}
