-- Author portraits (issue 15).
-- - articles.author_image: the author's photo, an http(s) or site-relative image address (an upload
--   of the Media Library, like featured_image), '' for none. Shown in the article's author box; the
--   public version watches it like the other content columns (the update trigger of 0003 is
--   recreated with it; public-version.test.ts checks that).
-- - An index on it: the Media Library shows where each upload is used by looking its address up in
--   each image column (an exact match, read from the index alone), as 0008 did for featured_image.
ALTER TABLE `articles` ADD `author_image` text DEFAULT '' NOT NULL;--> statement-breakpoint
DROP TRIGGER `public_version_articles_au`;--> statement-breakpoint
CREATE TRIGGER public_version_articles_au AFTER UPDATE OF id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags, featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, trending, editors_pick, status, publish_date, main_position, created_at, updated_at, author_image ON articles BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE INDEX `articles_author_image_idx` ON `articles` (`author_image`);
