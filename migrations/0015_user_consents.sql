-- Consent answers given at sign-up (auth.md §3 "Consent keys", §4.5): one row per key answered on
-- the consents step of the Korean privacy-consent experiment. A key with no row was never asked
-- (answer 0, "not answered"). Answers: 0 not answered, 1 yes, 2 no, 3 not sure.
CREATE TABLE user_consents (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  consent_key TEXT NOT NULL CHECK (consent_key IN ('terms', 'collectionUsePersonalInfo', 'thirdPartyProvisionPersonalInfo', 'overseasTransferPersonalInfo', 'optionalMarketingConsent')),
  answer INTEGER NOT NULL CHECK (answer BETWEEN 0 AND 3),
  -- epoch seconds
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, consent_key)
) WITHOUT ROWID;
