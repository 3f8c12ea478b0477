/**
 * What this app is: its version (package.json) and the migrations it knows (migrations/meta/
 * _journal.json). A backup records both; a restore compares an archive's migration level with
 * them to run the missing migrations, or to refuse an archive from a newer app.
 */
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../../lib/repo-root.ts';
import type { MigrationLevel } from './archive.ts';

interface JournalEntry {
  when: number;
  tag: string;
}

let journal: JournalEntry[] | null = null;
const entries = (): JournalEntry[] =>
  (journal ??= (JSON.parse(readFileSync(`${REPO_ROOT}migrations/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }).entries);

let version: string | null = null;
export const appVersion = (): string => (version ??= (JSON.parse(readFileSync(`${REPO_ROOT}package.json`, 'utf8')) as { version: string }).version);

/** The level of a database whose applied migrations have these dates (created_at, oldest first). */
export function levelOf(applied: number[]): MigrationLevel {
  const lastWhen = applied.length ? applied[applied.length - 1] : 0;
  return { count: applied.length, last_when: lastWhen, last_tag: entries().find((e) => e.when === lastWhen)?.tag ?? null };
}

/** The newest migration this app knows. */
export function appLevel(): MigrationLevel {
  return levelOf(entries().map((e) => e.when));
}
