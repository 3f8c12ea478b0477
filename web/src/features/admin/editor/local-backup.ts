/**
 * What the editor has not yet got onto the server, kept in this browser (localStorage, one entry per
 * item, or per type for a new item): written on every change, removed once the server has it. A
 * crash, a closed tab or a connection that went away then loses nothing: the next time the item is
 * opened here the editor offers it back. localStorage, not IndexedDB: it is written synchronously,
 * so the last keystroke before a tab dies is kept too.
 */
import type { ContentKind } from './api.ts';

const PREFIX = 'insight-editor:';

export interface Backup<V> {
  values: V;
  /** The item's version the values were typed on (0 for a new item). */
  version: number;
  /** When it was written (this browser's clock). */
  savedAt: string;
}

const keyOf = (kind: ContentKind, id: string | null) => `${PREFIX}${kind}:${id ?? 'new'}`;

export function readBackup<V>(kind: ContentKind, id: string | null): Backup<V> | null {
  try {
    const text = localStorage.getItem(keyOf(kind, id));
    return text ? (JSON.parse(text) as Backup<V>) : null;
  } catch {
    return null;
  }
}

/** Keeps the values; false when the browser refused (storage full or turned off). */
export function writeBackup<V>(kind: ContentKind, id: string | null, values: V, version: number): boolean {
  try {
    localStorage.setItem(keyOf(kind, id), JSON.stringify({ values, version, savedAt: new Date().toISOString() } satisfies Backup<V>));
    return true;
  } catch {
    return false;
  }
}

export function clearBackup(kind: ContentKind, id: string | null): void {
  try {
    localStorage.removeItem(keyOf(kind, id));
  } catch {
    // Storage turned off: nothing was kept either.
  }
}
