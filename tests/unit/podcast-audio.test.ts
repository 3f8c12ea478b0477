/** The counted enclosure address feeds and players link to (shared/podcast-audio.ts). */
import { describe, expect, it } from 'vitest';
import { AUDIO_EXTENSIONS, AUDIO_MIME_TYPES, enclosurePath, isAudioMimeType } from '../../shared/podcast-audio.ts';

const ID = '0b7c6f8e-2f5d-4a8e-9c1b-3d2e1f0a9b8c';

describe('enclosurePath', () => {
  it('ends with the extension of the audio type', () => {
    expect(enclosurePath(ID, 'audio/mpeg')).toBe(`/podcast/${ID}/audio.mp3`);
    expect(enclosurePath(ID, 'audio/mp4')).toBe(`/podcast/${ID}/audio.m4a`);
  });

  it('without a known type, takes the extension of the address, else mp3', () => {
    expect(enclosurePath(ID, '', 'https://cdn.example.org/ep-1.M4A?x=1')).toBe(`/podcast/${ID}/audio.m4a`);
    expect(enclosurePath(ID, '', 'https://cdn.example.org/ep-1.aac')).toBe(`/podcast/${ID}/audio.m4a`);
    expect(enclosurePath(ID, '', 'https://cdn.example.org/ep-1')).toBe(`/podcast/${ID}/audio.mp3`);
    expect(enclosurePath(ID, 'audio/ogg')).toBe(`/podcast/${ID}/audio.mp3`);
  });

  it('knows exactly the types an upload may be', () => {
    expect(AUDIO_MIME_TYPES.map((mime) => AUDIO_EXTENSIONS[mime])).toEqual(['mp3', 'm4a']);
    expect(isAudioMimeType('audio/mpeg')).toBe(true);
    expect(isAudioMimeType('audio/x-m4a')).toBe(false);
  });
});
