-- Counters of the sign-in, reset-mail and password-change limits (server/modules/auth/throttle.ts),
-- in the database rather than in process memory so that a restart does not wipe them and every
-- process on the box shares them. Times are epoch milliseconds: the limits do arithmetic on them.
-- - throttle_hits: one row per counted attempt, per limit (`scope`) and per counted thing (`key`:
--   an address, an account, a device cookie); a limit reads its window as the N-th newest row
--   (throttle_hits_key_idx) and rows go once `expires_at` (the end of their window) has passed.
-- - sign_in_backoff: the growing wait of one email+IP pair after wrong passwords.
CREATE TABLE `throttle_hits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `throttle_hits_key_idx` ON `throttle_hits` (`scope`,`key`,`at`);--> statement-breakpoint
CREATE INDEX `throttle_hits_expires_idx` ON `throttle_hits` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sign_in_backoff` (
	`email` text NOT NULL,
	`ip` text NOT NULL,
	`failures` integer NOT NULL,
	`last_at` integer NOT NULL,
	`locked_until` integer NOT NULL,
	PRIMARY KEY(`email`, `ip`)
);
--> statement-breakpoint
CREATE INDEX `sign_in_backoff_last_idx` ON `sign_in_backoff` (`last_at`);
