/**
 * Search relevance as a reader meets it: where the words are found decides
 * the order of the results.
 */
import { describe, expect, it } from 'vitest';
import {
  compareByDate,
  compareByPopularity,
  compareByRelevance,
  FIELD,
  matchedFields,
  parseViewCount,
  scoreItem,
  scoreOfFields,
  type SearchableText,
} from '../../shared/search-scoring.ts';

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
    const inTitle = { score: scoreItem(item({ title: 'Coding clubs in Kigali' }), 'kigali'), date: '2024-01-01' };
    const inDescription = { score: scoreItem(item({ description: 'A club in Kigali' }), 'kigali'), date: '2025-01-01' };
    const inBody = { score: scoreItem(item({ body: 'We met in Kigali last spring.' }), 'kigali'), date: '2026-01-01' };
    const ranked = [inBody, inDescription, inTitle].sort(compareByRelevance);
    // Newer items do not jump ahead of better matches.
    expect(ranked).toEqual([inTitle, inDescription, inBody]);
  });

  it('between equal scores, shows the newer item first', () => {
    const older = { score: 10, date: '2024-03-01T00:00:00.000Z' };
    const newer = { score: 10, date: '2025-03-01T00:00:00.000Z' };
    expect([older, newer].sort(compareByRelevance)).toEqual([newer, older]);
  });

  it('between equal scores and dates, orders by id, so every ranking is one fixed order', () => {
    const a = { score: 10, date: '2025-03-01T00:00:00.000Z', id: 'a' };
    const b = { score: 10, date: '2025-03-01T00:00:00.000Z', id: 'b' };
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
    const bits = matchedFields(item({ title: 'Solar lamps', tags: 'solar', body: 'no' }), 'solar');
    expect(bits).toBe(FIELD.title | FIELD.titleStart | FIELD.tags);
    expect(scoreOfFields(bits)).toBe(10 + 5 + 2);
    expect(matchedFields(item({ title: 'Lamps, solar', description: null, body: null }), 'solar')).toBe(FIELD.title);
    expect(matchedFields(item({ title: 'Solar' }), '')).toBe(0);
  });

  it('ignores case and surrounding spaces, and finds accented and non-Latin words', () => {
    expect(scoreItem(item({ title: 'KIVU lake stories' }), '  kivu ')).toBe(15);
    expect(scoreItem(item({ title: 'Écoles du Sénégal' }), 'sénégal')).toBe(10);
    expect(scoreItem(item({ title: 'Écoles du Sénégal' }), 'ÉCOLES')).toBe(15);
    expect(scoreItem(item({ title: 'ሰላም ትምህርት' }), 'ትምህርት')).toBe(10);
  });

  it('matches the query as typed, not as a pattern', () => {
    expect(scoreItem(item({ title: 'C++ for beginners' }), 'c++')).toBe(15);
    expect(scoreItem(item({ title: 'Cxx for beginners' }), 'c.+')).toBe(0);
    expect(scoreItem(item({ title: 'What is (a) robot?' }), '(a)')).toBe(10);
  });

  it('scores nothing for a blank query or no match', () => {
    expect(scoreItem(item({ title: 'Anything' }), '   ')).toBe(0);
    expect(scoreItem(item({ title: 'Anything' }), 'nothing')).toBe(0);
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
