CREATE TABLE `sign_in_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`remember` integer DEFAULT false NOT NULL,
	`pending_secret` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sign_in_challenges_token_hash_unique` ON `sign_in_challenges` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sign_in_challenges_expires_idx` ON `sign_in_challenges` (`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_recovery_codes_code_hash_unique` ON `staff_recovery_codes` (`code_hash`);--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_user_idx` ON `staff_recovery_codes` (`user_id`);--> statement-breakpoint
CREATE TABLE `staff_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_sessions_user_idx` ON `staff_sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `staff_sessions_expires_idx` ON `staff_sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `staff_two_factor` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret` text,
	`pending_secret` text,
	`enabled_at` text,
	`last_step` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
