-- The account's state (auth.md §2.4, §4.6, §8.2): active, suspended by us, soft-banned (we reset
-- its password and ended its sessions after strange activity) or deactivated by its owner. Log-in
-- answers each non-active state with its own error code, which opens its recovery modal.
ALTER TABLE users ADD COLUMN account_state TEXT NOT NULL DEFAULT 'active'
  CHECK (account_state IN ('active', 'suspended', 'soft_banned', 'deactivated'));
