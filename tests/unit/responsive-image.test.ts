/**
 * An upload's variants are read from its address alone (shared/responsive-image.ts): the widths
 * never exceed the picture's own, and any other address (pasted from elsewhere, a seed file, an
 * upload from before variants) is shown as given.
 */
import { describe, expect, it } from 'vitest';
import { bodyImageAttributes, parseUploadedImage, pictureSources, variantWidths } from '../../shared/responsive-image.ts';

const FOLDER = '/media/uploads/2026/11/0b6f2f1e-4f5a-4c1e-9d2b-5a7c3e9f1a2b';

/** The widths for slots narrower than 320 px (portraits, podcast covers, search results). */
const SMALL = [64, 128, 160, 200, 240, 280];

describe('variantWidths', () => {
  it('never upscales, and skips a ladder width within 10% of the picture', () => {
    expect(variantWidths(60)).toEqual([60]);
    expect(variantWidths(200)).toEqual([64, 128, 160, 200]);
    expect(variantWidths(700)).toEqual([...SMALL, 320, 400, 480, 700]);
    expect(variantWidths(1200)).toEqual([...SMALL, 320, 400, 480, 640, 680, 720, 800, 960, 1200]);
    expect(variantWidths(1920)).toEqual([...SMALL, 320, 400, 480, 640, 680, 720, 800, 960, 1280, 1600, 1920]);
  });
});

describe('pictureSources', () => {
  it('builds AVIF and WebP srcsets, the main JPEG and the placeholder from an upload address', () => {
    const p = pictureSources(`${FOLDER}/700x394-3a5f7c.jpg`)!;
    expect(p).toEqual({
      src: `${FOLDER}/700x394-3a5f7c.jpg`,
      width: 700,
      height: 394,
      placeholder: '#3a5f7c',
      sources: [
        { type: 'image/avif', srcset: `${FOLDER}/320.avif 320w, ${FOLDER}/400.avif 400w, ${FOLDER}/480.avif 480w, ${FOLDER}/700.avif 700w` },
        { type: 'image/webp', srcset: `${FOLDER}/320.webp 320w, ${FOLDER}/400.webp 400w, ${FOLDER}/480.webp 480w, ${FOLDER}/700.webp 700w` },
      ],
    });
    // Absolute on the site, and a picture with transparency (PNG, no placeholder).
    expect(pictureSources(`https://insight.example.org${FOLDER}/640x640.png`)).toMatchObject({ placeholder: null, src: `https://insight.example.org${FOLDER}/640x640.png` });
    expect(parseUploadedImage(`${FOLDER}/640x640.png`)).toMatchObject({ fallback: 'png', widths: [...SMALL, 320, 400, 480, 640] });
  });

  it('offers the small widths only in a slot narrower than 320 px, and a picture narrower than that at its own width', () => {
    // A 64 px portrait is a small slot; a card across the content is not.
    const avif = (url: string, small: boolean) =>
      pictureSources(url, { sizes: small ? '64px' : 'calc(100vw - 32px)' })!.sources[0].srcset.split(', ').map((c) => Number(c.split(' ')[1].slice(0, -1)));
    expect(avif(`${FOLDER}/700x394-3a5f7c.jpg`, true)).toEqual([...SMALL, 320, 400, 480, 700]);
    expect(avif(`${FOLDER}/700x394-3a5f7c.jpg`, false)).toEqual([320, 400, 480, 700]);
    expect(avif(`${FOLDER}/200x200-3a5f7c.jpg`, true)).toEqual([64, 128, 160, 200]);
    expect(avif(`${FOLDER}/200x200-3a5f7c.jpg`, false)).toEqual([200]);
    // Small: a fixed width under 261 px at some breakpoint (320 px would be over 1.5x its pixels).
    // Not small: a 273 px desktop card (1.37x), widths that follow the screen.
    const listsSmall = (sizes: string) => pictureSources(`${FOLDER}/700x394-3a5f7c.jpg`, { sizes })!.sources[0].srcset.includes('/64.avif');
    expect(['(min-width:600px) 200px,calc(100vw - 34px)', '(min-width:720px) 260px,180px', '(max-width: 700px) 72px, 120px'].map(listsSmall)).toEqual([true, true, true]);
    expect(['(min-width:1200px) 273px,(min-width:960px) calc(25vw - 27px),calc(100vw - 32px)', '(min-width: 1200px) 280px, 45vw', '100vw'].map(listsSmall)).toEqual([false, false, false]);
    // Pictures in an article's body fill its column: the standard widths.
    expect(bodyImageAttributes(`${FOLDER}/700x394-3a5f7c.jpg`)!.srcset.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '400w', '480w', '700w']);
  });

  it.each([
    'https://images.example.org/photo.jpg',
    '/media/seed/article-kigali-smart-classrooms.jpg',
    '/media/uploads/2025/03/0b6f2f1e-4f5a-4c1e-9d2b-5a7c3e9f1a2b.jpg',
    `${FOLDER}/320.avif`,
    `${FOLDER}/4000x3000-3a5f7c.jpg`,
    `${FOLDER}/700x394-3a5f7c.jpg?x=1`,
    '',
    null,
  ])('shows %s as given', (url) => {
    expect(pictureSources(url)).toBeNull();
    expect(bodyImageAttributes(url)).toBeNull();
  });
});
