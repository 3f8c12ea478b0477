/**
 * What the back office shows about an episode's audio (file name, length m:ss, size, type,
 * bitrate), from a file just uploaded or from what the server stored with the episode. An outside
 * address is never read by the server, so its facts stay unknown (0 / '').
 */
import type { PodcastEpisode } from '../../../../../shared/api/content.ts';
import type { PodcastAudio } from '../../../../../shared/api/podcasts.ts';
import { formatClock } from '../../../../../shared/format.ts';
import { AUDIO_EXTENSIONS, isAudioMimeType } from '../../../../../shared/podcast-audio.ts';
import { formatBytes } from './media-upload.ts';

export type StoredAudio = Pick<PodcastEpisode, 'audio_url' | 'audio_size' | 'audio_type' | 'audio_duration' | 'audio_bitrate'>;

export interface AudioFacts {
  name: string;
  /** seconds */
  duration: number;
  /** bytes */
  size: number;
  type: string;
  /** kbit/s */
  bitrate: number;
}

/** The last part of an address, readable: '/media/audio/2026/11/<id>/episode-12.mp3' -> 'episode-12.mp3'. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** The facts of the audio at `url`: from the upload that gave it, else as stored, else unknown. */
export function audioFacts(url: string, uploaded: PodcastAudio | null, stored: StoredAudio | null): AudioFacts | null {
  const address = url.trim();
  if (!address) return null;
  if (uploaded && uploaded.url === address) {
    return { name: uploaded.filename, duration: uploaded.duration, size: uploaded.size, type: uploaded.mime_type, bitrate: uploaded.bitrate };
  }
  if (stored && stored.audio_url === address) {
    return { name: fileNameOf(address), duration: stored.audio_duration, size: stored.audio_size, type: stored.audio_type, bitrate: stored.audio_bitrate };
  }
  return { name: fileNameOf(address), duration: 0, size: 0, type: '', bitrate: 0 };
}

/** 'MP3', 'M4A (AAC)'; another type as it is; '' when unknown. */
export function audioTypeLabel(mime: string): string {
  if (mime === 'audio/mp4') return 'M4A (AAC)';
  return isAudioMimeType(mime) ? AUDIO_EXTENSIONS[mime].toUpperCase() : mime;
}

/** The known facts as label / text pairs, in the order they show ('Length 0:02', 'Size 8 KB'...). */
export function audioFactList(f: AudioFacts): [string, string][] {
  const list: [string, string][] = [];
  if (f.duration > 0) list.push(['Length', formatClock(f.duration)]);
  if (f.size > 0) list.push(['Size', formatBytes(f.size)]);
  if (f.type) list.push(['Type', audioTypeLabel(f.type)]);
  if (f.bitrate > 0) list.push(['Bitrate', `${f.bitrate} kbit/s`]);
  return list;
}
