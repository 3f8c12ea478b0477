-- Full-text search index (SQLite FTS5, trigram tokenizer: case-insensitive substring matching).
-- search_index holds the short fields the spec scores (title, category, description, people =
-- author/creator/guest, tags); search_body holds article text and transcripts (+1) with the category
-- (for the category filter). Two tables because body trigrams would swell every doclist the
-- short-field queries walk; measured 2-4x slower as one table at 100,000 items.
-- Only server/modules/search/ reads these tables; they are SQLite-specific by design (DESIGN.md).
--
-- search_docs maps a content id to its document number in search_index. The number is a sort key:
--   doc_id = unixepoch(publish or upload date) * 1048576 + 4 * n + type code
--   (type code: article 0, video 1, tvshow 2, podcast 3; n counts items sharing the same second)
-- so "date has come" is a rowid range, "newest first" is rowid order and the type is (rowid & 3),
-- all answered by the index itself without reading rows. Only published and scheduled items are
-- indexed; whether a scheduled item's date has come is decided at query time by the rowid range.
-- Triggers keep both tables in step with every write (views/plays updates do not touch them).
CREATE TABLE search_docs (
  doc_id INTEGER PRIMARY KEY,
  item_id TEXT NOT NULL UNIQUE
);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_index USING fts5(
  item_id UNINDEXED, type UNINDEXED, title, category, description, people, tags,
  tokenize = 'trigram', columnsize = 0
);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_body USING fts5(category, body, tokenize = 'trigram', columnsize = 0);
--> statement-breakpoint
CREATE TRIGGER search_articles_ai AFTER INSERT ON articles BEGIN
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'article', NEW.title, NEW.category_name, NEW.excerpt, NEW.author, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category_name, NEW.subtitle || char(10) || NEW.content FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_au AFTER UPDATE OF title, subtitle, excerpt, content, category_name, author, tags, status, publish_date ON articles BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'article', NEW.title, NEW.category_name, NEW.excerpt, NEW.author, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category_name, NEW.subtitle || char(10) || NEW.content FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_ad AFTER DELETE ON articles BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_ai AFTER INSERT ON videos BEGIN
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'video', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_au AFTER UPDATE OF title, description, category, creator, tags, transcript, status, upload_date ON videos BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'video', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_ad AFTER DELETE ON videos BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_ai AFTER INSERT ON tv_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'tvshow', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_au AFTER UPDATE OF title, description, category, creator, tags, transcript, status, upload_date ON tv_episodes BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'tvshow', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_ad AFTER DELETE ON tv_episodes BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_ai AFTER INSERT ON podcast_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'podcast', NEW.title, NEW.category, NEW.description, NEW.guest_name, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_au AFTER UPDATE OF title, description, category, guest_name, tags, transcript, status, publish_date ON podcast_episodes BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
  INSERT INTO search_docs (doc_id, item_id)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'podcast', NEW.title, NEW.category, NEW.description, NEW.guest_name, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_ad AFTER DELETE ON podcast_episodes BEGIN
  DELETE FROM search_index WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_body WHERE rowid = (SELECT doc_id FROM search_docs WHERE item_id = OLD.id);
  DELETE FROM search_docs WHERE item_id = OLD.id;
END;
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id)
SELECT base + 0 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY publish_date, id) - 1), id
FROM (SELECT id, publish_date, MAX(0, MIN(8500000000, COALESCE(unixepoch(publish_date), 0))) * 1048576 AS base FROM articles WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
SELECT d.doc_id, x.id, 'article', x.title, x.category_name, x.excerpt, x.author, x.tags
FROM articles x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_body (rowid, category, body)
SELECT d.doc_id, x.category_name, x.subtitle || char(10) || x.content FROM articles x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id)
SELECT base + 1 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY upload_date, id) - 1), id
FROM (SELECT id, upload_date, MAX(0, MIN(8500000000, COALESCE(unixepoch(upload_date), 0))) * 1048576 AS base FROM videos WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
SELECT d.doc_id, x.id, 'video', x.title, x.category, x.description, x.creator, x.tags
FROM videos x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_body (rowid, category, body)
SELECT d.doc_id, x.category, x.transcript FROM videos x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id)
SELECT base + 2 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY upload_date, id) - 1), id
FROM (SELECT id, upload_date, MAX(0, MIN(8500000000, COALESCE(unixepoch(upload_date), 0))) * 1048576 AS base FROM tv_episodes WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
SELECT d.doc_id, x.id, 'tvshow', x.title, x.category, x.description, x.creator, x.tags
FROM tv_episodes x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_body (rowid, category, body)
SELECT d.doc_id, x.category, x.transcript FROM tv_episodes x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_docs (doc_id, item_id)
SELECT base + 3 + 4 * (ROW_NUMBER() OVER (PARTITION BY base ORDER BY publish_date, id) - 1), id
FROM (SELECT id, publish_date, MAX(0, MIN(8500000000, COALESCE(unixepoch(publish_date), 0))) * 1048576 AS base FROM podcast_episodes WHERE status IN ('published', 'scheduled'));
--> statement-breakpoint
INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
SELECT d.doc_id, x.id, 'podcast', x.title, x.category, x.description, x.guest_name, x.tags
FROM podcast_episodes x JOIN search_docs d ON d.item_id = x.id;
--> statement-breakpoint
INSERT INTO search_body (rowid, category, body)
SELECT d.doc_id, x.category, x.transcript FROM podcast_episodes x JOIN search_docs d ON d.item_id = x.id;
