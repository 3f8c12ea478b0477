/**
 * The edit-conflict and revision views' word diff (web/src/features/admin/editor/word-diff.tsx):
 * a replaced word reads as two words, never run together with what replaced it.
 */
import { describe, expect, it } from 'vitest';
import { diffParts } from '../../web/src/features/admin/editor/word-diff.tsx';

/** The diff as a reader sees it: [-removed-] and {+added+}. */
const shown = (before: string, after: string) =>
  diffParts(before, after)!
    .map((p) => (p.kind === 'removed' ? `[-${p.text}-]` : p.kind === 'added' ? `{+${p.text}+}` : p.text))
    .join('');

describe('the word diff', () => {
  it('puts a space between a removed word and the word that replaces it', () => {
    expect(shown('the quick cat sat', 'the quick dog sat')).toBe('the quick [-cat-] {+dog+} sat');
  });

  it('reads naturally across several replaced words, punctuation and an addition at the end', () => {
    expect(shown('Pupils build robots.', 'Students build drones!')).toBe('[-Pupils-] {+Students+} build [-robots.-] {+drones!+}');
    expect(shown('Robots in class', 'Robots in class today')).toBe('Robots in class {+today+}');
  });

  it('adds no second space where the text already has one', () => {
    expect(shown('one two', 'one  three')).not.toMatch(/ {3}/);
    expect(shown('a b c', 'a c')).toBe('a [-b -]c');
  });

  it('leaves unchanged text as it is', () => {
    expect(shown('nothing changed here', 'nothing changed here')).toBe('nothing changed here');
  });
});
