-- The business name given at a business sign-up (auth.md §2.3, business.md §5); NULL for personal accounts.
ALTER TABLE users ADD COLUMN business_name TEXT;
