-- Board invites (saving.md §4 "Invites and collaborators", §6 "Only a normal owner can choose
-- secret and invite collaborators", §7 "Delete on the board invite resource"; worker/saving/collaborators/).
--
-- One pending invite per invited person per board: either an account (invited_user_id), or an
-- email address nobody has claimed yet (email, invited_user_id NULL). Every invite is emailed with
-- a link carrying a 128-bit random token; only its SHA-256 is stored. The link's holder claims an
-- emailed invite for the account they are logged in with (so an address need not be verified: the
-- link proves it was read). Accepting moves the invitee into board_collaborators (0018) and
-- deletes the row; declining or revoking deletes it.
CREATE TABLE board_invites (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  inviter_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invited_user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  -- lower-cased address of an invite by email; NULL for an invite of an account by id
  email TEXT,
  -- hex SHA-256 of the link's token
  token_hash TEXT NOT NULL UNIQUE,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  CHECK (invited_user_id IS NOT NULL OR email IS NOT NULL)
);
CREATE UNIQUE INDEX board_invites_board_user ON board_invites(board_id, invited_user_id) WHERE invited_user_id IS NOT NULL;
CREATE UNIQUE INDEX board_invites_board_email ON board_invites(board_id, email) WHERE invited_user_id IS NULL;
-- The invites a user has (their notifications list).
CREATE INDEX board_invites_user ON board_invites(invited_user_id, id);
