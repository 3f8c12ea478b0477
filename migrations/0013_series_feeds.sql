-- Each podcast series is a show of its own with its own feed (/podcast/series/<id>.xml), so it gets
-- a picture for that feed's artwork. Its public-version trigger watches the new column too.
ALTER TABLE `podcast_series` ADD `image` text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP TRIGGER `public_version_podcast_series_au`;--> statement-breakpoint
CREATE TRIGGER public_version_podcast_series_au AFTER UPDATE OF id, title, description, created_at, image ON podcast_series BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
-- An episode whose uploaded file's length is known is as long as that file: the typed duration
-- ('44 min' on a 35-second file) gives way to the file's, written as the player shows it
-- (shared/format.ts formatClock: 'm:ss', 'h:mm:ss').
UPDATE `podcast_episodes` SET `duration` = CASE
  WHEN `audio_duration` >= 3600 THEN printf('%d:%02d:%02d', `audio_duration` / 3600, (`audio_duration` % 3600) / 60, `audio_duration` % 60)
  ELSE printf('%d:%02d', `audio_duration` / 60, `audio_duration` % 60)
END WHERE `audio_duration` > 0;
