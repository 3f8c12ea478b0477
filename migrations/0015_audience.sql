-- The audience (issue 50): comment moderation and a newsletter that is really sent.
-- Comments: a status (only `approved` is public; rows from before read approved), the reason a
-- comment was held, staff replies (`parent_id`, one level; `is_staff`, `author_user_id`), the last
-- moderation decision; an item's own comment setting (comment_item_modes) and the commenters staff
-- trusted or blocked (comment_author_rules).
-- The comments triggers of 0003/0006 are recreated to move the public version only when a public
-- comment is written (inserted approved, changed from or to approved, deleted while approved): the
-- held comments of a spam wave no longer empty the public cache one by one. The update trigger
-- still names every column (public-version.test.ts checks that). comment_item_modes gets its own.
-- Newsletter: subscribers get double opt-in (status, confirmation, unsubscribe and bounce dates, a
-- manage token for their links, the newsletters they want); rows from before never confirmed and
-- stay pending, without a confirmation sent, until staff ask them to confirm. Issues
-- (newsletter_issues) and the per-recipient send ledger (newsletter_deliveries).
CREATE TABLE `comment_author_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`rule` text NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `comment_author_rules_pair_idx` ON `comment_author_rules` (`name`,`email`);--> statement-breakpoint
CREATE TABLE `comment_item_modes` (
	`item_id` text PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `content_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `newsletter_deliveries` (
	`issue_id` text NOT NULL,
	`subscriber_id` text NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`claimed_at` text,
	`sent_at` text,
	`error` text,
	`error_code` integer,
	PRIMARY KEY(`issue_id`, `subscriber_id`),
	FOREIGN KEY (`issue_id`) REFERENCES `newsletter_issues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `newsletter_deliveries_status_idx` ON `newsletter_deliveries` (`issue_id`,`status`);--> statement-breakpoint
CREATE TABLE `newsletter_issues` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`subject` text NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`items` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`scheduled_at` text,
	`started_at` text,
	`finished_at` text,
	`digest_week` text,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_issues_digest_week_unique` ON `newsletter_issues` (`digest_week`);--> statement-breakpoint
CREATE INDEX `newsletter_issues_status_idx` ON `newsletter_issues` (`status`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `newsletter_issues_created_idx` ON `newsletter_issues` (`created_at`);--> statement-breakpoint
ALTER TABLE `comments` ADD `status` text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `parent_id` text REFERENCES comments(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `comments` ADD `is_staff` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `comments` ADD `author_user_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `comments` ADD `moderated_at` text;--> statement-breakpoint
ALTER TABLE `comments` ADD `moderated_by` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `comments_public_idx` ON `comments` (`item_id`,`status`,`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_status_idx` ON `comments` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_parent_idx` ON `comments` (`parent_id`);--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `status` text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `newsroom` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `digest` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirm_sent_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `confirmed_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `unsubscribed_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `bounced_at` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `bounce_reason` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscribers` ADD `manage_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_hash_unique` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_manage_token_unique` ON `newsletter_subscribers` (`manage_token`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`,`confirm_sent_at`);--> statement-breakpoint
UPDATE `newsletter_subscribers` SET `manage_token` = lower(hex(randomblob(24))) WHERE `manage_token` IS NULL;--> statement-breakpoint
DROP TRIGGER `public_version_comments_ai`;--> statement-breakpoint
DROP TRIGGER `public_version_comments_au`;--> statement-breakpoint
DROP TRIGGER `public_version_comments_ad`;--> statement-breakpoint
CREATE TRIGGER public_version_comments_ai AFTER INSERT ON comments WHEN NEW.status = 'approved' BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_comments_au AFTER UPDATE OF id, item_id, name, email, content, address_hash, status, held_reason, parent_id, is_staff, author_user_id, moderated_at, moderated_by, created_at ON comments WHEN OLD.status = 'approved' OR NEW.status = 'approved' BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_comments_ad AFTER DELETE ON comments WHEN OLD.status = 'approved' BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_comment_item_modes_ai AFTER INSERT ON comment_item_modes BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_comment_item_modes_au AFTER UPDATE OF item_id, mode, updated_at ON comment_item_modes BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_comment_item_modes_ad AFTER DELETE ON comment_item_modes BEGIN UPDATE public_version SET version = version + 1; END;
