-- Passkeys: a fresh proof to add one, and where each was added from (docs/decisions/038).
-- Only additions: older rows keep working (device NULL: the page says only when it was added).
--
-- The device a passkey was added from, as "browser|os" (common/auth/sign-in-history deviceKey:
-- no versions, no User-Agent string), kept at creation so the security page can say it.
ALTER TABLE passkeys ADD COLUMN device TEXT;

-- A code emailed as the proof for an account with no password and no two-factor to prove itself
-- with (a Google- or LINE-only account, in a browser without its passkeys): one per account (a new one replaces it),
-- HMAC-SHA-256 under TWO_FACTOR_SECRET (never the code), for MFA_CODE_SECONDS, used once by
-- `DELETE … RETURNING`. Guesses count against the account's LoginLockout, as a log-in's do.
CREATE TABLE passkey_email_codes (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL
) WITHOUT ROWID;
