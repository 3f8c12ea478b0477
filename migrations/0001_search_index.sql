-- Full-text search (SQLite FTS5). Only server/modules/search/ reads these tables; they are
-- SQLite-specific by design (DESIGN.md).
--
-- search_docs: one row per indexed item (published or scheduled; drafts are never indexed), with
-- its document number and popularity (views; plays for podcast episodes). The number is a sort key:
--   doc_id = (8500000000 - unixepoch(publish or upload date)) * 1048576 + 4 * n + type code
--   (type code: article 0, video 1, tvshow 2, podcast 3; n counts items sharing the same second)
-- so the newest item has the smallest number: "newest first" is ascending rowid order, which FTS5
-- walks about 30% faster than descending order (measured at 100,000 items); "the date has come"
-- is a rowid range (rowid >= the number of now) and the type is (rowid & 3), all answered by the
-- index itself. Whether a scheduled item's date has come is decided at query time by that range.
-- popularity is copied here so the popularity sort reads this small table, not the wide content
-- rows (where views sit after the article body).
--
-- Four FTS5 tables hold the text, filled and emptied by triggers on search_docs:
--  - search_index (trigram: case-insensitive substring matching) holds the short fields the spec
--    scores: title, category, description, people (author, creator or guest), tags.
--  - search_body (trigram) holds article text and transcripts (+1) with the category, for the
--    category filter. A separate table because body trigrams would swell every doclist the
--    short-field queries walk (measured 2-4x slower as one table).
--  - search_short_words and search_body_words (unicode61 words, contentless) hold the same text
--    by words. A multi-word query is a trigram phrase of ~24 terms, and FTS5 walks the position
--    lists of trigrams such as ' in' and 'and' that occur in nearly every text; over words the
--    same phrase is 2-4 terms. The search module finds multi-word candidates there and checks
--    each against the text itself, so the trigram tables stay the reference.
--
-- search_state.generation changes whenever an item enters or leaves the index (not on views), so
-- the search module can keep recent answers until the index changes.
-- The DROPs below replace the first layout of these tables (three earlier migrations, squashed
-- into this one before the first release) in a development database that already has it.
DROP TRIGGER IF EXISTS search_docs_words_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_docs_words_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_articles_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_articles_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_articles_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_articles_popularity;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_videos_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_videos_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_videos_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_videos_popularity;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_tv_episodes_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_tv_episodes_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_tv_episodes_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_tv_episodes_popularity;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_podcast_episodes_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_podcast_episodes_au;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_podcast_episodes_ad;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_podcast_episodes_popularity;
--> statement-breakpoint
DROP TABLE IF EXISTS search_short_words;
--> statement-breakpoint
DROP TABLE IF EXISTS search_body_words;
--> statement-breakpoint
DROP TABLE IF EXISTS search_index;
--> statement-breakpoint
DROP TABLE IF EXISTS search_body;
--> statement-breakpoint
DROP TABLE IF EXISTS search_docs;
--> statement-breakpoint
CREATE TABLE search_docs (
  doc_id INTEGER PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE,
  popularity INTEGER NOT NULL DEFAULT 0
);
--> statement-breakpoint
CREATE TABLE search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  generation INTEGER NOT NULL
);
--> statement-breakpoint
INSERT INTO search_state (id, generation) VALUES (1, 0);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_index USING fts5(
  item_id UNINDEXED, type UNINDEXED, title, category, description, people, tags,
  tokenize = 'trigram', columnsize = 0
);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_body USING fts5(category, body, tokenize = 'trigram', columnsize = 0);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_short_words USING fts5(
  title, category, description, people, tags,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_body_words USING fts5(
  body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT NEW.doc_id, x.id, 'article', x.title, x.category_name, x.excerpt, x.author, x.tags FROM articles x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 0
  UNION ALL SELECT NEW.doc_id, x.id, 'video', x.title, x.category, x.description, x.creator, x.tags FROM videos x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 1
  UNION ALL SELECT NEW.doc_id, x.id, 'tvshow', x.title, x.category, x.description, x.creator, x.tags FROM tv_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 2
  UNION ALL SELECT NEW.doc_id, x.id, 'podcast', x.title, x.category, x.description, x.guest_name, x.tags FROM podcast_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 3;
  INSERT INTO search_body (rowid, category, body)
  SELECT NEW.doc_id, x.category_name, x.subtitle || char(10) || x.content FROM articles x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 0
  UNION ALL SELECT NEW.doc_id, x.category, x.transcript FROM videos x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 1
  UNION ALL SELECT NEW.doc_id, x.category, x.transcript FROM tv_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 2
  UNION ALL SELECT NEW.doc_id, x.category, x.transcript FROM podcast_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 3;
  INSERT INTO search_short_words (rowid, title, category, description, people, tags)
  SELECT NEW.doc_id, x.title, x.category_name, x.excerpt, x.author, x.tags FROM articles x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 0
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM videos x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 1
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM tv_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 2
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.guest_name, x.tags FROM podcast_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 3;
  INSERT INTO search_body_words (rowid, body)
  SELECT NEW.doc_id, x.subtitle || char(10) || x.content FROM articles x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 0
  UNION ALL SELECT NEW.doc_id, x.transcript FROM videos x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 1
  UNION ALL SELECT NEW.doc_id, x.transcript FROM tv_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 2
  UNION ALL SELECT NEW.doc_id, x.transcript FROM podcast_episodes x WHERE x.id = NEW.item_id AND (NEW.doc_id & 3) = 3;
  UPDATE search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  DELETE FROM search_index WHERE rowid = OLD.doc_id;
  DELETE FROM search_body WHERE rowid = OLD.doc_id;
  DELETE FROM search_short_words WHERE rowid = OLD.doc_id;
  DELETE FROM search_body_words WHERE rowid = OLD.doc_id;
  UPDATE search_state SET generation = generation + 1;
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_ai AFTER INSERT ON articles BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_au AFTER UPDATE OF title, subtitle, excerpt, content, category_name, author, tags, status, publish_date ON articles BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_ad AFTER DELETE ON articles BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_popularity AFTER UPDATE OF views ON articles BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_ai AFTER INSERT ON videos BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_au AFTER UPDATE OF title, description, category, creator, tags, transcript, status, upload_date ON videos BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_ad AFTER DELETE ON videos BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_popularity AFTER UPDATE OF views ON videos BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_ai AFTER INSERT ON tv_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_au AFTER UPDATE OF title, description, category, creator, tags, transcript, status, upload_date ON tv_episodes BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_ad AFTER DELETE ON tv_episodes BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_popularity AFTER UPDATE OF views ON tv_episodes BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_ai AFTER INSERT ON podcast_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.plays
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_au AFTER UPDATE OF title, description, category, guest_name, tags, transcript, status, publish_date ON podcast_episodes BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.plays
  FROM (SELECT (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0)))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_ad AFTER DELETE ON podcast_episodes BEGIN
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_popularity AFTER UPDATE OF plays ON podcast_episodes BEGIN
  UPDATE search_docs SET popularity = NEW.plays WHERE item_id = NEW.id;
END;
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id, popularity)
SELECT base + 0 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY publish_date, id) - 1), id, views
FROM (SELECT id, publish_date, views, (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(publish_date), 0)))) * 1048576 AS base
      FROM articles WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id, popularity)
SELECT base + 1 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY upload_date, id) - 1), id, views
FROM (SELECT id, upload_date, views, (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(upload_date), 0)))) * 1048576 AS base
      FROM videos WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id, popularity)
SELECT base + 2 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY upload_date, id) - 1), id, views
FROM (SELECT id, upload_date, views, (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(upload_date), 0)))) * 1048576 AS base
      FROM tv_episodes WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id, popularity)
SELECT base + 3 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY publish_date, id) - 1), id, plays
FROM (SELECT id, publish_date, plays, (8500000000 - MAX(0, MIN(8500000000, COALESCE(unixepoch(publish_date), 0)))) * 1048576 AS base
      FROM podcast_episodes WHERE status IN ('published', 'scheduled'));
