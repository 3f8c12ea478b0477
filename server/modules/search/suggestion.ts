/**
 * "Did you mean ...?" for a query that found nothing, from the library's own words: each query word
 * that matches no word of any item a reader may see is replaced by the nearest such word (fewest
 * typos, then the word the most items hold: shared/search-words.ts suggestionDistance and
 * betterSuggestion), and the corrected query is offered when it finds something under the same
 * filters. Only words of visible items are offered, so a draft or a scheduled item never shows
 * through. Costs one more lookup per unknown word and one more match, only when nothing was found.
 */
import { type QueryWords, queryWords, suggestedQuery } from '../../../shared/search-scoring.ts';
import { betterSuggestion, letterCount, type Suggestion, suggestionDistance, suggestionReach } from '../../../shared/search-words.ts';
import type { Library } from './library.ts';
import { type Filters, rank } from './ranking.ts';
import type { Matches } from './text-index.ts';

export function didYouMean(library: Library, query: QueryWords, found: Matches, filters: Filters): string | null {
  const replacements = query.distinct.map((word, j) => (found.known[j] ? undefined : nearestWord(library, word)));
  const text = suggestedQuery(query, replacements);
  if (text === null) return null;
  return rank(library, library.match(queryWords(text)), filters, 'date', 0, 0).total > 0 ? text : null;
}

/** The best word of visible items to offer instead of `word`, if any. */
function nearestWord(library: Library, word: string): string | undefined {
  const reach = suggestionReach(letterCount(word));
  if (reach < 0) return undefined;
  const near: { id: number; word: string; distance: number }[] = [];
  library.text.near(word, reach, (id, text) => {
    const distance = suggestionDistance(word, text);
    if (distance !== Infinity) near.push({ id, word: text, distance });
  });
  // Fewest typos first: the items holding a word are counted only where they can decide.
  near.sort((a, b) => a.distance - b.distance);
  let best: Suggestion | undefined;
  for (const candidate of near) {
    if (best && candidate.distance > best.distance) break;
    const items = library.text.itemsHolding(candidate.id, library.visible);
    const suggestion = { word: candidate.word, distance: candidate.distance, items };
    if (items > 0 && betterSuggestion(suggestion, best)) best = suggestion;
  }
  return best?.word;
}
