-- Site settings in the back office.
-- - categories: the magazine's categories, which administrators add, rename, reorder and retire
--   (server/modules/site/categories.ts). Items keep naming their category by name; a rename updates
--   them, a retirement moves them to another category first. Names are unique in any case.
-- - The eight categories of an untouched site, in today's order, and any other name an article or
--   magazine video already carries (an import's), so every item's category is in the list.
-- - The site's own texts (name, contact, About, footer, links) are one JSON row of site_settings
--   (`site`), absent until an administrator saves them: an untouched site shows the defaults of
--   shared/validation/site.ts.
-- Writes to categories move the public version, as writes to site_settings do (0008), so cached
-- public pages and lists are rebuilt on the next request.
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`position` integer NOT NULL,
	`retired_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_idx` ON `categories` (lower("name"));
--> statement-breakpoint
INSERT INTO categories (id, name, position) VALUES
  ('a28cdb2a-af72-4e95-bb6d-4807984f0e5c', 'Research World', 0),
  ('0a1811eb-a5cb-4e37-b941-4e6dc1679734', 'Spirit of Africa', 1),
  ('f647af19-30bb-45b8-b946-de173ce5a0b7', 'Tech Trends', 2),
  ('0aa6aa95-d682-46f1-9e69-07fc8c135997', 'Need to Know', 3),
  ('7a5279b8-fc6b-4bb3-bf76-a2d08fe7ead6', 'Echoes of Home', 4),
  ('51870900-f44a-47fa-bfea-95686e2375a9', 'Career Campus', 5),
  ('c34fd011-c072-4d80-975c-8547781a07f8', 'Mind and Body Quest', 6),
  ('6af7f5a7-2082-4b5f-892c-c834b58077dc', 'E! Corner', 7);
--> statement-breakpoint
INSERT OR IGNORE INTO categories (id, name, position)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-a' || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
         name, 8 + row_number() OVER (ORDER BY name)
  FROM (SELECT DISTINCT category_name AS name FROM articles UNION SELECT DISTINCT category FROM videos) AS used
  WHERE trim(name) <> '';
--> statement-breakpoint
CREATE TRIGGER public_version_categories_ai AFTER INSERT ON categories BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_categories_au AFTER UPDATE ON categories BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_categories_ad AFTER DELETE ON categories BEGIN UPDATE public_version SET version = version + 1; END;
