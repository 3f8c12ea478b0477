/**
 * The difference between two versions of an item, field by field, as WordPress shows revisions:
 * words added (underlined, green) and removed (struck through, red) in the text of the newer, with
 * jsdiff's `diffWords` (a word and a punctuation mark are each a token; spaces follow the text).
 * A comparison that would take too long (two long texts with little in common) shows both whole.
 */
import { diffWords } from 'diff';
import type { ReactNode } from 'react';

/** How long one field's word comparison may take before both texts are shown whole. */
const DIFF_TIMEOUT_MS = 300;

/** A field's value as text: lists and pictures one per line, yes/no, numbers, '' for none. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(fieldText).join('\n');
  if (typeof value === 'object') {
    return Object.values(value as Record<string, unknown>)
      .map(fieldText)
      .filter(Boolean)
      .join(' · ');
  }
  return String(value);
}

/** `before` → `after` in words: removed struck through, added underlined; `null` when too long to compare. */
export function WordDiff({ before, after }: { before: string; after: string }): ReactNode {
  const parts = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!parts) {
    return (
      <div className="ed-diff ed-diff--whole">
        <del>{before}</del>
        <ins>{after}</ins>
      </div>
    );
  }
  return (
    <div className="ed-diff">
      {parts.map((part, i) =>
        part.added ? (
          <ins key={i}>{part.value}</ins>
        ) : part.removed ? (
          <del key={i}>{part.value}</del>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </div>
  );
}

/** How many words a change adds and removes (the list's "+12 −3"). */
export function wordCounts(before: string, after: string): { added: number; removed: number } {
  const parts = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { removed: true, added: false, value: before, count: 0 },
    { added: true, removed: false, value: after, count: 0 },
  ];
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  return parts.reduce((n, p) => ({ added: n.added + (p.added ? words(p.value) : 0), removed: n.removed + (p.removed ? words(p.value) : 0) }), { added: 0, removed: 0 });
}
