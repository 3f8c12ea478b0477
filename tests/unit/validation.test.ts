/**
 * The content form rules in shared/validation, as an editor meets them: every problem of a form is
 * named under its field at once, with the same words in the admin form and in the API's answer.
 */
import { describe, expect, it } from 'vitest';
import { FieldErrors, dateField, episodeNumberField, ratingField, tagsField, urlField, youtubeField } from '../../shared/validation/fields.ts';
import { checkArticle } from '../../shared/validation/article.ts';
import { TV_RULES, VIDEO_RULES, checkVideoFields, tvSectionFor } from '../../shared/validation/video.ts';
import { checkGuest, checkPodcastFields, checkSeries } from '../../shared/validation/podcast.ts';
import { checkComment, filledHoneypot } from '../../shared/validation/comment.ts';

const NOW = '2026-11-25T12:00:00.000Z';
const run = <T>(check: (errors: FieldErrors) => T) => {
  const errors = new FieldErrors();
  const values = check(errors);
  return { values, errors: Object.fromEntries(errors.items.map((e) => [e.path, e.msg])) };
};

describe('field rules', () => {
  it('keeps the first message of a field', () => {
    const errors = new FieldErrors();
    errors.add('title', 'Title is required');
    errors.add('title', 'Title must be at most 200 characters');
    expect(errors.items).toEqual([{ path: 'title', msg: 'Title is required' }]);
  });

  it('accepts http(s) and site-relative links, refuses other schemes and protocol-relative ones', () => {
    for (const ok of ['https://example.org/a.jpg', 'http://x.io', '/media/seed/a.jpg', '']) {
      expect(run((e) => urlField(e, 'image', ok, 'Image URL')).errors).toEqual({});
    }
    for (const bad of ['javascript:alert(1)', '//evil.example/x.jpg', 'ftp://x.io/a', 'not a url']) {
      expect(run((e) => urlField(e, 'image', bad, 'Image URL')).errors).toEqual({ image: 'Image URL must be a valid http(s) URL' });
    }
  });

  it('reads YouTube watch, short, embed and shorts links and refuses other sites', () => {
    for (const ok of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/shorts/dQw4w9WgXcQ']) {
      expect(run((e) => youtubeField(e, ok)).errors).toEqual({});
    }
    expect(run((e) => youtubeField(e, 'https://vimeo.com/123')).errors.youtube_url).toMatch(/valid YouTube URL/);
  });

  it('tidies tags and bounds their length', () => {
    expect(run((e) => tagsField(e, ' a,  b ,, c ')).values).toBe('a, b, c');
    expect(run((e) => tagsField(e, ['x', ' y '])).values).toBe('x, y');
    expect(run((e) => tagsField(e, 'x'.repeat(501))).errors.tags).toBe('Tags must be at most 500 characters');
  });

  it('takes a rating of 1 to 5 (text too), none as 0, and refuses the rest', () => {
    expect(run((e) => ratingField(e, '4.5')).values).toBe(4.5);
    expect(run((e) => ratingField(e, '')).values).toBe(0);
    expect(run((e) => ratingField(e, null)).values).toBe(0);
    for (const bad of [0.5, 6, 'abc']) expect(run((e) => ratingField(e, bad)).errors.rating).toBe('Rating must be between 1 and 5');
  });

  it('takes whole, non-negative episode numbers', () => {
    expect(run((e) => episodeNumberField(e, '3')).values).toBe(3);
    expect(run((e) => episodeNumberField(e, '')).values).toBeNull();
    expect(run((e) => episodeNumberField(e, '2.5')).errors.episode_number).toBe('Episode number must be a whole number');
    expect(run((e) => episodeNumberField(e, -1)).errors.episode_number).toBe('Episode number cannot be negative');
  });

  it('refuses impossible calendar days and keeps the fallback for an empty date', () => {
    expect(run((e) => dateField(e, 'upload_date', '2024-02-30', NOW)).errors.upload_date).toBe('Please enter a valid date');
    expect(run((e) => dateField(e, 'upload_date', '2024-02-29', NOW)).values).toBe('2024-02-29T00:00:00.000Z');
    expect(run((e) => dateField(e, 'upload_date', '  ', NOW)).values).toBe(NOW);
  });
});

