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

/** One run of a word diff: text both versions share, text removed or added, or a space put between a removal and an addition. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added' | 'gap';
  text: string;
}

const endsInSpace = (text: string) => /\s$/.test(text);
const startsWithSpace = (text: string) => /^\s/.test(text);

/**
 * `before` → `after` as runs to show; `null` when too long to compare. jsdiff gives a replaced word
 * as its removal and its addition side by side with the spaces outside both ("the ", "cat", "dog",
 * " sat"): shown as they are they read "catdog". A space goes between a removal and an addition
 * that touch, so each reads as a word of its own ("the ~~cat~~ dog sat").
 */
export function diffParts(before: string, after: string): DiffPart[] | null {
  const changes = diffWords(before, after, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return null;
  const parts: DiffPart[] = [];
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts[parts.length - 1];
    if (last && last.kind !== 'same' && kind !== 'same' && last.kind !== kind && !endsInSpace(last.text) && !startsWithSpace(change.value)) {
      parts.push({ kind: 'gap', text: ' ' });
    }
    parts.push({ kind, text: change.value });
  }
  return parts;
}

/** `before` → `after` in words: removed struck through, added underlined; both whole when too long to compare. */
export function WordDiff({ before, after }: { before: string; after: string }): ReactNode {
  const parts = diffParts(before, after);
  if (!parts) {
    return (
      <div className="ed-diff ed-diff--whole">
        <del>{before}</del> <ins>{after}</ins>
      </div>
    );
  }
  return (
    <div className="ed-diff">
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins key={i}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={i}>{part.text}</del>
        ) : (
          <span key={i}>{part.text}</span>
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
