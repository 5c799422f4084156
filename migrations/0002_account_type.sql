-- Personal or business (partner) account (business.md §3 "isPartner"; auth.md §2.3 business sign-up).
ALTER TABLE users ADD COLUMN account_type TEXT NOT NULL DEFAULT 'personal' CHECK (account_type IN ('personal', 'business'));
