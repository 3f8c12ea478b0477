/**
 * The article card's data (shared/page-data.ts): the one text a card shows is chosen once and cut
 * to what its place shows, and the texts it was chosen from (and the body) stay out of the page data.
 */
import { describe, expect, it } from 'vitest';
import { toArticleCard, toCompactCard, toMainSlots } from '../../shared/page-data.ts';

const article = {
  id: '0b8f8e35-4c2f-4d57-9b1a-3f0f6f1a2b3c',
  title: 'Solar labs in Kigali',
  subtitle: 'A subtitle',
  excerpt: 'An excerpt',
  meta_description: 'A meta description',
  category_name: 'Tech Trends',
  author: 'Imani Habimana',
  featured_image: '/media/uploads/2026/11/0b8f8e35-4c2f-4d57-9b1a-3f0f6f1a2b3c/1200x675-59475e.jpg',
  featured_image_alt: 'Pupils at the solar lab',
  publish_date: '2026-11-23T08:00:00.000Z',
  read_time: 3,
  views: 1200,
  content: '# The whole body, which no card shows',
};

describe('toArticleCard', () => {
  it('says the excerpt, else the meta description, else the subtitle, else nothing', () => {
    expect(toArticleCard(article).summary).toBe('An excerpt');
    expect(toArticleCard({ ...article, excerpt: '' }).summary).toBe('A meta description');
    expect(toArticleCard({ ...article, excerpt: '', meta_description: '' }).summary).toBe('A subtitle');
    expect(toArticleCard({ ...article, excerpt: '', meta_description: '', subtitle: '' }).summary).toBe('');
  });

  it('keeps what a card shows and nothing else', () => {
    expect(Object.keys(toArticleCard(article)).sort()).toEqual(
      ['author', 'category_name', 'featured_image', 'featured_image_alt', 'id', 'publish_date', 'read_time', 'summary', 'title', 'views'].sort(),
    );
  });

  it('cuts the summary to what its place shows, on a word, and sends none where none is shown', () => {
    const long = { ...article, excerpt: `${'Pupils in Kigali build solar lamps after class. '.repeat(20)}The end.` };
    const card = toArticleCard(long).summary;
    expect(card.endsWith('...')).toBe(true);
    expect(card.length).toBeLessThanOrEqual(153);
    expect(long.excerpt.startsWith(card.slice(0, -3))).toBe(true);
    expect(card.slice(0, -3).endsWith(' ')).toBe(false);
    expect(toCompactCard(long).summary).toBe('');
    expect(toArticleCard(article).summary).toBe('An excerpt'); // short texts whole

    const slots = toMainSlots({ mainArticle: long, secondMainArticle: long });
    expect(slots.main!.summary.length).toBeGreaterThan(600);
    expect(slots.second!.summary).toBe(card);
    expect(toMainSlots({ mainArticle: null, secondMainArticle: long }).main).toBeNull();
  });
});
