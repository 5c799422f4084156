-- Board collaborators (saving.md §3 Board is_collaborative, collaborating_users; §6 "A board owner
-- or a collaborator sees the board in the board list, unless the viewer archived it").
--
-- One row per collaborator of a board (the owner is boards.owner_id, never a row here). Each
-- collaborator archives the board for themselves (archived_at), as the owner does with
-- boards.archived_by_me_at. The board picker (worker/saving/picker/) lists these boards beside the
-- viewer's own; inviting, accepting and leaving come with the collaborators work.
CREATE TABLE board_collaborators (
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- when this collaborator archived the board (epoch seconds); NULL while active
  archived_at INTEGER,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  PRIMARY KEY (board_id, user_id)
) WITHOUT ROWID;
-- The boards a user collaborates on (the picker's second list).
CREATE INDEX board_collaborators_user ON board_collaborators(user_id, board_id);
