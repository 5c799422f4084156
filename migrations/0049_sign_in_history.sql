-- Sign-in history and new-device alerts (docs/decisions/037; common/auth/sign-in-history/rules.ts).
--
-- One compact row per sign-in or failed attempt (a wrong password or two-factor code) of an
-- account: when (epoch seconds), how (a SignInMethod), whether it succeeded, the device as
-- "browser|os" (no versions, no User-Agent string) and the country and city the edge saw. No IP
-- address. Rows older than 90 days, and failed attempts past the newest 50, are deleted on the
-- account's next sign-in (worker/auth/sign-in-history/store.ts), so the table holds at most what
-- the page shows plus the successful sign-ins that make a device known.
CREATE TABLE sign_in_history (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  at INTEGER NOT NULL,
  method TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok IN (0, 1)),
  device TEXT NOT NULL,
  country TEXT,
  city TEXT
);

CREATE INDEX sign_in_history_user_at ON sign_in_history (user_id, at);
