/** The tags fields of the newest items of each content type. */
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, podcastEpisodes, tvEpisodes, videos } from '../../db/schema.ts';

/** The tags text of at most `perType` newest items of each type. */
export function recentTagFields(db: Db, perType: number): string[] {
  return [articles, videos, tvEpisodes, podcastEpisodes].flatMap((table) =>
    db.select({ tags: table.tags }).from(table).orderBy(desc(table.createdAt)).limit(perType).all().map((r) => r.tags),
  );
}
