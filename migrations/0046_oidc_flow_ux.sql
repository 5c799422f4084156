-- How a federated sign-in was started (auth.md §1 "a Google sign-in button and a one-tap prompt";
-- docs/decisions/017, amendment "Popup and one-tap"): 'redirect' (the page leaves for the provider),
-- 'popup' (the provider in a popup whose callback hands the code back to the page), 'one_tap'
-- (the one-tap prompt: locally a popup to the local provider, in production Google Identity
-- Services, whose ID token is handed over through POST /v3/oauth/google/credential/). A one-tap
-- flow logs in as GOOGLE_ONE_TAP (4) and its sign-up is type google_one_tap.
ALTER TABLE oidc_flows ADD COLUMN ux TEXT NOT NULL DEFAULT 'redirect' CHECK (ux IN ('redirect', 'popup', 'one_tap'));
