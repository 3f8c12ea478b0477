-- The same file uploaded twice is recognised (issue 49, item 7).
-- - media_files.sha256: SHA-256 (hex) of the bytes the server received. New uploads store it; uploads
--   from before are read and hashed by a background backfill after the server starts listening
--   (server/modules/media/hash-backfill.ts), so this migration reads no file and start-up waits for nothing.
-- - media_files.duplicate_of: for an upload from before whose bytes an older upload already holds, that
--   upload's id. Both are kept as they were (their alt text and uses are their own); only the older one
--   is found for a new upload of those bytes.
-- - One upload per file: a unique index on the hash of every upload that is not such a copy. A second
--   upload of the same bytes finds the first through it; two arriving at once cannot both be stored.
ALTER TABLE `media_files` ADD `sha256` text;--> statement-breakpoint
ALTER TABLE `media_files` ADD `duplicate_of` text;--> statement-breakpoint
CREATE UNIQUE INDEX `media_files_sha256_idx` ON `media_files` (`sha256`) WHERE duplicate_of is null;
