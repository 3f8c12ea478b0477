-- Podcast hosting (issue 14).
-- - podcast_episodes: what was read from the episode's uploaded audio file (size in bytes, MIME
--   type, duration in seconds, bitrate in kbit/s), copied from audio_files when an episode is
--   saved; 0 / '' for an outside address or none. They feed the podcast enclosure, so they move the
--   public version like the other content columns (the update trigger of 0003 is recreated to watch
--   them; public-version.test.ts checks that). The old `downloads` column stays: it now holds only a
--   figure carried over from before downloads were counted (the API adds the counted ones).
-- - audio_files: uploaded episode audio, stored under <dataDir>/media/audio/YYYY/MM/<uuid>/ and
--   served at the same path below /media/audio/ (server/modules/podcasts/audio-store.ts).
-- - podcast_downloads: counted downloads per episode per UTC day (server/modules/podcasts/downloads.ts).
-- - podcast_download_listeners: who was counted for which episode in the last 24 hours (a keyed hash
--   of address and user agent), so each listener counts once a day; older rows are pruned. In the
--   database, not in memory, so restarts and several processes keep the counts honest.
ALTER TABLE `podcast_episodes` ADD `audio_size` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `podcast_episodes` ADD `audio_type` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `podcast_episodes` ADD `audio_duration` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `podcast_episodes` ADD `audio_bitrate` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TRIGGER `public_version_podcast_episodes_au`;--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_au AFTER UPDATE OF id, title, description, episode_number, guest_name, guest_id, series_id, category, duration, rating, image, youtube_url, spotify_url, apple_url, google_url, audio_url, transcript, tags, meta_description, featured, allow_comments, status, publish_date, created_at, updated_at, audio_size, audio_type, audio_duration, audio_bitrate ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TABLE `audio_files` (
	`id` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`filename` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`duration` integer NOT NULL,
	`bitrate` integer NOT NULL,
	`uploaded_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `audio_files_url_unique` ON `audio_files` (`url`);--> statement-breakpoint
CREATE INDEX `audio_files_created_idx` ON `audio_files` (`created_at`);--> statement-breakpoint
CREATE TABLE `podcast_downloads` (
	`episode_id` text NOT NULL,
	`date` text NOT NULL,
	`downloads` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`episode_id`, `date`),
	FOREIGN KEY (`episode_id`) REFERENCES `podcast_episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `podcast_downloads_date_idx` ON `podcast_downloads` (`date`);--> statement-breakpoint
CREATE TABLE `podcast_download_listeners` (
	`episode_id` text NOT NULL,
	`listener_hash` text NOT NULL,
	`counted_at` text NOT NULL,
	PRIMARY KEY(`episode_id`, `listener_hash`),
	FOREIGN KEY (`episode_id`) REFERENCES `podcast_episodes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `podcast_download_listeners_counted_idx` ON `podcast_download_listeners` (`counted_at`);
