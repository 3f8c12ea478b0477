/**
 * Where a podcast episode's things live, for every side that links to them: its page, the audio a
 * listener gets and the transcript file. The feed (server/modules/feeds), the sitemap, the episode
 * page, the podcast list and search results all build these addresses here, so they cannot drift.
 * Site-relative, except an outside audio address, which is kept as staff pasted it.
 */
import { AUDIO_URL_PREFIX, enclosurePath } from './podcast-audio.ts';
import { mimeFromUrl } from './media-type.ts';

/** The episode's page: /podcast/<id>. */
export const episodePagePath = (id: string): string => `/podcast/${encodeURIComponent(id)}`;

/** The episode facts the audio address is made from (a public item has them all). */
export interface EpisodeAudioFacts {
  id: string;
  audio_url: string;
  audio_type: string;
}

/** An audio file uploaded through the podcast screen (served by the site, its size and type read from it). */
const isUploadedAudio = (url: string): boolean => url.startsWith(AUDIO_URL_PREFIX);

/**
 * The address a listener's player or podcast app fetches, '' when the episode has no audio.
 * An uploaded file goes through the counted enclosure route (GET /podcast/:id/audio.:ext), so a
 * listen on the site counts as a download like one from an app; any other address (an outside
 * host, a file of the site's own public folder) is used as it is.
 */
export function listenUrl(ep: EpisodeAudioFacts): string {
  if (!ep.audio_url) return '';
  return isUploadedAudio(ep.audio_url) ? enclosurePath(ep.id, ep.audio_type, ep.audio_url) : ep.audio_url;
}

/** The audio's MIME type: as read from the upload, else guessed from the address, else MP3 (what most hosts serve). */
export const audioTypeOf = (ep: EpisodeAudioFacts): string => ep.audio_type || mimeFromUrl(ep.audio_url) || 'audio/mpeg';

/**
 * Transcript formats the feed can announce (podcast:transcript's `type`). Staff paste the text;
 * WebVTT and SRT captions are recognised from their first lines and served as such (apps show them
 * in time with the audio), anything else is plain text.
 */
const TRANSCRIPT_FORMATS = {
  vtt: { ext: 'vtt', type: 'text/vtt' },
  srt: { ext: 'srt', type: 'application/x-subrip' },
  txt: { ext: 'txt', type: 'text/plain' },
} as const;
type TranscriptFormat = (typeof TRANSCRIPT_FORMATS)[keyof typeof TRANSCRIPT_FORMATS];

/** WebVTT starts with 'WEBVTT' (after an optional byte order mark); SRT with cue 1 and its time range. */
export function transcriptFormat(text: string): TranscriptFormat {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(start)) return TRANSCRIPT_FORMATS.vtt;
  if (/^\d+[ \t]*\r?\n\d{1,2}:\d{2}:\d{2},\d{3}[ \t]*-->[ \t]*\d{1,2}:\d{2}:\d{2},\d{3}/.test(start)) return TRANSCRIPT_FORMATS.srt;
  return TRANSCRIPT_FORMATS.txt;
}

/** The transcript's own address (/podcast/<id>/transcript.txt|vtt|srt), named by its format. */
export const transcriptPath = (id: string, transcript: string): string =>
  `${episodePagePath(id)}/transcript.${transcriptFormat(transcript).ext}`;

/** A WebVTT/SRT timing line ('00:00:01.000 --> 00:00:04.000 align:start'). */
const CUE_TIMING = /^\d{1,2}:\d{2}(?::\d{2})?[.,]\d{3}\s*-->/;

/**
 * The transcript as a reader reads it on the page: plain text as written; captions (WebVTT, SRT)
 * without their header, notes, cue numbers and timings, a `<v Name>` voice tag shown as 'Name: '.
 * The file at transcriptPath keeps the captions whole for apps.
 */
export function readableTranscript(text: string): string {
  if (transcriptFormat(text).ext === 'txt') return text.trim();
  const lines: string[] = [];
  for (const block of text.replace(/^\uFEFF/, '').split(/\r?\n\s*\r?\n/)) {
    const rows = block.split(/\r?\n/).map((row) => row.trim());
    const timing = rows.findIndex((row) => CUE_TIMING.test(row));
    if (timing === -1) continue; // the WEBVTT header, NOTE, STYLE and REGION blocks
    const cue = rows
      .slice(timing + 1)
      .filter(Boolean)
      .map((row) => row.replace(/^<v(?:\.[\w.-]+)?\s+([^>]+)>/, '$1: ').replace(/<[^>]+>/g, ''))
      .join(' ');
    if (cue) lines.push(cue);
  }
  return lines.join('\n');
}
