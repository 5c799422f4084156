-- Business accounts (business.md §1, §3, §6): ad accounts (advertisers), their business info and
-- billing profile, who else may act for a business profile, and which profile a session acts as.
--
-- An ad account belongs to one user (owner_user_id, a partner account). Its currency follows its
-- country (common/business/countries.ts, §9) and never changes.
CREATE TABLE advertisers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  country TEXT NOT NULL,
  currency TEXT NOT NULL,
  -- when the consent (GDPR) step was answered (epoch seconds); NULL until then (§2 consent modal)
  gdpr_consent_at INTEGER,
  -- business info (§4 "a business address or business info"): the name is set at conversion
  business_name TEXT NOT NULL,
  website TEXT,
  address_line1 TEXT,
  address_city TEXT,
  address_postal_code TEXT,
  -- epoch seconds
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- all three address parts, or none
  CHECK ((address_line1 IS NULL) = (address_city IS NULL) AND (address_city IS NULL) = (address_postal_code IS NULL))
);
CREATE INDEX advertisers_owner ON advertisers(owner_user_id, id);

-- §4 "a valid billing profile": one per ad account; payment by monthly invoice (no card is taken).
CREATE TABLE billing_profiles (
  advertiser_id INTEGER PRIMARY KEY REFERENCES advertisers(id) ON DELETE CASCADE,
  contact_name TEXT NOT NULL,
  email TEXT NOT NULL,
  address_line1 TEXT NOT NULL,
  address_city TEXT NOT NULL,
  address_postal_code TEXT NOT NULL,
  payment_method TEXT NOT NULL DEFAULT 'invoice' CHECK (payment_method IN ('invoice')),
  updated_at INTEGER NOT NULL
);

-- Another person's access to a business profile (§3 business access profile, permissions; the
-- owner's own profile is implied by users.account_type and holds OWNER, never a row here). A
-- member acts for the profile's ad accounts with the permissions listed (a JSON array); with
-- mfa_required they must meet the multi-factor requirement first (§4), which nobody can yet.
CREATE TABLE business_access (
  profile_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  member_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permissions TEXT NOT NULL CHECK (json_valid(permissions) AND json_type(permissions) = 'array'),
  mfa_required INTEGER NOT NULL DEFAULT 0 CHECK (mfa_required IN (0, 1)),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (profile_user_id, member_user_id),
  CHECK (profile_user_id <> member_user_id)
) WITHOUT ROWID;
CREATE INDEX business_access_member ON business_access(member_user_id, created_at);

-- The profile a session acts as (§4 profile switching, held server-side per session); gone with
-- the session.
CREATE TABLE business_acting (
  session_id TEXT PRIMARY KEY REFERENCES user_sessions(id) ON DELETE CASCADE,
  profile_user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  updated_at INTEGER NOT NULL
);
