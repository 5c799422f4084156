-- Who follows whom (saving.md §1 "follow users", §2 follow card, §3 User followedByMe).
CREATE TABLE follows (
  follower_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
) WITHOUT ROWID;
-- A user's followers (the primary key serves whom a user follows).
CREATE INDEX follows_followee ON follows(followee_id, follower_id);
