/**
 * Search relevance as a reader meets it: how well the words match (exactly, as a word start, with a
 * typo) and where they are found decide the order of the results.
 */
import { describe, expect, it } from 'vitest';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  FIELD,
  matchItem,
  parseViewCount,
  queryWords,
  scoreItem,
  scoreOfFields,
  suggestedQuery,
  type SearchableText,
} from '../../shared/search-scoring.ts';
import { MATCH } from '../../shared/search-words.ts';

const blank: SearchableText = { title: '', category: '', description: '', people: '', tags: '', body: '' };
const item = (fields: Partial<SearchableText>): SearchableText => ({ ...blank, ...fields });

describe('search scoring', () => {
  it('gives each field its weight from the spec, the body +1', () => {
    expect(scoreItem(item({ title: 'Solar lamps in Kano' }), 'lamps')).toBe(10);
    expect(scoreItem(item({ title: 'Solar lamps in Kano' }), 'solar')).toBe(15); // title starts with it: +5
    expect(scoreItem(item({ category: 'Tech Trends' }), 'tech')).toBe(5);
    expect(scoreItem(item({ description: 'Pupils build solar lamps' }), 'solar')).toBe(3);
    expect(scoreItem(item({ people: 'Amina Okafor' }), 'okafor')).toBe(4);
    expect(scoreItem(item({ tags: 'energy, solar' }), 'solar')).toBe(2);
    expect(scoreItem(item({ body: 'They wired the solar panels.' }), 'solar')).toBe(1);
  });

  it('adds up every field that matches', () => {
    const everywhere = item({
      title: 'Solar schools',
      category: 'Solar',
      description: 'solar',
      people: 'Solar Team',
      tags: 'solar',
      body: 'solar',
    });
    expect(scoreItem(everywhere, 'solar')).toBe(10 + 5 + 5 + 3 + 4 + 2 + 1);
  });

  it('ranks a title match above a description match, and both above a body-only match', () => {
    const ranked = (fields: Partial<SearchableText>, date: string) => ({ ...matchItem(item(fields), 'kigali')!, date });
    const inTitle = ranked({ title: 'Coding clubs in Kigali' }, '2024-01-01');
    const inDescription = ranked({ description: 'A club in Kigali' }, '2025-01-01');
    const inBody = ranked({ body: 'We met in Kigali last spring.' }, '2026-01-01');
    // Newer items do not jump ahead of better matches.
    expect([inBody, inDescription, inTitle].sort(compareByRelevance)).toEqual([inTitle, inDescription, inBody]);
  });

  it('ranks every exact match above every word start, and those above every typo, whatever the fields', () => {
    const ranked = (title: string, body: string) => ({ ...matchItem(item({ title, body }), 'mango')!, date: '2025-01-01', id: title });
    const exactInBody = ranked('Market day', 'A mango tree.');
    const startInTitle = ranked('Mangoes of Kano', '');
    const typoInTitle = ranked('Tango nights', '');
    expect([exactInBody, startInTitle, typoInTitle].map((r) => [r.tier, r.score])).toEqual([
      [MATCH.exact, 1],
      [MATCH.start, 15],
      [MATCH.typo, 15],
    ]);
    expect([typoInTitle, startInTitle, exactInBody].sort(compareByRelevance)).toEqual([exactInBody, startInTitle, typoInTitle]);
  });

  it('between equal scores, shows the newer item first', () => {
    const older = { tier: MATCH.exact, score: 10, date: '2024-03-01T00:00:00.000Z' };
    const newer = { tier: MATCH.exact, score: 10, date: '2025-03-01T00:00:00.000Z' };
    expect([older, newer].sort(compareByRelevance)).toEqual([newer, older]);
  });

  it('between equal scores and dates, orders by id, so every ranking is one fixed order', () => {
    const a = { tier: MATCH.exact, score: 10, date: '2025-03-01T00:00:00.000Z', id: 'a' };
    const b = { tier: MATCH.exact, score: 10, date: '2025-03-01T00:00:00.000Z', id: 'b' };
    expect([b, a].sort(compareByRelevance)).toEqual([a, b]);
    expect([b, a].sort(compareByDate)).toEqual([a, b]);
  });

  it('orders by views for popularity, then newer first, then by id', () => {
    const popular = { views: 900, date: '2020-01-01T00:00:00.000Z', id: 'z' };
    const newer = { views: 10, date: '2025-01-01T00:00:00.000Z', id: 'y' };
    const older = { views: 10, date: '2024-01-01T00:00:00.000Z', id: 'a' };
    expect([older, newer, popular].sort(compareByPopularity)).toEqual([popular, newer, older]);
  });

  it('names the fields found as bits whose weights make the score', () => {
    expect(scoreOfFields(FIELD.title | FIELD.tags)).toBe(10 + 2);
    expect(scoreItem(item({ title: 'Solar lamps', tags: 'solar', body: 'no' }), 'solar')).toBe(10 + 5 + 2);
    expect(scoreItem(item({ title: 'Lamps, solar', description: null, body: null }), 'solar')).toBe(10);
    expect(matchItem(item({ title: 'Solar' }), '')).toBeNull();
  });

  it('matches words and word starts, never letters inside a word', () => {
    expect(matchItem(item({ title: "Inside Nairobi's Coding Bootcamps" }), 'AI')).toBeNull();
    expect(matchItem(item({ title: 'AI-powered tutors' }), 'AI')).toEqual({ tier: MATCH.exact, score: 15 });
    expect(matchItem(item({ title: "Aisha's robots" }), 'AI')).toEqual({ tier: MATCH.start, score: 15 });
  });

  it('needs every word of the query somewhere in the item, and adds up each word\'s fields', () => {
    const story = item({ title: 'Solar lamps in Kano', category: 'Research World', body: 'Pupils wired them.' });
    expect(matchItem(story, 'kano pupils')).toEqual({ tier: MATCH.exact, score: 10 + 1 });
    expect(matchItem(story, 'kano robots')).toBeNull();
    // The title begins with the query: +5, in the query's order only.
    expect(matchItem(story, 'solar lamps')).toEqual({ tier: MATCH.exact, score: 10 + 10 + 5 });
    expect(matchItem(story, 'lamps solar')).toEqual({ tier: MATCH.exact, score: 10 + 10 });
    // A repeated word counts once, but the title must begin with the words as typed.
    expect(matchItem(story, 'solar solar')).toEqual({ tier: MATCH.exact, score: 10 });
  });

  it('counts a word where it matches best only: a typo in the title adds nothing to an exact match in the body', () => {
    expect(matchItem(item({ title: 'Polar nights', body: 'solar' }), 'solar')).toEqual({ tier: MATCH.exact, score: 1 });
    expect(matchItem(item({ title: 'Polar nights' }), 'solar')).toEqual({ tier: MATCH.typo, score: 15 });
  });

  it('ignores case, accents and surrounding spaces, and finds non-Latin words', () => {
    expect(scoreItem(item({ title: 'KIVU lake stories' }), '  kivu ')).toBe(15);
    expect(scoreItem(item({ title: 'Écoles du Sénégal' }), 'sénégal')).toBe(10);
    expect(scoreItem(item({ title: 'Écoles du Sénégal' }), 'senegal')).toBe(10);
    expect(scoreItem(item({ title: 'Écoles du Sénégal' }), 'ÉCOLES')).toBe(15);
    expect(scoreItem(item({ title: 'ሰላም ትምህርት' }), 'ትምህርት')).toBe(10);
  });

  it('reads punctuation in the query as space, not as a pattern', () => {
    expect(scoreItem(item({ title: 'C++ for beginners' }), 'c++')).toBe(15);
    expect(scoreItem(item({ title: 'Cxx for beginners' }), 'c.+')).toBe(15); // 'c' starts 'cxx'
    expect(scoreItem(item({ title: 'What is (a) robot?' }), '(a)')).toBe(10);
    expect(matchItem(item({ title: 'Anything' }), '"?!')).toBeNull();
  });

  it('spells "Did you mean" as the query with its unknown words replaced', () => {
    expect(suggestedQuery(queryWords('Solr  power!'), ['solar', undefined])).toBe('solar power');
    expect(suggestedQuery(queryWords('mota moto mota'), ['moto', undefined])).toBe('moto moto moto');
    expect(suggestedQuery(queryWords('moto'), [undefined])).toBeNull();
  });

  it('scores nothing for a blank query or no match', () => {
    expect(scoreItem(item({ title: 'Anything' }), '   ')).toBe(0);
    expect(scoreItem(item({ title: 'Anything' }), 'robots')).toBe(0);
    // Two typos in an 8-letter word are forgiven: 'nothing' is that close to 'anything'.
    expect(scoreItem(item({ title: 'Anything' }), 'nothing')).toBe(15);
  });

  it('reads view counts with an optional K as thousands for the popularity sort', () => {
    expect(parseViewCount('1.2K')).toBe(1200);
    expect(parseViewCount('3k')).toBe(3000);
    expect(parseViewCount('1,500')).toBe(1500);
    expect(parseViewCount(42)).toBe(42);
    expect(parseViewCount('lots')).toBe(0);
    expect(parseViewCount(null)).toBe(0);
    expect(parseViewCount(Number.NaN)).toBe(0);
  });
});
