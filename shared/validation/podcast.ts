/**
 * The podcast episode form's rules: only the title is required; texts have length limits, links
 * must be http(s) (or a YouTube link the player can read), the episode number a whole number, the
 * rating 1-5 or none, a scheduled episode dated in the future, a linked guest or series that
 * exists, an audio address of the site's store that names an uploaded file (the server looks them
 * up and says so in `refs`; the file's facts go with the episode, its length as the duration).
 * Series and guest forms: a title / full name; a series' picture is an image URL.
 */
import type { PodcastBody, PodcastGuestBody, PodcastSeriesBody } from '../api/podcasts.ts';
import type { ContentStatus } from '../constants.ts';
import { formatClock } from '../format.ts';
import {
  TEXT_LIMITS,
  dateField,
  episodeNumberField,
  metaDescription,
  mustBeComplete,
  ratingField,
  statusField,
  statusOf,
  tagsField,
  textField,
  urlField,
  youtubeField,
  type FieldErrors,
} from './fields.ts';

/** Column values of a checked episode payload (guest and series references are the server's). */
export interface PodcastFieldValues {
  title: string;
  description: string;
  duration: string;
  guestName: string;
  episodeNumber: number | null;
  image: string;
  youtubeUrl: string;
  spotifyUrl: string;
  appleUrl: string;
  googleUrl: string;
  audioUrl: string;
  /** Facts of the uploaded file `audioUrl` names (copied from it), 0 / '' for an outside address or none. */
  audioSize: number;
  audioType: string;
  audioDuration: number;
  audioBitrate: number;
  transcript: string;
  tags: string;
  metaDescription: string;
  rating: number;
  featured: boolean;
  status: ContentStatus;
  publishDate: string;
  allowComments: boolean;
}

/** What the server found for the references the episode gives; left out where nobody looked (the form). */
export interface PodcastRefs {
  /** The guest `guest_id` names, or null when it names none. */
  guest?: { fullName: string } | null;
  /** Whether the series `series_id` names exists. */
  seriesExists?: boolean;
  /**
   * The uploaded file `audio_url` names when it is an address of the site's audio store
   * (/media/audio/...): what was read from it, or null when no file is stored there.
   */
  audio?: AudioFileFacts | null;
}

/** What was read from an uploaded audio file (shared/api/podcasts.ts PodcastAudio). */
interface AudioFileFacts {
  mime_type: string;
  size: number;
  /** Seconds. */
  duration: number;
  /** kbit/s */
  bitrate: number;
}

const NO_AUDIO: AudioFileFacts = { mime_type: '', size: 0, duration: 0, bitrate: 0 };

/**
 * An episode's length as the site and the feeds give it: the uploaded file's when it is known (what
 * a listener hears; a typed '44 min' on a 35-second file would mislead), as the player shows it
 * ('24:05'); else as staff typed it (an outside address, or no audio yet).
 */
export const episodeDuration = (typed: string, audioSeconds: number): string => (audioSeconds > 0 ? formatClock(audioSeconds) : typed);

/** Checks a whole (created or merged) episode; the values are meaningful only when `errors` stayed empty. */
export function checkPodcastFields(errors: FieldErrors, input: PodcastBody, { now, refs = {} }: { now: string; refs?: PodcastRefs }): PodcastFieldValues {
  // A draft may hold links still being typed; they must be well-formed once it is published,
  // scheduled or sent to review. References (guest, series, an uploaded file) must exist either way.
  const complete = mustBeComplete(statusOf(input.status));
  const text = (path: string, value: string | undefined, label: string, max: number, requiredMsg?: string) =>
    textField(errors, path, value, { label, max, requiredMsg });
  const meta = (input.meta_description ?? '').trim();
  const title = text('title', input.title, 'Title', TEXT_LIMITS.title, 'Title is required');
  const description = text('description', input.description, 'Description', TEXT_LIMITS.description);
  const duration = text('duration', input.duration, 'Duration', TEXT_LIMITS.duration);
  if (refs.guest === null) errors.add('guest_id', 'Guest not found');
  // A linked guest names the episode unless the form gave a name of its own.
  const guestName = text('guest_name', input.guest_name?.trim() || refs.guest?.fullName, 'Guest name', TEXT_LIMITS.name);
  if (refs.seriesExists === false) errors.add('series_id', 'Series not found');
  const values = {
    title,
    description,
    duration,
    guestName,
    episodeNumber: episodeNumberField(errors, input.episode_number),
    image: urlField(errors, 'image', input.image, 'Image URL', complete),
    youtubeUrl: youtubeField(errors, input.youtube_url, complete),
    spotifyUrl: urlField(errors, 'spotify_url', input.spotify_url, 'Spotify URL', complete),
    appleUrl: urlField(errors, 'apple_url', input.apple_url, 'Apple Podcasts URL', complete),
    googleUrl: urlField(errors, 'google_url', input.google_url, 'Google Podcasts URL', complete),
    audioUrl: urlField(errors, 'audio_url', input.audio_url, 'Audio URL', complete),
    transcript: text('transcript', input.transcript, 'Transcript', TEXT_LIMITS.transcript),
    tags: tagsField(errors, input.tags),
    metaDescription: meta,
  };
  if (values.audioUrl && refs.audio === null) errors.add('audio_url', 'No uploaded audio file has this address; upload the file again');
  const audio = (values.audioUrl && refs.audio) || NO_AUDIO;
  metaDescription(errors, meta);
  const rating = ratingField(errors, input.rating);
  const publishDate = dateField(errors, 'publish_date', input.publish_date, now);
  const status = statusField(errors, input.status, publishDate, 'publish_date', now);
  return {
    ...values,
    duration: episodeDuration(values.duration, audio.duration),
    audioSize: audio.size,
    audioType: audio.mime_type,
    audioDuration: audio.duration,
    audioBitrate: audio.bitrate,
    rating,
    featured: input.featured ?? false,
    status,
    publishDate,
    allowComments: input.allow_comments ?? true,
  };
}

export function checkSeries(errors: FieldErrors, body: PodcastSeriesBody): { title: string; description: string; image: string } {
  return {
    title: textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.title, requiredMsg: 'Title is required' }),
    description: textField(errors, 'description', body.description, { label: 'Description', max: TEXT_LIMITS.description }),
    image: urlField(errors, 'image', body.image, 'Image URL'),
  };
}

export function checkGuest(errors: FieldErrors, body: PodcastGuestBody): { fullName: string; title: string; organization: string; bio: string } {
  return {
    fullName: textField(errors, 'full_name', body.full_name, { label: 'Full name', max: TEXT_LIMITS.name, requiredMsg: 'Full name is required' }),
    title: textField(errors, 'title', body.title, { label: 'Title', max: TEXT_LIMITS.name }),
    organization: textField(errors, 'organization', body.organization, { label: 'Organization', max: TEXT_LIMITS.name }),
    bio: textField(errors, 'bio', body.bio, { label: 'Bio', max: TEXT_LIMITS.bio }),
  };
}
