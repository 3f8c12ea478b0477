-- The version of what the public sees (server/modules/content/public-version.ts): one counter that
-- every write to public content moves, whoever writes (the app, a seed script, the sqlite3 shell).
-- Cached answers and memoised counts record it and are stale once it moves. Counters that change on
-- every read (views, plays, downloads) and likes do not move it: they may lag by the cache's few
-- seconds instead of emptying the cache on every view. tests/server/public-version.test.ts checks
-- that each trigger names every column but those counters.
CREATE TABLE public_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO public_version (id, version) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER public_version_articles_ai AFTER INSERT ON articles BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_articles_au AFTER UPDATE OF id, title, subtitle, excerpt, content, content_html, category_name, author, author_bio, tags, featured_image, featured_image_alt, meta_description, read_time, allow_comments, featured, trending, editors_pick, status, publish_date, main_position, created_at, updated_at ON articles BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_articles_ad AFTER DELETE ON articles BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_article_images_ai AFTER INSERT ON article_images BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_article_images_au AFTER UPDATE OF id, article_id, url, alt, caption, position ON article_images BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_article_images_ad AFTER DELETE ON article_images BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_videos_ai AFTER INSERT ON videos BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_videos_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at ON videos BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_videos_ad AFTER DELETE ON videos BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_episodes_ai AFTER INSERT ON tv_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_episodes_au AFTER UPDATE OF id, title, description, category, section, creator, youtube_url, thumbnail, duration, rating, status, featured, is_new, tags, transcript, meta_description, allow_comments, upload_date, created_at, updated_at, season_id, episode_number ON tv_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_episodes_ad AFTER DELETE ON tv_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_seasons_ai AFTER INSERT ON tv_seasons BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_seasons_au AFTER UPDATE OF id, season_number, title, created_at ON tv_seasons BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_tv_seasons_ad AFTER DELETE ON tv_seasons BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_ai AFTER INSERT ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_au AFTER UPDATE OF id, title, description, episode_number, guest_name, guest_id, series_id, category, duration, rating, image, youtube_url, spotify_url, apple_url, google_url, audio_url, transcript, tags, meta_description, featured, allow_comments, status, publish_date, created_at, updated_at ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_episodes_ad AFTER DELETE ON podcast_episodes BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_series_ai AFTER INSERT ON podcast_series BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_series_au AFTER UPDATE OF id, title, description, created_at ON podcast_series BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_series_ad AFTER DELETE ON podcast_series BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_guests_ai AFTER INSERT ON podcast_guests BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_guests_au AFTER UPDATE OF id, full_name, title, organization, bio, created_at ON podcast_guests BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_podcast_guests_ad AFTER DELETE ON podcast_guests BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_comments_ai AFTER INSERT ON comments BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_comments_au AFTER UPDATE OF id, item_id, name, email, content, created_at ON comments BEGIN UPDATE public_version SET version = version + 1; END;
--> statement-breakpoint
CREATE TRIGGER public_version_comments_ad AFTER DELETE ON comments BEGIN UPDATE public_version SET version = version + 1; END;
