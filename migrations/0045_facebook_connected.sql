-- Facebook log-in's retirement (auth.md §1, §3 Viewer connectedToFacebook, Login data;
-- docs/decisions/020). An account's Facebook identity is a user_identities row (issuer
-- FACEBOOK_IDENTITY_ISSUER, worker/auth/facebook/facebook-account.ts; subject = the app-scoped
-- Facebook id; provider 'facebook', which migrations/0036 already allows). No new row is ever made
-- by sign-up (no new Facebook accounts): the rows are the accounts made before the retirement.
-- connected_to_facebook sits on the row every request already reads, like connected_to_google.
ALTER TABLE users ADD COLUMN connected_to_facebook INTEGER NOT NULL DEFAULT 0 CHECK (connected_to_facebook IN (0, 1));