describe('article form', () => {
  const valid = { title: 'T', excerpt: 'E', content: 'C', author: 'A', featured_image: '/media/a.jpg' };

  it('names every missing required field at once, after trimming', () => {
    const { errors } = run((e) => checkArticle(e, { title: ' ', excerpt: '', content: '\n', author: '\t', featured_image: ' ' }, undefined, { defaultDate: NOW, now: NOW }));
    expect(errors).toEqual({
      title: 'Title is required',
      excerpt: 'Excerpt is required',
      content: 'Content is required',
      author: 'Author is required',
      featured_image: 'Featured image is required',
    });
  });

  it('canonicalises the category, defaults the status to published and the date to the given default', () => {
    const { values, errors } = run((e) => checkArticle(e, { ...valid, category_name: 'tech trends' }, undefined, { defaultDate: NOW, now: NOW }));
    expect(errors).toEqual({});
    expect(values).toMatchObject({ categoryName: 'Tech Trends', status: 'published', publishDate: NOW });
  });

  it('refuses an unknown category, a bad gallery URL and a scheduled date in the past', () => {
    const { errors } = run((e) =>
      checkArticle(e, { ...valid, category_name: 'Gossip', status: 'scheduled', publish_date: '2020-01-01' }, [{ url: 'javascript:x' }], {
        defaultDate: NOW,
        now: NOW,
      }),
    );
    expect(errors).toEqual({
      category_name: 'Please choose a valid category',
      'additional_images.0.url': 'Image URL must be a valid http(s) URL',
      publish_date: 'A scheduled item needs a publish date in the future',
    });
  });
});

describe('video and TV episode forms', () => {
  it('requires a duration for a TV episode only', () => {
    const body = { title: 'T', description: 'D' };
    expect(run((e) => checkVideoFields(e, body, VIDEO_RULES, NOW)).errors).toEqual({});
    expect(run((e) => checkVideoFields(e, body, TV_RULES, NOW)).errors).toEqual({ duration: 'Duration is required' });
  });

  it('derives the TV section from the category and refuses categories of the other kind', () => {
    expect(tvSectionFor('Mind Battles')).toBe('MindBattles');
    const { values } = run((e) => checkVideoFields(e, { title: 'T', description: 'D', duration: '1:00', category: 'Pitch Perfect' }, TV_RULES, NOW));
    expect(values.section).toBe('PitchPerfect');
    const { errors } = run((e) => checkVideoFields(e, { title: 'T', description: 'D', category: 'Pitch Perfect' }, VIDEO_RULES, NOW));
    expect(errors.category).toMatch(/^Category must be one of: /);
  });
});

describe('podcast forms', () => {
  it('requires only the title and checks every link', () => {
    const { errors } = run((e) => checkPodcastFields(e, { spotify_url: 'spotify:x', audio_url: 'ftp://a' }, { now: NOW }));
    expect(errors).toEqual({
      title: 'Title is required',
      spotify_url: 'Spotify URL must be a valid http(s) URL',
      audio_url: 'Audio URL must be a valid http(s) URL',
    });
  });

  it("takes the linked guest's name unless the form gives one", () => {
    expect(run((e) => checkPodcastFields(e, { title: 'T', guest_id: 'g' }, { now: NOW, refs: { guest: { fullName: 'Ada' } } })).values.guestName).toBe('Ada');
    expect(run((e) => checkPodcastFields(e, { title: 'T', guest_id: 'g', guest_name: 'Bo' }, { now: NOW, refs: { guest: { fullName: 'Ada' } } })).values.guestName).toBe('Bo');
  });

  it('requires a series title and a guest name', () => {
    expect(run((e) => checkSeries(e, {})).errors).toEqual({ title: 'Title is required' });
    expect(run((e) => checkGuest(e, {})).errors).toEqual({ full_name: 'Full name is required' });
  });
});

describe('comment form', () => {
  const check = (body: Parameters<typeof checkComment>[1]) => {
    const errors = new FieldErrors();
    const values = checkComment(errors, body);
    return { values, errors: Object.fromEntries(errors.items.map((e) => [e.path, e.msg])) };
  };

  it('cleans the fields as the server stores them', () => {
    expect(check({ name: '  Amina\u0007 ', email: ' A@Example.org ', content: ' Hi\r\nthere ' }).values).toEqual({
      name: 'Amina',
      email: 'a@example.org',
      content: 'Hi\nthere',
    });
  });

  it('refuses one character, a missing name and a bad e-mail, each under its field', () => {
    expect(check({ name: '', email: 'x@', content: 'k' }).errors).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      content: 'Comment must be at least 2 characters',
    });
    expect(check({ name: 'A', content: 'ok' }).errors).toEqual({});
  });

  it('sees a filled spam trap, not an empty one', () => {
    expect(filledHoneypot({ website: ' http://x ' })).toBe(true);
    expect(filledHoneypot({ website: '  ' })).toBe(false);
    expect(filledHoneypot({})).toBe(false);
  });
});
