-- The local mailbox (worker/platform/email/): where outgoing email goes when the Worker has no Cloudflare
-- `send_email` binding (local runs and tests). /_dev/mailbox shows it; tests read it. A deployed
-- Worker sends through the binding and never writes here.
CREATE TABLE mailbox (
  id TEXT PRIMARY KEY,
  to_address TEXT NOT NULL,
  from_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- epoch milliseconds: several messages can arrive within one second, and the list is newest first
  created_at INTEGER NOT NULL
);
CREATE INDEX mailbox_newest ON mailbox (created_at DESC);
CREATE INDEX mailbox_to ON mailbox (to_address, created_at DESC);
