-- Popularity (views; plays for podcast episodes) copied into search_docs, so the search's
-- "popularity" sort reads one small table instead of the wide content rows (where views sit after
-- the article body and cost an overflow-page walk each). The 0001 triggers are recreated to carry
-- it; a views/plays update touches only this one column (one indexed row), not the text index.
ALTER TABLE search_docs ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0;
--> statement-breakpoint
UPDATE search_docs SET popularity = COALESCE((SELECT x.views FROM articles x WHERE x.id = search_docs.item_id), 0) WHERE (doc_id & 3) = 0;
--> statement-breakpoint
DROP TRIGGER search_articles_ai;
--> statement-breakpoint
DROP TRIGGER search_articles_au;
--> statement-breakpoint
CREATE TRIGGER search_articles_ai AFTER INSERT ON articles BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
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
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 0 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'article', NEW.title, NEW.category_name, NEW.excerpt, NEW.author, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category_name, NEW.subtitle || char(10) || NEW.content FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_articles_popularity AFTER UPDATE OF views ON articles BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
UPDATE search_docs SET popularity = COALESCE((SELECT x.views FROM videos x WHERE x.id = search_docs.item_id), 0) WHERE (doc_id & 3) = 1;
--> statement-breakpoint
DROP TRIGGER search_videos_ai;
--> statement-breakpoint
DROP TRIGGER search_videos_au;
--> statement-breakpoint
CREATE TRIGGER search_videos_ai AFTER INSERT ON videos BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
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
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 1 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'video', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_videos_popularity AFTER UPDATE OF views ON videos BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
UPDATE search_docs SET popularity = COALESCE((SELECT x.views FROM tv_episodes x WHERE x.id = search_docs.item_id), 0) WHERE (doc_id & 3) = 2;
--> statement-breakpoint
DROP TRIGGER search_tv_episodes_ai;
--> statement-breakpoint
DROP TRIGGER search_tv_episodes_au;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_ai AFTER INSERT ON tv_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
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
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 2 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.views
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.upload_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'tvshow', NEW.title, NEW.category, NEW.description, NEW.creator, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_tv_episodes_popularity AFTER UPDATE OF views ON tv_episodes BEGIN
  UPDATE search_docs SET popularity = NEW.views WHERE item_id = NEW.id;
END;
--> statement-breakpoint
UPDATE search_docs SET popularity = COALESCE((SELECT x.plays FROM podcast_episodes x WHERE x.id = search_docs.item_id), 0) WHERE (doc_id & 3) = 3;
--> statement-breakpoint
DROP TRIGGER search_podcast_episodes_ai;
--> statement-breakpoint
DROP TRIGGER search_podcast_episodes_au;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_ai AFTER INSERT ON podcast_episodes BEGIN
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.plays
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
  INSERT INTO search_docs (doc_id, item_id, popularity)
  SELECT k.base + 3 + 4 * COALESCE((SELECT (MAX(d.doc_id) - k.base) / 4 + 1 FROM search_docs d WHERE d.doc_id BETWEEN k.base AND k.base + 1048575), 0), NEW.id, NEW.plays
  FROM (SELECT MAX(0, MIN(8500000000, COALESCE(unixepoch(NEW.publish_date), 0))) * 1048576 AS base) k
  WHERE NEW.status IN ('published', 'scheduled');
  INSERT INTO search_index (rowid, item_id, type, title, category, description, people, tags)
  SELECT d.doc_id, NEW.id, 'podcast', NEW.title, NEW.category, NEW.description, NEW.guest_name, NEW.tags
  FROM search_docs d WHERE d.item_id = NEW.id;
  INSERT INTO search_body (rowid, category, body)
  SELECT d.doc_id, NEW.category, NEW.transcript FROM search_docs d WHERE d.item_id = NEW.id;
END;
--> statement-breakpoint
CREATE TRIGGER search_podcast_episodes_popularity AFTER UPDATE OF plays ON podcast_episodes BEGIN
  UPDATE search_docs SET popularity = NEW.plays WHERE item_id = NEW.id;
END;
