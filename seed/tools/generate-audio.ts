/**
 * Speaks a short intro for every sample podcast episode into seed/audio/<slug>.mp3 (dev-only; the
 * MP3 files are committed, so nobody needs this to run the site).
 *
 * Why: a fresh install should have a podcast feed an app accepts and a player that plays, offline,
 * without licensed recordings. Each intro (20-40 s) is a welcome, the episode's title and guest,
 * and its description, read by eSpeak NG, then encoded small: MP3, mono, 22.05 kHz, 32 kbit/s
 * (about 4 KB a second; all of them together stay under 2 MB). `-bitexact` keeps the files the same
 * from one run to the next.
 *
 * Needs espeak-ng and ffmpeg (`apt-get install -y espeak-ng ffmpeg`), then
 *   npx tsx seed/tools/generate-audio.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedGuests, seedPodcastEpisodes, seedSeries } from '../content/index.ts';
import { podcastAudioFile } from '../media.ts';

const OUT_DIR = fileURLToPath(new URL('../audio/', import.meta.url));
/** Words per minute: a little slower than eSpeak's default, easier to follow on a phone speaker. */
const SPEED = 150;

function script(episode: (typeof seedPodcastEpisodes)[number]): string {
  const series = seedSeries.find((s) => s.key === episode.series)?.title ?? 'Library Talk';
  const guest = seedGuests.find((g) => g.key === episode.guest)?.fullName;
  return [
    'Welcome to Library Talk, the Insight Media podcast about education and innovation in Africa.',
    `${series}, episode ${episode.episode}: ${episode.title}${guest ? `, with ${guest}` : ''}.`,
    episode.description,
    'This is a short sample. Replace it with the full episode from the back office.',
  ].join(' ');
}

mkdirSync(OUT_DIR, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'seed-audio-'));
try {
  let total = 0;
  for (const episode of seedPodcastEpisodes) {
    const wav = join(work, `${episode.slug}.wav`);
    const out = join(OUT_DIR, podcastAudioFile(episode.slug));
    execFileSync('espeak-ng', ['-v', 'en', '-s', String(SPEED), '-w', wav, script(episode)]);
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-y', '-i', wav],
      ...['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k'],
      ...['-metadata', `title=${episode.title}`, '-metadata', 'artist=Insight Media', '-metadata', 'album=Library Talk'],
      ...['-fflags', '+bitexact', '-flags:a', '+bitexact', out],
    ]);
    const size = statSync(out).size;
    total += size;
    console.log(`${podcastAudioFile(episode.slug)}: ${Math.round(size / 1024)} KB`);
  }
  console.log(`${seedPodcastEpisodes.length} files, ${Math.round(total / 1024)} KB in all`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
