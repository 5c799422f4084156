-- Enterprise single sign-on (auth.md §1, §2.2 'Continue with SSO', §6 "Emails on an SSO domain are
-- routed to SSO log-in"; docs/decisions/018): which identity provider an email domain signs in
-- with. `domain` is an email's part after the @, lower-case, matched exactly (a subdomain is a
-- domain of its own). `idp` names an identity provider of the SSO_IDPS var (wrangler.toml), which
-- holds its issuer URL and client id; a domain whose idp is not configured there answers
-- PROVIDER_UNAVAILABLE. Identities made through SSO are user_identities rows with provider 'sso'.
CREATE TABLE sso_domains (
  domain TEXT PRIMARY KEY,
  idp TEXT NOT NULL CHECK (idp GLOB '[a-z0-9]*' AND idp NOT GLOB '*[^a-z0-9_-]*'),
  -- epoch seconds
  created_at INTEGER NOT NULL
) WITHOUT ROWID;

-- Examples on the reserved .example names (RFC 2606), one per local identity provider of
-- scripts/local-oidc.ts (sso_acme, sso_globex), so SSO can be tried locally and in the tests.
INSERT INTO sso_domains (domain, idp, created_at) VALUES
('acme.example', 'acme', unixepoch()),
('globex.example', 'globex', unixepoch());
