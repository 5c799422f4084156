-- The account settings page (issue 34 items 4 and 9; worker/auth/settings/). Only additions.
--
-- The profile's "about" (ABOUT_MAX_LENGTH characters of well-formed text), NULL for none; the
-- uploaded photo as an image row (users.image_url keeps the URL every summary already reads, so
-- a resized form of the same image can be served without touching those queries).
ALTER TABLE users ADD COLUMN about TEXT;
ALTER TABLE users ADD COLUMN avatar_image_id INTEGER REFERENCES images(id) ON DELETE SET NULL;
-- Privacy: 1 asks search engines not to index the person's profile, boards and Pins (noindex).
ALTER TABLE users ADD COLUMN hide_from_search INTEGER NOT NULL DEFAULT 0 CHECK (hide_from_search IN (0, 1));
-- Notifications: 0 stops the board invite emails (security emails have no switch).
ALTER TABLE users ADD COLUMN email_board_invites INTEGER NOT NULL DEFAULT 1 CHECK (email_board_invites IN (0, 1));

-- A username given up keeps pointing at its person for USERNAME_REDIRECT_DAYS (90): /{old}/ and
-- its boards' URLs redirect, and nobody else may take it meanwhile (the triggers below). The owner
-- may take it back at any time. A chain (a → b → c) needs nothing more: every row names the user,
-- whose current username is read at redirect time.
CREATE TABLE username_history (
  old_username TEXT NOT NULL COLLATE NOCASE PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- epoch seconds
  changed_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX username_history_by_user ON username_history (user_id);

-- Read as a username clash, as the reserved-name triggers are (migrations/0009): the sign-up's
-- username stem then simply picks another name.
CREATE TRIGGER users_redirecting_username_insert BEFORE INSERT ON users
WHEN EXISTS (SELECT 1 FROM username_history h WHERE h.old_username = NEW.username AND h.expires_at > unixepoch())
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (still redirecting to its former owner)');
END;
CREATE TRIGGER users_redirecting_username_update BEFORE UPDATE OF username ON users
WHEN EXISTS (SELECT 1 FROM username_history h WHERE h.old_username = NEW.username AND h.user_id <> NEW.id AND h.expires_at > unixepoch())
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: users.username (still redirecting to its former owner)');
END;

-- An email change in progress: one per account (a new request replaces it). The code is sent to
-- the NEW address and stored as an HMAC under TWO_FACTOR_SECRET (never the code), works once
-- (taken by DELETE … RETURNING), for MFA_CODE_SECONDS, and at most EMAIL_CHANGE_ATTEMPTS_MAX
-- wrong guesses end it.
CREATE TABLE email_changes (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  new_email TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
