/**
 * Small site-wide settings staff change from the back office, one row per key in `site_settings`
 * (server/db/schema.ts): the podcast artwork (`podcast_cover`, server/modules/media) and the order of
 * the featured articles (`featured_order`, server/modules/articles). Values are text; a setting that
 * holds more than one value stores JSON and parses it itself.
 *
 * Every write moves the public version (triggers in migrations/0008_media_variants.sql), so public
 * answers built from a setting (the podcast feed, the home page's Featured section) are rebuilt on
 * the next request without anyone dropping a cache by hand.
 */
import { eq } from 'drizzle-orm';
import { nowIso } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { siteSettings } from '../../db/schema.ts';

/** The stored value of `key`, or undefined when staff never set it. */
export function readSetting(db: Db, key: string): string | undefined {
  return db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key)).get()?.value;
}

/** Sets `key` to `value`, creating the row the first time. */
export function writeSetting(db: Db, key: string, value: string): void {
  const updatedAt = nowIso();
  db.insert(siteSettings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt } })
    .run();
}
