-- The browse pages of issue 15 (/author/<slug>, /tv-show?season=, /podcast?series=) filter a
-- public list and read it in the public order (newest first). Like articles_public_category_idx,
-- each index leads with the filter and carries the order's columns and the status, so SQLite walks
-- it in list order and stops after one page instead of sorting every matching row. The season and
-- series indexes replace the one-column ones they start with (which the foreign keys' ON DELETE
-- SET NULL still find as their prefix).
CREATE INDEX `articles_public_author_idx` ON `articles` ("author" collate nocase,`publish_date`,`created_at`,`id`,`status`);--> statement-breakpoint
DROP INDEX `tv_episodes_season_idx`;--> statement-breakpoint
CREATE INDEX `tv_episodes_season_idx` ON `tv_episodes` (`season_id`,`upload_date`,`created_at`,`id`,`status`);--> statement-breakpoint
DROP INDEX `podcast_episodes_series_idx`;--> statement-breakpoint
CREATE INDEX `podcast_episodes_series_idx` ON `podcast_episodes` (`series_id`,`publish_date`,`created_at`,`id`,`status`);
