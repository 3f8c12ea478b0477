/**
 * Tag suggestions for the editors: the tags of the newest 2,000 items of each type (articles,
 * videos, TV episodes, podcast episodes), counted, most used first, spelled as most often written.
 * Reading only recent items bounds the cost at any archive size and favours the tags in use now.
 */
import type { TagCount } from '../../../shared/api/tags.ts';
import { splitTags } from '../../../shared/format.ts';
import type { Db } from '../../db/client.ts';
import { recentTagFields } from './repository.ts';

const RECENT_PER_TYPE = 2000;

export function suggestTags(db: Db, query: { q?: string; limit?: number }): TagCount[] {
  const counts = new Map<string, { spellings: Map<string, number>; count: number }>();
  for (const field of recentTagFields(db, RECENT_PER_TYPE)) {
    for (const tag of splitTags(field)) {
      const key = tag.toLowerCase();
      const entry = counts.get(key) ?? { spellings: new Map(), count: 0 };
      entry.count++;
      entry.spellings.set(tag, (entry.spellings.get(tag) ?? 0) + 1);
      counts.set(key, entry);
    }
  }
  const q = (query.q ?? '').trim().toLowerCase();
  const matches = (key: string) => !q || key.split(/[\s-]+/).some((word) => word.startsWith(q)) || key.startsWith(q);
  return [...counts.entries()]
    .filter(([key]) => matches(key))
    .map(([key, e]) => ({ tag: [...e.spellings.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? key, count: e.count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, query.limit ?? 20);
}
