-- Edit history (server/modules/content/revisions.ts, autosave.ts, versions.ts): each save keeps a
-- revision of the item; changes autosaved to an item that is not a draft are kept apart from it, one
-- working copy per person, until Update; each content row counts its saves in `version`, which a
-- save names so that it never overwrites one it has not seen (409).
CREATE TABLE `content_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`item_id` text NOT NULL,
	`number` integer NOT NULL,
	`author_id` text,
	`author_name` text DEFAULT '' NOT NULL,
	`kind` text NOT NULL,
	`status` text NOT NULL,
	`version` integer NOT NULL,
	`fields` blob NOT NULL,
	`changed` text DEFAULT '[]' NOT NULL,
	`saves` integer DEFAULT 1 NOT NULL,
	`restored_from` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_revisions_item_number_uq` ON `content_revisions` (`item_id`,`number`);--> statement-breakpoint
CREATE INDEX `content_revisions_updated_idx` ON `content_revisions` (`updated_at`);--> statement-breakpoint
CREATE TABLE `content_working_copies` (
	`item_id` text NOT NULL,
	`user_id` text NOT NULL,
	`fields` text NOT NULL,
	`base_version` integer NOT NULL,
	`saved_at` text NOT NULL,
	PRIMARY KEY(`item_id`, `user_id`),
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `articles` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `podcast_episodes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tv_episodes` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `videos` ADD `version` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The public version's update triggers watch every column but the live counters, `version` too.
DROP TRIGGER `public_version_articles_au`;--> statement-breakpoint
CREATE TRIGGER public_version_articles_au AFTER UPDATE OF id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags, featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, trending, editors_pick, status, publish_date, main_position, created_at, updated_at, author_image, version ON articles BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_videos_au`;--> statement-breakpoint
CREATE TRIGGER public_version_videos_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at, version ON videos BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_tv_episodes_au`;--> statement-breakpoint
CREATE TRIGGER public_version_tv_episodes_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at, season_id, episode_number, version ON tv_episodes BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
DROP TRIGGER `public_version_podcast_episodes_au`;--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_au AFTER UPDATE OF id, title, description, episode_number, guest_name, guest_id, series_id, category, duration, rating, image, youtube_url, spotify_url, apple_url, google_url, audio_url, transcript, tags, meta_description, featured, allow_comments, status, publish_date, created_at, updated_at, audio_size, audio_type, audio_duration, audio_bitrate, version ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;
