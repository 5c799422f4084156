-- Passkeys (WebAuthn; common/auth/passkeys, worker/auth/passkeys, docs/decisions/038).
--
-- The account's WebAuthn user handle: 32 random bytes (base64url), made the first time it adds a
-- passkey. Authenticators store it with the passkey and send it back at log-in; it says nothing
-- of the email or the user id.
CREATE TABLE passkey_users (
  user_id TEXT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  handle TEXT NOT NULL UNIQUE
) WITHOUT ROWID;

-- One row per passkey. id: the credential id (base64url), unique across accounts. public_key: the
-- COSE key (base64url). counter: the authenticator's sign counter (0 for most synced passkeys, which do not
-- count); a log-in whose counter does not move past a non-zero stored one is refused (a clone).
-- backed_up / device_type: the backup flags of the authenticator data (BS, BE).
CREATE TABLE passkeys (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '',
  aaguid TEXT NOT NULL,
  device_type TEXT NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
  backed_up INTEGER NOT NULL CHECK (backed_up IN (0, 1)),
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX passkeys_by_user ON passkeys (user_id, created_at);

-- A challenge waiting for its answer: single use (`used_at`, set by the one UPDATE that takes it),
-- for PASSKEY_CHALLENGE_SECONDS, and only with the browser's pin_webauthn cookie (binding: its
-- SHA-256). register and confirm also name the account they are for; login names none (the
-- passkey says whose it is).
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  binding TEXT NOT NULL,
  purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login', 'confirm')),
  user_id TEXT REFERENCES users(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
) WITHOUT ROWID;
CREATE INDEX passkey_challenges_by_expiry ON passkey_challenges (expires_at);
