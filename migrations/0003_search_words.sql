-- Word-level indexes of the short fields and of article text / transcripts, beside the trigram
-- ones (0001).
-- Why: a multi-word query such as 'financial literacy in kenya' is a phrase of ~24 trigrams in
-- search_index and search_body, and FTS5 walks the position lists of every one of them (' in',
-- 'in ', 'and' occur in nearly every text): 10-60 ms per query at 100,000 items. Over words the
-- same phrase is 3-4 terms. The search module uses these tables only to find candidates for
-- multi-word queries and confirms each candidate against the text itself (see
-- server/modules/search/repository.ts, wordPhrase), so the trigram tables stay the reference.
-- Contentless (the text is in search_index / search_body already; about +70 MB at 100,000 items)
-- with contentless_delete so rows can be removed.
-- Kept in step by triggers on search_docs, which the 0001/0002 triggers maintain for every
-- insert, update and delete of a public or scheduled item: a row there means "indexed".
CREATE VIRTUAL TABLE search_short_words USING fts5(
  title, category, description, people, tags,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE VIRTUAL TABLE search_body_words USING fts5(
  body, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0'
);
--> statement-breakpoint
CREATE TRIGGER search_docs_words_ai AFTER INSERT ON search_docs BEGIN
  INSERT INTO search_short_words (rowid, title, category, description, people, tags)
  SELECT NEW.doc_id, x.title, x.category_name, x.excerpt, x.author, x.tags FROM articles x WHERE (NEW.doc_id & 3) = 0 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM videos x WHERE (NEW.doc_id & 3) = 1 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM tv_episodes x WHERE (NEW.doc_id & 3) = 2 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.title, x.category, x.description, x.guest_name, x.tags FROM podcast_episodes x WHERE (NEW.doc_id & 3) = 3 AND x.id = NEW.item_id;
  INSERT INTO search_body_words (rowid, body)
  SELECT NEW.doc_id, x.subtitle || char(10) || x.content FROM articles x WHERE (NEW.doc_id & 3) = 0 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.transcript FROM videos x WHERE (NEW.doc_id & 3) = 1 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.transcript FROM tv_episodes x WHERE (NEW.doc_id & 3) = 2 AND x.id = NEW.item_id
  UNION ALL SELECT NEW.doc_id, x.transcript FROM podcast_episodes x WHERE (NEW.doc_id & 3) = 3 AND x.id = NEW.item_id;
END;
--> statement-breakpoint
CREATE TRIGGER search_docs_words_ad AFTER DELETE ON search_docs BEGIN
  DELETE FROM search_short_words WHERE rowid = OLD.doc_id;
  DELETE FROM search_body_words WHERE rowid = OLD.doc_id;
END;
--> statement-breakpoint
INSERT INTO search_body_words (rowid, body)
SELECT d.doc_id, x.subtitle || char(10) || x.content FROM search_docs d JOIN articles x ON x.id = d.item_id WHERE (d.doc_id & 3) = 0
UNION ALL SELECT d.doc_id, x.transcript FROM search_docs d JOIN videos x ON x.id = d.item_id WHERE (d.doc_id & 3) = 1
UNION ALL SELECT d.doc_id, x.transcript FROM search_docs d JOIN tv_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 2
UNION ALL SELECT d.doc_id, x.transcript FROM search_docs d JOIN podcast_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 3;
--> statement-breakpoint
INSERT INTO search_short_words (rowid, title, category, description, people, tags)
SELECT d.doc_id, x.title, x.category_name, x.excerpt, x.author, x.tags FROM search_docs d JOIN articles x ON x.id = d.item_id WHERE (d.doc_id & 3) = 0
UNION ALL SELECT d.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM search_docs d JOIN videos x ON x.id = d.item_id WHERE (d.doc_id & 3) = 1
UNION ALL SELECT d.doc_id, x.title, x.category, x.description, x.creator, x.tags FROM search_docs d JOIN tv_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 2
UNION ALL SELECT d.doc_id, x.title, x.category, x.description, x.guest_name, x.tags FROM search_docs d JOIN podcast_episodes x ON x.id = d.item_id WHERE (d.doc_id & 3) = 3;
