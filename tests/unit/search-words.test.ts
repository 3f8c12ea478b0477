/**
 * How search reads words: what a word is, how text is folded, and when a typed word matches a word
 * of the library (exactly, as a word start, within the typos its length allows).
 */
import { describe, expect, it } from 'vitest';
import {
  betterSuggestion,
  MATCH,
  suggestionDistance,
  suggestionReach,
  typoDistance,
  typoReach,
  typosAllowed,
  wordMatch,
  wordsOf,
} from '../../shared/search-words.ts';

describe('words', () => {
  it('are runs of letters and digits; punctuation, hyphens and apostrophes separate them', () => {
    expect(wordsOf("Inside Nairobi's AI-powered e-learning, 2024!")).toEqual(['inside', 'nairobi', 's', 'ai', 'powered', 'e', 'learning', '2024']);
    expect(wordsOf('C++ for_beginners (a) robot?')).toEqual(['c', 'for', 'beginners', 'a', 'robot']);
    expect(wordsOf('  ...  ')).toEqual([]);
  });

  it('are folded: case, accents and compatibility forms', () => {
    expect(wordsOf('École du SÉNÉGAL')).toEqual(['ecole', 'du', 'senegal']);
    expect(wordsOf('İstanbul \u212aelvin ﬁne Ｋigali')).toEqual(['istanbul', 'kelvin', 'fine', 'kigali']);
    // A decomposed accent folds like a composed one.
    expect(wordsOf('Cafe\u0301')).toEqual(wordsOf('Café'));
  });

  it('keep other scripts whole, their vowel signs included', () => {
    expect(wordsOf('ሰላም ትምህርት')).toEqual(['ሰላም', 'ትምህርት']);
    expect(wordsOf('शिक्षा और')).toEqual(['शिक्षा', 'और']);
    expect(wordsOf('교육 혁신')).toEqual(['교육', '혁신']);
  });
});

describe('typos', () => {
  it('allows none under 5 letters, 1 from 5 to 7, 2 from 8', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(typosAllowed)).toEqual([0, 0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });

  it('counts a swap of neighbours as one typo, and letters beyond the BMP as one letter each', () => {
    expect(typoDistance('tehcnology', 'technology', 2)).toBe(1);
    expect(typoDistance('solr', 'solar', 2)).toBe(1);
    expect(typoDistance('kigali', 'kigali', 2)).toBe(0);
    expect(typoDistance('abcdef', 'ghijkl', 2)).toBe(3); // past the bound: bound + 1
    // Adlam letters (U+1E900 up) are two code units each.
    expect(typoDistance('\u{1E900}\u{1E901}\u{1E902}', '\u{1E900}\u{1E903}\u{1E902}', 2)).toBe(1);
  });

  it('looks as far as the longest word a query word can reach', () => {
    expect([3, 4, 5, 6, 7, 8].map(typoReach)).toEqual([0, 1, 1, 2, 2, 2]);
    expect([2, 3, 4, 8].map(suggestionReach)).toEqual([-1, 2, 2, 3]);
  });
});

describe('a query word matches a word of the library', () => {
  it('exactly, or as the start of the word, never inside it', () => {
    expect(wordMatch('ai', 'ai')).toBe(MATCH.exact);
    expect(wordMatch('ai', 'aisha')).toBe(MATCH.start);
    expect(wordMatch('ai', 'nairobi')).toBe(MATCH.none);
    expect(wordMatch('edu', 'education')).toBe(MATCH.start);
  });

  it('within the typos of the longer word: 4 letters none, 5 one, 7 one, 8 two', () => {
    // 4 letters: none, unless the word meant is 5 letters long ('solr' is 'solar' with a letter left out).
    expect(wordMatch('moto', 'mota')).toBe(MATCH.none);
    expect(wordMatch('solr', 'solar')).toBe(MATCH.typo);
    expect(wordMatch('sole', 'solo')).toBe(MATCH.none);
    // 5 letters: one.
    expect(wordMatch('mangp', 'mango')).toBe(MATCH.typo);
    expect(wordMatch('mnagp', 'mango')).toBe(MATCH.none);
    // 7 letters: one.
    expect(wordMatch('gorilal', 'gorilla')).toBe(MATCH.typo);
    expect(wordMatch('gorolle', 'gorilla')).toBe(MATCH.none);
    // 8 letters: two.
    expect(wordMatch('eleplamt', 'elephant')).toBe(MATCH.typo);
    expect(wordMatch('elxplxmt', 'elephant')).toBe(MATCH.none);
    // A 6-letter word may reach an 8-letter one with two letters left out.
    expect(wordMatch('elepht', 'elephant')).toBe(MATCH.typo);
  });
});

describe('"Did you mean" candidates', () => {
  it('reach one typo further than a match, for words of 3 letters or more', () => {
    expect(suggestionDistance('teh', 'the')).toBe(1);
    expect(suggestionDistance('mota', 'moto')).toBe(1);
    expect(suggestionDistance('mnagp', 'mango')).toBe(2);
    expect(suggestionDistance('ia', 'ai')).toBe(Infinity);
    expect(suggestionDistance('zzqx', 'moto')).toBe(Infinity);
  });

  it('prefer fewer typos, then the word more items hold, then the first in order', () => {
    const near = { word: 'moto', distance: 1, items: 1 };
    expect(betterSuggestion(near, { word: 'mota', distance: 2, items: 90 })).toBe(true);
    expect(betterSuggestion({ word: 'mojo', distance: 1, items: 5 }, near)).toBe(true);
    expect(betterSuggestion({ word: 'mono', distance: 1, items: 1 }, near)).toBe(true);
    expect(betterSuggestion({ word: 'muto', distance: 1, items: 1 }, near)).toBe(false);
  });
});
