-- Images for thin networks (issue 13).
-- - site_settings: small site-wide settings staff change from the back office, one row per key.
--   First key: podcast_cover, the address of the square artwork /podcast.xml names (made from an
--   upload, server/modules/media/podcast-cover.ts). Its writes move the public version, so the
--   cached feed is dropped on the next request.
-- - Indexes on the image columns: the Media Library shows where each upload is used by looking its
--   address up in each (an exact match, read from the index alone at any table size).
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER public_version_site_settings_ai AFTER INSERT ON site_settings BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_site_settings_au AFTER UPDATE OF key, value, updated_at ON site_settings BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_site_settings_ad AFTER DELETE ON site_settings BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE INDEX `articles_featured_image_idx` ON `articles` (`featured_image`);--> statement-breakpoint
CREATE INDEX `article_images_url_idx` ON `article_images` (`url`);--> statement-breakpoint
CREATE INDEX `videos_thumbnail_idx` ON `videos` (`thumbnail`);--> statement-breakpoint
CREATE INDEX `tv_episodes_thumbnail_idx` ON `tv_episodes` (`thumbnail`);--> statement-breakpoint
CREATE INDEX `podcast_episodes_image_idx` ON `podcast_episodes` (`image`);
