ALTER TABLE `content_items` ADD `owner_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `content_items` ADD `submitted_at` text;--> statement-breakpoint
ALTER TABLE `content_items` ADD `submitted_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `content_items` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `content_items` ADD `review_note_at` text;--> statement-breakpoint
ALTER TABLE `content_items` ADD `review_note_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `content_items` ADD `published_by` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `content_items_owner_idx` ON `content_items` (`owner_id`);--> statement-breakpoint
CREATE INDEX `content_items_submitted_idx` ON `content_items` (`submitted_at`) WHERE submitted_at is not null;--> statement-breakpoint
CREATE INDEX `articles_review_idx` ON `articles` (`updated_at`) WHERE status = 'review';--> statement-breakpoint
CREATE INDEX `podcast_episodes_review_idx` ON `podcast_episodes` (`updated_at`) WHERE status = 'review';--> statement-breakpoint
CREATE INDEX `tv_episodes_review_idx` ON `tv_episodes` (`updated_at`) WHERE status = 'review';--> statement-breakpoint
CREATE INDEX `videos_review_idx` ON `videos` (`updated_at`) WHERE status = 'review';--> statement-breakpoint
-- Items already in review join the queue at their last save.
UPDATE `content_items` SET `submitted_at` = (
  SELECT `updated_at` FROM `articles` WHERE `articles`.`id` = `content_items`.`id` AND `status` = 'review' AND `deleted_at` IS NULL
  UNION ALL SELECT `updated_at` FROM `videos` WHERE `videos`.`id` = `content_items`.`id` AND `status` = 'review' AND `deleted_at` IS NULL
  UNION ALL SELECT `updated_at` FROM `tv_episodes` WHERE `tv_episodes`.`id` = `content_items`.`id` AND `status` = 'review' AND `deleted_at` IS NULL
  UNION ALL SELECT `updated_at` FROM `podcast_episodes` WHERE `podcast_episodes`.`id` = `content_items`.`id` AND `status` = 'review' AND `deleted_at` IS NULL
);
