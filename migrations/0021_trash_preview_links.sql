-- The trash and preview links (issue 46).
-- - trash: what was deleted in the last 30 days (server/modules/content/trash.ts). Content items,
--   seasons and series stay in their tables with `deleted_at` set (and an item's status 'draft', so
--   the public rule and every public index leave it out unchanged); comments and uploads are moved
--   into the trash row whole.
-- - preview_links: links that show an unpublished item on the real site to someone without an
--   account (server/modules/content/preview-links.ts); the token's SHA-256 only.
-- The public-version triggers of the six tables watch the new column too (with 0019's `version`) (every column but the live
-- counters moves the version: tests/server/public-version.test.ts).
CREATE TABLE `preview_links` (
	`id` text PRIMARY KEY NOT NULL,
	`item_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`fields` text,
	`created_by` text,
	`created_by_name` text DEFAULT '' NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`revoked_at` text,
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preview_links_token_hash_unique` ON `preview_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `preview_links_item_idx` ON `preview_links` (`item_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `preview_links_expires_idx` ON `preview_links` (`expires_at`);--> statement-breakpoint
CREATE TABLE `trash` (
	`type` text NOT NULL,
	`item_id` text NOT NULL,
	`title` text NOT NULL,
	`group_id` text,
	`deleted_at` text NOT NULL,
	`deleted_by` text,
	`deleted_by_name` text DEFAULT '' NOT NULL,
	`restore` text DEFAULT '{}' NOT NULL,
	PRIMARY KEY(`type`, `item_id`),
	FOREIGN KEY (`deleted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `trash_deleted_idx` ON `trash` (`deleted_at`);--> statement-breakpoint
CREATE INDEX `trash_group_idx` ON `trash` (`group_id`);--> statement-breakpoint
ALTER TABLE `articles` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `podcast_episodes` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `podcast_series` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `tv_episodes` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `tv_seasons` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `videos` ADD `deleted_at` text;--> statement-breakpoint
DROP TRIGGER `public_version_articles_au`;--> statement-breakpoint
CREATE TRIGGER public_version_articles_au AFTER UPDATE OF id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags, featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, trending, editors_pick, status, publish_date, main_position, created_at, updated_at, author_image, version, deleted_at ON articles BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_videos_au`;--> statement-breakpoint
CREATE TRIGGER public_version_videos_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at, version, deleted_at ON videos BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_tv_episodes_au`;--> statement-breakpoint
CREATE TRIGGER public_version_tv_episodes_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at, season_id, episode_number, version, deleted_at ON tv_episodes BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_tv_seasons_au`;--> statement-breakpoint
CREATE TRIGGER public_version_tv_seasons_au AFTER UPDATE OF id, season_number, title, created_at, deleted_at ON tv_seasons BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_podcast_episodes_au`;--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_au AFTER UPDATE OF id, title, description, episode_number, guest_name, guest_id, series_id, category, duration, rating, image, youtube_url, spotify_url, apple_url, google_url, audio_url, transcript, tags, meta_description, featured, allow_comments, status, publish_date, created_at, updated_at, audio_size, audio_type, audio_duration, audio_bitrate, version, deleted_at ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_podcast_series_au`;--> statement-breakpoint
CREATE TRIGGER public_version_podcast_series_au AFTER UPDATE OF id, title, description, created_at, image, deleted_at ON podcast_series BEGIN UPDATE public_version SET version = version + 1; END;
