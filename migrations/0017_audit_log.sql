-- The audit trail (server/modules/audit/): who changed what, when and from where, kept a year.
-- Append-only: no UPDATE ever, and a DELETE only from the daily pruning, which writes its cut-off
-- into audit_log_prune in the same transaction, deletes older entries and removes the permit.
-- Anything else (a route, a bug, a stray query) is refused by SQLite itself.
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text NOT NULL,
	`actor_id` text,
	`actor_name` text DEFAULT '' NOT NULL,
	`actor_email` text DEFAULT '' NOT NULL,
	`address` text,
	`user_agent` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`target_title` text,
	`details` text DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`,`at`);--> statement-breakpoint
CREATE TABLE `audit_log_prune` (
	`before` text NOT NULL
);

--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries are never changed'); END;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
WHEN NOT EXISTS (SELECT 1 FROM audit_log_prune p WHERE old.at < p.before)
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only: entries leave only through the yearly pruning'); END;
