/**
 * What the podcast form and episode page say about an episode's audio
 * (web/src/features/admin/lib/audio-facts.ts) and which picked files the form sends at all.
 */
import { describe, expect, it } from 'vitest';
import { audioFactList, audioFacts, audioTypeLabel, fileNameOf } from '../../web/src/features/admin/lib/audio-facts.ts';
import { checkAudioFile } from '../../web/src/features/admin/podcasts/use-audio-upload.ts';
import { AUDIO_MESSAGES } from '../../shared/podcast-audio.ts';

const UPLOADED = '/media/audio/2026/11/0b7f3c1e-0000-4000-8000-000000000001/episode-12.mp3';
const upload = { id: '0b7f3c1e-0000-4000-8000-000000000001', url: UPLOADED, filename: 'Episode 12 (final).mp3', mime_type: 'audio/mpeg', size: 57_300_000, duration: 3463, bitrate: 128 };
const stored = { audio_url: UPLOADED, audio_size: 57_300_000, audio_type: 'audio/mpeg', audio_duration: 3463, audio_bitrate: 128 };

describe('audio facts', () => {
  it('come from the upload that gave the address, else from the episode as stored, else stay unknown', () => {
    expect(audioFacts(UPLOADED, upload, stored)?.name).toBe('Episode 12 (final).mp3');
    expect(audioFacts(UPLOADED, null, stored)).toEqual({ name: 'episode-12.mp3', duration: 3463, size: 57_300_000, type: 'audio/mpeg', bitrate: 128 });
    expect(audioFacts('https://cdn.example.org/shows/ep%2012.m4a?token=1', upload, stored)).toEqual({ name: 'ep 12.m4a', duration: 0, size: 0, type: '', bitrate: 0 });
    expect(audioFacts('  ', upload, stored)).toBeNull();
  });

  it('read as staff expect: m:ss or h:mm:ss, KB / MB, MP3 or M4A, kbit/s; unknown ones left out', () => {
    expect(audioFactList(audioFacts(UPLOADED, upload, null)!)).toEqual([
      ['Length', '57:43'],
      ['Size', '54.6 MB'],
      ['Type', 'MP3'],
      ['Bitrate', '128 kbit/s'],
    ]);
    expect(audioFactList({ name: 'x', duration: 3723, size: 8377, type: 'audio/mp4', bitrate: 0 })).toEqual([
      ['Length', '1:02:03'],
      ['Size', '8 KB'],
      ['Type', 'M4A (AAC)'],
    ]);
    expect(audioFactList({ name: 'x', duration: 0, size: 0, type: '', bitrate: 0 })).toEqual([]);
    expect(audioTypeLabel('audio/ogg')).toBe('audio/ogg');
    expect(fileNameOf('/media/audio/a/%E2%80%94bad%ZZ.mp3')).toBe('%E2%80%94bad%ZZ.mp3');
  });
});

describe('picking a file', () => {
  it('sends MP3 / M4A / AAC names or audio types, and stops an empty, other or too large file at once', () => {
    expect(checkAudioFile({ name: 'episode.mp3', type: 'audio/mpeg', size: 10 })).toBeNull();
    expect(checkAudioFile({ name: 'EPISODE.M4A', type: '', size: 10 })).toBeNull();
    expect(checkAudioFile({ name: 'voice-memo', type: 'audio/x-m4a', size: 10 })).toBeNull();
    // A text file renamed .mp3 goes: the server reads the content and answers in its own words.
    expect(checkAudioFile({ name: 'notes.mp3', type: 'audio/mpeg', size: 10 })).toBeNull();
    expect(checkAudioFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(AUDIO_MESSAGES.wrongType);
    expect(checkAudioFile({ name: 'episode.wav', type: 'audio/wav', size: 10 })).toBe(AUDIO_MESSAGES.wrongType);
    expect(checkAudioFile({ name: 'episode.mp3', type: 'audio/mpeg', size: 0 })).toBe(AUDIO_MESSAGES.noFile);
    // Past the server's limit, once the form knows it: refused in the server's words, before sending.
    const limits = { max_bytes: 5 * 1024 * 1024, max_mb: 5 };
    expect(checkAudioFile({ name: 'episode.mp3', type: 'audio/mpeg', size: limits.max_bytes }, limits)).toBeNull();
    expect(checkAudioFile({ name: 'episode.mp3', type: 'audio/mpeg', size: limits.max_bytes + 1 }, limits)).toBe(AUDIO_MESSAGES.tooLarge(5));
  });
});
