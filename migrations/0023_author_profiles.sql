CREATE TABLE `author_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`author_id` text NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `authors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `author_slugs_author_idx` ON `author_slugs` (`author_id`);--> statement-breakpoint
CREATE TABLE `authors` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`image` text DEFAULT '' NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`user_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `authors_slug_uq` ON `authors` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `authors_user_uq` ON `authors` (`user_id`);--> statement-breakpoint
CREATE INDEX `authors_name_idx` ON `authors` ("name" collate nocase);--> statement-breakpoint
DROP INDEX `articles_public_author_idx`;--> statement-breakpoint
ALTER TABLE `articles` ADD `author_id` text REFERENCES authors(id);--> statement-breakpoint
CREATE INDEX `articles_public_author_idx` ON `articles` (`author_id`,`publish_date`,`created_at`,`id`,`status`);--> statement-breakpoint
-- Free-text bylines become profiles: one per name (trimmed, letter case ignored), named as the
-- newest article writes it, with the bio and the portrait of the newest article that has each. The
-- slug starts as a '~' placeholder: server/modules/authors/slugs.ts writes slugify(name) at the next
-- start, the slug the author's page had before (migrations are SQL; the slug rule is JavaScript).
WITH bylines AS (
  SELECT coalesce(nullif(trim(author), ''), 'Unknown author') AS name, author_bio AS bio, author_image AS image, publish_date, created_at, id FROM articles
), ranked AS (
  SELECT name, bio, image,
    row_number() OVER (PARTITION BY name COLLATE NOCASE ORDER BY publish_date DESC, created_at DESC, id DESC) AS newest,
    row_number() OVER (PARTITION BY name COLLATE NOCASE ORDER BY trim(bio) = '', publish_date DESC, created_at DESC, id DESC) AS bio_rank,
    row_number() OVER (PARTITION BY name COLLATE NOCASE ORDER BY trim(image) = '', publish_date DESC, created_at DESC, id DESC) AS image_rank
  FROM bylines
), profiles AS (
  SELECT max(CASE WHEN newest = 1 THEN name END) AS name, max(CASE WHEN bio_rank = 1 THEN bio END) AS bio, max(CASE WHEN image_rank = 1 THEN image END) AS image
  FROM ranked GROUP BY name COLLATE NOCASE
)
INSERT INTO authors (id, slug, name, bio, image, created_at, updated_at)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), '~' || lower(hex(randomblob(16))), name, trim(bio), trim(image), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM profiles;
--> statement-breakpoint
-- A byline that is a staff member's name is their profile (the first such member, should two share it).
UPDATE authors SET user_id = (SELECT u.id FROM users u WHERE trim(u.name) = authors.name COLLATE NOCASE ORDER BY u.created_at, u.id LIMIT 1);
--> statement-breakpoint
UPDATE authors SET bio = (SELECT u.bio FROM users u WHERE u.id = authors.user_id) WHERE user_id IS NOT NULL AND bio = '';
--> statement-breakpoint
-- A staff member's profile is named as their account is ('wanjiru kamau' on an article is Wanjiru Kamau).
UPDATE authors SET name = (SELECT trim(u.name) FROM users u WHERE u.id = authors.user_id) WHERE user_id IS NOT NULL;
--> statement-breakpoint
-- Every staff member has a profile.
INSERT INTO authors (id, slug, name, bio, user_id, created_at, updated_at)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))), '~' || lower(hex(randomblob(16))), u.name, u.bio, u.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM users u WHERE NOT EXISTS (SELECT 1 FROM authors a WHERE a.user_id = u.id);
--> statement-breakpoint
UPDATE articles SET author_id = (SELECT a.id FROM authors a WHERE a.name = coalesce(nullif(trim(articles.author), ''), 'Unknown articles.author') COLLATE NOCASE ORDER BY a.rowid LIMIT 1);
--> statement-breakpoint
UPDATE articles SET
  author = (SELECT a.name FROM authors a WHERE a.id = articles.author_id),
  author_bio = (SELECT a.bio FROM authors a WHERE a.id = articles.author_id),
  author_image = (SELECT a.image FROM authors a WHERE a.id = articles.author_id);
--> statement-breakpoint
DROP TRIGGER `public_version_articles_au`;--> statement-breakpoint
CREATE TRIGGER public_version_articles_au AFTER UPDATE OF id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags, featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, trending, editors_pick, status, publish_date, main_position, created_at, updated_at, author_image, version, deleted_at, author_id ON articles BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
-- A profile's page shows its links and answers its old slugs: their changes move the public version too.
CREATE TRIGGER public_version_authors_ai AFTER INSERT ON authors BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_authors_au AFTER UPDATE ON authors BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_authors_ad AFTER DELETE ON authors BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_author_slugs_ai AFTER INSERT ON author_slugs BEGIN UPDATE public_version SET version = version + 1; END;--> statement-breakpoint
CREATE TRIGGER public_version_author_slugs_ad AFTER DELETE ON author_slugs BEGIN UPDATE public_version SET version = version + 1; END;
