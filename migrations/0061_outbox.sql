-- The transactional outbox (issue 35; docs/decisions/048-outbox.md; worker/platform/outbox/): one
-- row per email, written in the same D1 batch as the change that asks for it, delivered by the
-- OUTBOX queue's consumer, retried with backoff, re-enqueued by the scheduled sweep when a queue
-- send was lost. payload: the rendered message and the origin of the request that asked (JSON).
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sent', 'failed')),
  -- send attempts made (each claimed before it is made)
  attempts INTEGER NOT NULL DEFAULT 0,
  -- epoch ms: a pending row not sent by then is the sweep's to re-enqueue
  next_attempt_at INTEGER NOT NULL,
  -- epoch ms
  created_at INTEGER NOT NULL,
  sent_at INTEGER,
  last_error TEXT
) WITHOUT ROWID;
CREATE INDEX outbox_due ON outbox(state, next_attempt_at);
-- The mailbox shows each outbox email once, however often its message is delivered.
ALTER TABLE mailbox ADD COLUMN outbox_id TEXT;
CREATE UNIQUE INDEX mailbox_outbox_id ON mailbox(outbox_id) WHERE outbox_id IS NOT NULL;
-- When an invite's email was last sent (epoch seconds; NULL: only at created_at): the re-send's pace.
ALTER TABLE board_invites ADD COLUMN sent_at INTEGER;
