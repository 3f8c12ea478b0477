-- Indexes of the public lists (server/modules/public/repository.ts, feeds/repository.ts), each
-- matching a list's filter and its order, newest first (date DESC, created_at DESC, id DESC, read
-- backwards): without them every public list sorted all public rows in a temp B-tree (~300 ms at
-- 100,000 articles). See the comments in server/db/schema.ts for which query each index serves.
-- - <table>_public_order_idx (date, created_at, id, status[, main_position]): the unfiltered list,
--   feeds, sitemap, the articles holding no homepage slot; status last so visibility is tested in
--   the index. Replaces <table>_public_idx (status, date): with status first, SQLite's planner
--   (no ANALYZE statistics) took status IN (...) as a cheap equality and sorted every public row.
-- - <table>_public_category_idx (category collate nocase, ...): ?category=, compared without case.
-- - <table>_featured_idx, articles_trending_idx, articles_editors_pick_idx: partial, flagged rows
--   only; the public lists write `featured = 1` as SQL text, which proves the index's WHERE.
-- - articles_main_position_uq becomes partial (slot holders only), so `main_position is null` no
--   longer picks it (100,000 NULL entries, then a sort) over the date order.
DROP INDEX `articles_public_idx`;--> statement-breakpoint
DROP INDEX `articles_main_position_uq`;--> statement-breakpoint
CREATE INDEX `articles_public_order_idx` ON `articles` (`publish_date`,`created_at`,`id`,`status`,`main_position`);--> statement-breakpoint
CREATE INDEX `articles_public_category_idx` ON `articles` ("category_name" collate nocase,`publish_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `articles_featured_idx` ON `articles` (`publish_date`,`created_at`,`id`,`status`) WHERE featured = 1;--> statement-breakpoint
CREATE INDEX `articles_trending_idx` ON `articles` (`publish_date`,`created_at`,`id`,`status`) WHERE trending = 1;--> statement-breakpoint
CREATE INDEX `articles_editors_pick_idx` ON `articles` (`publish_date`,`created_at`,`id`,`status`) WHERE editors_pick = 1;--> statement-breakpoint
CREATE UNIQUE INDEX `articles_main_position_uq` ON `articles` (`main_position`) WHERE main_position is not null;--> statement-breakpoint
DROP INDEX `podcast_episodes_public_idx`;--> statement-breakpoint
CREATE INDEX `podcast_episodes_public_order_idx` ON `podcast_episodes` (`publish_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `podcast_episodes_public_category_idx` ON `podcast_episodes` ("category" collate nocase,`publish_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `podcast_episodes_featured_idx` ON `podcast_episodes` (`publish_date`,`created_at`,`id`,`status`) WHERE featured = 1;--> statement-breakpoint
DROP INDEX `tv_episodes_public_idx`;--> statement-breakpoint
CREATE INDEX `tv_episodes_public_order_idx` ON `tv_episodes` (`upload_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `tv_episodes_public_category_idx` ON `tv_episodes` ("category" collate nocase,`upload_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `tv_episodes_featured_idx` ON `tv_episodes` (`upload_date`,`created_at`,`id`,`status`) WHERE featured = 1;--> statement-breakpoint
DROP INDEX `videos_public_idx`;--> statement-breakpoint
CREATE INDEX `videos_public_order_idx` ON `videos` (`upload_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `videos_public_category_idx` ON `videos` ("category" collate nocase,`upload_date`,`created_at`,`id`,`status`);--> statement-breakpoint
CREATE INDEX `videos_featured_idx` ON `videos` (`upload_date`,`created_at`,`id`,`status`) WHERE featured = 1;