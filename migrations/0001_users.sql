-- Users of the product (auth.md §3 signup payload). Emails are stored normalised (lower-case).
CREATE TABLE users (
  id TEXT PRIMARY KEY,
  username TEXT NOT NULL COLLATE NOCASE UNIQUE,
  email TEXT NOT NULL UNIQUE,
  -- self-describing scrypt hash ($scrypt$ln=..,r=..,p=..$salt$hash); NULL for social-only accounts
  password_hash TEXT,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL DEFAULT '',
  -- epoch seconds
  birthday INTEGER NOT NULL,
  country TEXT NOT NULL,
  gender TEXT,
  image_url TEXT,
  avatar_color_index INTEGER NOT NULL DEFAULT 0,
  -- bumped to revoke every session of the user at once
  session_version INTEGER NOT NULL DEFAULT 1,
  -- email, google, google_one_tap, facebook, line, sso
  signup_type TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
