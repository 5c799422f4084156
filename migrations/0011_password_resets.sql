-- Password reset links (auth.md §2.3 forgot password, §7 POST /v3/users/forgot_password/;
-- worker/auth/recovery/). The link carries a 128-bit random token; only its SHA-256 is stored.
-- A token is good once, for PASSWORD_RESET_TOKEN_SECONDS, and only while the user's
-- password_generation is still the one it was issued under: every password set (reset, change,
-- first password) bumps it, so any later reset invalidates every earlier link.
ALTER TABLE users ADD COLUMN password_generation INTEGER NOT NULL DEFAULT 0;

CREATE TABLE password_resets (
  -- hex SHA-256 of the token
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- users.password_generation when the link was made
  generation INTEGER NOT NULL,
  -- the forgot-password call's type (auth.md §6 unauth_dweb_unified_ar): 'reset' or 'unified'
  kind TEXT NOT NULL CHECK (kind IN ('reset', 'unified')),
  -- epoch seconds
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  -- a random id of the request that used the link: the same transaction sets the password only
  -- if this request is the one that used it (worker/auth/recovery/reset-links.ts)
  used_by TEXT
) WITHOUT ROWID;
CREATE INDEX password_resets_user ON password_resets (user_id);
CREATE INDEX password_resets_expiry ON password_resets (expires_at);
