/**
 * 16:9 video player that respects privacy: the thumbnail and a play button until the visitor
 * presses play, then a youtube-nocookie iframe (which starts playing, since the press was the
 * visitor's choice). No id in the link: 'Video not available'.
 */
import { useState } from 'react';
import { youtubeEmbedUrl, youtubeId } from '../../../../shared/youtube.ts';
import { PlayIcon } from './icons.tsx';
import { SmartImage } from './smart-image.tsx';
import { IMAGE_SIZES } from '../../lib/image-sizes.ts';
import './youtube-embed.css';

export function YouTubeEmbed({
  url,
  title,
  thumbnail,
  unavailableText = 'Video not available',
  posterSizes = IMAGE_SIZES.player,
}: {
  url: string | null | undefined;
  title: string;
  thumbnail?: string;
  unavailableText?: string;
  /** How wide the poster is shown (web/src/lib/image-sizes.ts): the player's whole width unless the page says otherwise. */
  posterSizes?: string;
}) {
  const id = youtubeId(url);
  const [playing, setPlaying] = useState(false);

  if (!id) {
    return (
      <div className="embed embed--empty" role="img" aria-label={unavailableText}>
        <p>{unavailableText}</p>
      </div>
    );
  }
  if (playing) {
    return (
      <div className="embed">
        <iframe
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="embed">
      <SmartImage src={thumbnail} alt="" width={1280} height={720} className="embed__poster" sizes={posterSizes} priority />
      <button type="button" className="embed__play" onClick={() => setPlaying(true)} aria-label={`Play video: ${title}`}>
        <PlayIcon size={34} />
      </button>
    </div>
  );
}
