-- Federated sign-in (auth.md §1, §3 creds and signup payload; docs/decisions/017).
-- An account's identities at OpenID providers: one row per (issuer, subject). A user may hold
-- several (Google and Line); an identity belongs to exactly one user.
CREATE TABLE user_identities (
  issuer TEXT NOT NULL,
  subject TEXT NOT NULL,
  -- google, line, sso (the provider kind; login types GPLUS 3 / LINE 8 / SSO 9 of auth.md §3)
  provider TEXT NOT NULL CHECK (provider IN ('google', 'line', 'sso', 'facebook')),
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- the email the provider asserted when the identity was linked (may be NULL: no email shared)
  email TEXT,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_by_user ON user_identities (user_id, provider);
-- auth.md §3 Viewer connectedToGoogle, on the row every request already reads (no join per page):
-- set when a Google identity is linked, together with its user_identities row.
ALTER TABLE users ADD COLUMN connected_to_google INTEGER NOT NULL DEFAULT 0 CHECK (connected_to_google IN (0, 1));

-- Authorization-code flows in progress (PKCE verifier, state, nonce). A row is made when the
-- browser starts a flow, marked exchanged when the code comes back with its state from the same
-- browser (binding = SHA-256 of the flow cookie), and consumed when its ID token starts a session
-- or creates an account, so an ID token is good for one log-in or sign-up only.
CREATE TABLE oidc_flows (
  state TEXT PRIMARY KEY,
  provider TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL UNIQUE,
  redirect_uri TEXT NOT NULL,
  binding TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  exchanged_at INTEGER,
  consumed_at INTEGER
);
CREATE INDEX oidc_flows_expiry ON oidc_flows (expires_at);
