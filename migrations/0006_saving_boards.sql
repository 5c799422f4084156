-- Boards and their sections (saving.md §3 Board, Board section).
--
-- Counters are kept exactly by the statements that change them, each in the same D1 batch as the
-- change (worker/saving/pins/create-pin.ts, …): pin_count (pins on the board), section_count.
-- Privacy: a secret board is seen by its owner only; a protected board (an advertiser's, §6) is
-- not listed to others but reachable by id (worker/saving/access.ts).
CREATE TABLE boards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- the board's path segment under its owner (/{username}/{slug}/), unique per owner
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  privacy TEXT NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'secret', 'protected')),
  -- when the owner archived it (epoch seconds); NULL while active
  archived_by_me_at INTEGER,
  -- the pin whose image is the cover (saving.md §4 cover rule); the pins table comes in 0007
  cover_pin_id INTEGER REFERENCES pins(id) ON DELETE SET NULL,
  pin_count INTEGER NOT NULL DEFAULT 0 CHECK (pin_count >= 0),
  section_count INTEGER NOT NULL DEFAULT 0 CHECK (section_count >= 0),
  -- 1 once the board has collaborators (the collaborators work); sorts first for group_boards_at_top
  is_collaborative INTEGER NOT NULL DEFAULT 0 CHECK (is_collaborative IN (0, 1)),
  -- the owner's own order (sort=custom); new boards go last
  position INTEGER NOT NULL DEFAULT 0,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  last_pinned_at INTEGER,
  UNIQUE (owner_id, slug)
);
-- One board per name per owner, whatever the case ("Recipes" and "recipes" would share a slug).
CREATE UNIQUE INDEX boards_owner_name ON boards(owner_id, name COLLATE NOCASE);
-- The sorts of GET /v3/users/{username}/boards/ (saving.md §3 Board sort options), each a keyset
-- ending in id: last_pinned_to, alphabetical (the unique index above), oldest/newest (the unique
-- (owner_id, slug) index does not serve id order, so one more), custom.
CREATE INDEX boards_owner_last_pinned ON boards(owner_id, ifnull(last_pinned_at, created_at), id);
CREATE INDEX boards_owner_id ON boards(owner_id, id);
CREATE INDEX boards_owner_position ON boards(owner_id, position, id);

CREATE TABLE board_sections (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  -- the section's path segment under its board (/{username}/{board}/{slug}/), unique per board
  slug TEXT NOT NULL,
  -- saving.md §3: RECOMMENDATION (1), EDITED_RECOMMENDATION (2), otherwise none (0)
  name_source INTEGER NOT NULL DEFAULT 0 CHECK (name_source IN (0, 1, 2)),
  pin_count INTEGER NOT NULL DEFAULT 0 CHECK (pin_count >= 0),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (board_id, slug)
);
CREATE UNIQUE INDEX board_sections_board_title ON board_sections(board_id, title COLLATE NOCASE);
