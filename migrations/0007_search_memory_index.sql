-- Search moves into memory (issue 12): server/modules/search/ keeps an exact index of every
-- public item per process and ranks all matches, so the FTS5 tables of 0001 (two thirds of the
-- file at 100,000 items, and written on every content write) are no longer read: they go, with
-- search_state, whose counter only told a cache of theirs when to drop.
-- search_docs stays: its triggers (0001) keep one row per published or scheduled item with its
-- popularity. Each process learns what changed from two logs, written by triggers whoever writes
-- (the app, a seed script, the sqlite3 shell, another process):
--  - search_changes: an item entered, changed or left (search_docs insert or delete; an edit is a
--    delete and an insert). The process reads the item again.
--  - search_popularity_changes: its views (plays for podcasts) changed, with the new value, so a
--    popularity ranking needs no read of every count.
-- Each log keeps its last 100,000 entries; a process that finds entries missing since its last
-- look builds its index again from the tables (AUTOINCREMENT: sequence numbers are never reused).
DROP TRIGGER IF EXISTS search_docs_ai;
--> statement-breakpoint
DROP TRIGGER IF EXISTS search_docs_ad;
--> statement-breakpoint
DROP TABLE IF EXISTS search_index;
--> statement-breakpoint
DROP TABLE IF EXISTS search_body;
--> statement-breakpoint
DROP TABLE IF EXISTS search_short_words;
--> statement-breakpoint
DROP TABLE IF EXISTS search_body_words;
--> statement-breakpoint
DROP TABLE IF EXISTS search_state;
--> statement-breakpoint
CREATE TABLE search_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id TEXT NOT NULL
);
--> statement-breakpoint
CREATE TABLE search_popularity_changes (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  item_id TEXT NOT NULL,
  popularity INTEGER NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER search_docs_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_changes (item_id) VALUES (NEW.item_id);
END;
--> statement-breakpoint
CREATE TRIGGER search_docs_ad AFTER DELETE ON search_docs BEGIN
  INSERT INTO search_changes (item_id) VALUES (OLD.item_id);
END;
--> statement-breakpoint
CREATE TRIGGER search_docs_popularity_au AFTER UPDATE OF popularity ON search_docs
WHEN NEW.popularity IS NOT OLD.popularity BEGIN
  INSERT INTO search_popularity_changes (item_id, popularity) VALUES (NEW.item_id, NEW.popularity);
END;
--> statement-breakpoint
CREATE TRIGGER search_changes_trim AFTER INSERT ON search_changes BEGIN
  DELETE FROM search_changes WHERE seq <= NEW.seq - 100000;
END;
--> statement-breakpoint
CREATE TRIGGER search_popularity_changes_trim AFTER INSERT ON search_popularity_changes BEGIN
  DELETE FROM search_popularity_changes WHERE seq <= NEW.seq - 100000;
END;
