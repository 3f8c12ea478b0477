-- The backups taken (server/modules/backup): listed in the back office, a failure shown to administrators.
CREATE TABLE `backup_runs` (
	`id` text PRIMARY KEY NOT NULL,
	`trigger` text NOT NULL,
	`status` text NOT NULL,
	`pid` integer NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`file_name` text,
	`folder` text NOT NULL,
	`size` integer,
	`error` text,
	`s3_key` text,
	`s3_status` text,
	`s3_error` text
);
--> statement-breakpoint
CREATE INDEX `backup_runs_started_idx` ON `backup_runs` (`started_at`);