-- Bot protection's local verifier (worker/auth/bot-check/local-tokens.ts, docs/decisions/021): the
-- ids of the stand-in's tokens already used, so each works once, as Google's do. A row is useless
-- once its token has expired (120 s); each new use sweeps the expired ones.
CREATE TABLE bot_check_tokens_used (
  jti TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL -- epoch seconds
);
CREATE INDEX bot_check_tokens_used_expiry ON bot_check_tokens_used (expires_at);
