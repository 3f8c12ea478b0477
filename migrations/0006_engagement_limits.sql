-- Per-address caps on likes and comments (issue 12): each new like and comment records a keyed
-- hash of the client address it came from (server/lib/client-address.ts; never the address), and
-- the caps count the rows of the last hour by that hash. In the database, not in memory, so a
-- restart does not reopen the gate. Rows from before this migration have no hash and count for no one.
-- - likes_address_idx (item_id, address_hash, created_at): new likes of one item from one address.
-- - comments_address_idx (address_hash, created_at): comments from one address, overall and per item.
-- The comments update trigger of 0003 is recreated to watch the new column too (it watches every
-- column but the counters; public-version.test.ts checks that).
ALTER TABLE `likes` ADD `address_hash` text;--> statement-breakpoint
CREATE INDEX `likes_address_idx` ON `likes` (`item_id`,`address_hash`,`created_at`);--> statement-breakpoint
ALTER TABLE `comments` ADD `address_hash` text;--> statement-breakpoint
CREATE INDEX `comments_address_idx` ON `comments` (`address_hash`,`created_at`);--> statement-breakpoint
DROP TRIGGER `public_version_comments_au`;--> statement-breakpoint
CREATE TRIGGER public_version_comments_au AFTER UPDATE OF id, item_id, name, email, content, address_hash, created_at ON comments BEGIN UPDATE public_version SET version = version + 1; END;
