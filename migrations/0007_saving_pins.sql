-- Pins, and with them every save (saving.md §3 Pin, §4 "Save progress"). A save is a pin row, as
-- in the product this follows: saving creates a pin on the chosen board (and section), by the
-- saver (pinner), at a time; a repin (saving an existing pin, POST /v3/pins/ with pin_id) is a
-- pin whose repin_of_id is the pin it was saved from and whose via_pinner_id is that pin's
-- pinner. So "pin ↔ board ↔ section, pinner, created" is one row, counted once on the board, the
-- section and the pinner (boards.pin_count, board_sections.pin_count, users.pin_count).
CREATE TABLE pins (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  section_id INTEGER REFERENCES board_sections(id) ON DELETE SET NULL,
  pinner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  image_id INTEGER NOT NULL REFERENCES images(id),
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  link TEXT,
  link_domain_id INTEGER REFERENCES link_domains(id),
  -- the pin this one was saved from; no foreign key: a repin outlives the pin it came from
  repin_of_id INTEGER,
  via_pinner_id TEXT REFERENCES users(id) ON DELETE SET NULL,
  -- saving.md §3 pin creation methods, and 'repin'
  method TEXT NOT NULL CHECK (method IN ('uploaded', 'pinbuilder', 'scraped', 'button', 'repin')),
  -- the client's id for the creation (bookmarklet guid), for its logging
  guid TEXT,
  -- epoch seconds
  created_at INTEGER NOT NULL
);
-- Home feed: original pins newest first (public boards checked per row through the board).
CREATE INDEX pins_originals ON pins(id) WHERE repin_of_id IS NULL;
-- A board's pins (and those outside any section), a section's pins, newest first.
CREATE INDEX pins_board ON pins(board_id, section_id, id);
CREATE INDEX pins_section ON pins(section_id, id) WHERE section_id IS NOT NULL;
-- A pinner's pins (board deletion recounts users.pin_count per pinner), and repins of a pin.
CREATE INDEX pins_pinner ON pins(pinner_id, id);
CREATE INDEX pins_repin_of ON pins(repin_of_id) WHERE repin_of_id IS NOT NULL;
CREATE INDEX pins_image ON pins(image_id);
