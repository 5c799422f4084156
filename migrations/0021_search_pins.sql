-- Pin search (business.md §7 search resource; worker/business/search/): a full-text index of
-- every Pin over its title, description, hashtags and its board's name, kept in step with pins and
-- boards by the triggers below, so no write path has to remember it (a save, a board deleted with
-- its Pins by ON DELETE CASCADE, a Pin moved to another board, a board renamed).
--
-- pins.hashtags: the description's hashtags and the parts of camel-cased ones, space-separated
-- (common/business/search/search-query.ts hashtagText), written with the Pin by whoever inserts it
-- (worker/saving/pins/create-pin.ts; the seeds). Pins saved before this migration start with ''
-- and are still found by their hashtags through the description column.
ALTER TABLE pins ADD COLUMN hashtags TEXT NOT NULL DEFAULT '';

-- rowid = pins.id. porter stems English words ("recipes" finds "recipe"), unicode61 folds case and
-- accents ("cafe" finds "Café"); the prefix indexes serve the autocomplete's "word being typed".
-- Visibility (secret boards) is not in the index: every query joins the board and applies the
-- listing rule of worker/saving/access.ts, so a privacy change needs no re-indexing.
CREATE VIRTUAL TABLE pins_fts USING fts5(
  title, description, hashtags, board_name,
  tokenize = 'porter unicode61 remove_diacritics 2',
  prefix = '1 2 3'
);
-- The index's terms and how many Pins hold each: the auto-correction's vocabulary.
CREATE VIRTUAL TABLE pins_fts_vocab USING fts5vocab(pins_fts, 'row');

INSERT INTO pins_fts (rowid, title, description, hashtags, board_name)
SELECT p.id, p.title, p.description, p.hashtags, b.name FROM pins p JOIN boards b ON b.id = p.board_id;

CREATE TRIGGER pins_fts_insert AFTER INSERT ON pins BEGIN
  INSERT INTO pins_fts (rowid, title, description, hashtags, board_name)
  VALUES (NEW.id, NEW.title, NEW.description, NEW.hashtags, (SELECT name FROM boards WHERE id = NEW.board_id));
END;

CREATE TRIGGER pins_fts_delete AFTER DELETE ON pins BEGIN
  DELETE FROM pins_fts WHERE rowid = OLD.id;
END;

-- A Pin edited or moved to another board: its entry is written again.
CREATE TRIGGER pins_fts_update AFTER UPDATE OF title, description, hashtags, board_id ON pins BEGIN
  DELETE FROM pins_fts WHERE rowid = OLD.id;
  INSERT INTO pins_fts (rowid, title, description, hashtags, board_name)
  VALUES (NEW.id, NEW.title, NEW.description, NEW.hashtags, (SELECT name FROM boards WHERE id = NEW.board_id));
END;

CREATE TRIGGER boards_fts_rename AFTER UPDATE OF name ON boards BEGIN
  UPDATE pins_fts SET board_name = NEW.name WHERE rowid IN (SELECT id FROM pins WHERE board_id = NEW.id);
END;
