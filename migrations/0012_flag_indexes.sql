-- The flags go at the end of the public list indexes, so every flag filter is tested, and counted,
-- in an index alone:
-- * a category with a flag (/api/public/articles?category=Tech%20Trends&featured=true) walked the
--   category's index but read each of the category's rows from the table to test the flag: at
--   100,000 articles, 29-44 ms for the count and 35 ms for a page past the category's last
--   featured one;
-- * a list of the rows without a flag (?featured=false) did the same over every public row: 55 ms
--   for its count, after every change to public content.
-- The media tables have one flag, featured.
DROP INDEX `articles_public_order_idx`;--> statement-breakpoint
DROP INDEX `articles_public_category_idx`;--> statement-breakpoint
CREATE INDEX `articles_public_order_idx` ON `articles` (`publish_date`,`created_at`,`id`,`status`,`main_position`,`featured`,`trending`,`editors_pick`);--> statement-breakpoint
CREATE INDEX `articles_public_category_idx` ON `articles` ("category_name" collate nocase,`publish_date`,`created_at`,`id`,`status`,`featured`,`trending`,`editors_pick`);--> statement-breakpoint
DROP INDEX `podcast_episodes_public_order_idx`;--> statement-breakpoint
DROP INDEX `podcast_episodes_public_category_idx`;--> statement-breakpoint
CREATE INDEX `podcast_episodes_public_order_idx` ON `podcast_episodes` (`publish_date`,`created_at`,`id`,`status`,`featured`);--> statement-breakpoint
CREATE INDEX `podcast_episodes_public_category_idx` ON `podcast_episodes` ("category" collate nocase,`publish_date`,`created_at`,`id`,`status`,`featured`);--> statement-breakpoint
DROP INDEX `tv_episodes_public_order_idx`;--> statement-breakpoint
DROP INDEX `tv_episodes_public_category_idx`;--> statement-breakpoint
CREATE INDEX `tv_episodes_public_order_idx` ON `tv_episodes` (`upload_date`,`created_at`,`id`,`status`,`featured`);--> statement-breakpoint
CREATE INDEX `tv_episodes_public_category_idx` ON `tv_episodes` ("category" collate nocase,`upload_date`,`created_at`,`id`,`status`,`featured`);--> statement-breakpoint
DROP INDEX `videos_public_order_idx`;--> statement-breakpoint
DROP INDEX `videos_public_category_idx`;--> statement-breakpoint
CREATE INDEX `videos_public_order_idx` ON `videos` (`upload_date`,`created_at`,`id`,`status`,`featured`);--> statement-breakpoint
CREATE INDEX `videos_public_category_idx` ON `videos` ("category" collate nocase,`upload_date`,`created_at`,`id`,`status`,`featured`);