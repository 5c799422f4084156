-- Several accounts on one device (auth.md §3 "Stored account … An account group id is also
-- stored", §6 account-switch mode; docs/decisions/012). The sessions a device holds at once (the
-- active one and those in its stored-accounts cookie) share a random account group id. A token
-- in the stored-accounts cookie counts only while its session's group is the active session's, so
-- a token from another device is ignored; "log out of all accounts" ends the whole group at once.
-- NULL: a session that has never been on a device with another account.
ALTER TABLE user_sessions ADD COLUMN account_group TEXT;
CREATE INDEX user_sessions_account_group ON user_sessions (account_group) WHERE account_group IS NOT NULL;
