-- Two-factor authentication (auth.md §2.2 loginMfa, §3 creds mfa_token / mfa_resend, §8.2;
-- business.md §3 viewerMeetsMfaRequirement; docs/decisions/019).
--
-- On the row every request already reads (no join per page, like connected_to_google): how the
-- account's second factor reaches its owner, NULL while two-factor is off.
ALTER TABLE users ADD COLUMN two_factor_method TEXT CHECK (two_factor_method IN ('totp', 'email'));

-- An authenticator app's key, sealed with AES-256-GCM under TWO_FACTOR_SECRET
-- (worker/auth/two-factor/keys.ts), and the newest 30-second step whose code was accepted: a code
-- is taken only by `UPDATE … SET last_step = ? WHERE last_step < ?`, so it works once even when
-- two requests carry it at the same moment.
CREATE TABLE two_factor_secrets (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed TEXT NOT NULL,
  last_step INTEGER NOT NULL,
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Single-use backup codes: HMAC-SHA-256 under TWO_FACTOR_SECRET (never the code itself), used by
-- `UPDATE … SET used_at = ? WHERE … AND used_at IS NULL`.
CREATE TABLE two_factor_backup_codes (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at INTEGER,
  PRIMARY KEY (user_id, code_hash)
) WITHOUT ROWID;

-- Something waiting for a code: a log-in after its first factor (id = SHA-256 of the HttpOnly
-- pin_mfa cookie), a setup waiting for its first code, or an emailed code for turning it off.
-- Every try is counted before the code is judged, by one conditional UPDATE (`tries < 5` and not
-- expired or used, RETURNING the row): D1 runs statements one at a time on one primary, so
-- concurrent tries cannot both pass the fifth.
CREATE TABLE two_factor_challenges (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('login', 'setup', 'disable')),
  method TEXT NOT NULL CHECK (method IN ('totp', 'email')),
  -- setup with an app: the key being set up (sealed like two_factor_secrets.secret_sealed)
  secret_sealed TEXT,
  -- email: HMAC of the code sent last
  code_hash TEXT,
  -- the user's session_version when it was made: a password change in between ends it
  session_version INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX two_factor_challenges_by_user ON two_factor_challenges (user_id, purpose);
CREATE INDEX two_factor_challenges_expiry ON two_factor_challenges (expires_at);
