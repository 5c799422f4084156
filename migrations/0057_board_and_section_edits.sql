-- Editing boards and sections (issue 34 item 2; worker/saving/boards/edit-board.ts,
-- worker/saving/sections/edit-section.ts).
--
-- Sections get the owner's order: position, smaller first (ties by id). Existing sections keep the
-- order they were made in.
ALTER TABLE board_sections ADD COLUMN position INTEGER NOT NULL DEFAULT 0;
UPDATE board_sections SET position = id;
CREATE INDEX board_sections_board_position ON board_sections(board_id, position, id);

-- A renamed board's old path segments (/{username}/{old_slug}/ answers the board, whose page
-- redirects to its new URL). A live board with that segment wins over a redirect. Kept per owner
-- (the segment is unique per owner), at most BOARD_SLUG_REDIRECTS_MAX per board.
CREATE TABLE board_slug_redirects (
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  old_slug TEXT NOT NULL,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  PRIMARY KEY (owner_id, old_slug)
);
CREATE INDEX board_slug_redirects_board ON board_slug_redirects(board_id, created_at);

-- The same for a renamed section under its board.
CREATE TABLE section_slug_redirects (
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  old_slug TEXT NOT NULL,
  section_id INTEGER NOT NULL REFERENCES board_sections(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (board_id, old_slug)
);
CREATE INDEX section_slug_redirects_section ON section_slug_redirects(section_id, created_at);
