-- Every live session of a user (worker/auth/sessions/session-index.ts): the list on
-- /settings/security and the authority on whether a session still exists. The browser's token
-- stays in KV as its SHA-256 (session-store.ts); a session is valid only while its row is here,
-- and D1 is strongly consistent, so a session ended here fails on its very next request.
CREATE TABLE user_sessions (
  -- public random id (not derived from the token), used by DELETE /v3/users/me/sessions/{id}/
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the KV key of the session record (s:<SHA-256 of the token>), to delete it when the session ends
  token_key TEXT NOT NULL UNIQUE,
  -- users.session_version when the session was made (or last re-issued); older rows are dead
  ver INTEGER NOT NULL,
  user_agent TEXT NOT NULL DEFAULT '',
  -- epoch seconds
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL
);
CREATE INDEX user_sessions_user ON user_sessions (user_id, last_seen_at DESC);
