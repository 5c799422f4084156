-- Idempotency keys (issue 35; docs/decisions/047-idempotency-keys.md): one row per (scope, key),
-- scope being the caller (an HMAC of its session cookie, or of nothing for a logged-out caller).
-- state: 'started' while the first request runs (locked_until, epoch ms, lets a crashed one be
-- taken over), 'committed' once its first D1 write landed (marked in that write's own batch),
-- 'done' when its answer is stored. response: the answer, AES-GCM encrypted under a key derived
-- from the Idempotency-Key itself, so the table never holds a usable session cookie.
CREATE TABLE idempotency_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('started', 'committed', 'done')),
  locked_until INTEGER NOT NULL,
  status INTEGER,
  response TEXT,
  -- epoch ms
  created_at INTEGER NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;
CREATE INDEX idempotency_keys_created ON idempotency_keys(created_at);
