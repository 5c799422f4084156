import type { VerifierOptions } from "@pact-foundation/pact";

/** State name → handler (pact-js does not export this type from its root). */
export type StateHandlers = NonNullable<VerifierOptions["stateHandlers"]>;
export type StateHandler = StateHandlers[string];

export interface Credentials {
  email: string;
  password: string;
}

export interface ApiCallResult {
  status: number;
  error?: { api_error_code?: number; message?: string };
  /** resource_response.data of a success. */
  data?: unknown;
  setCookies: string[];
}

/**
 * The public API at the verified base URL, as a non-browser caller (no Origin), every call
 * carrying the provider-state credential: state set-up spends none of the per-IP rate-limit
 * windows the verified interactions are measured against (docs/decisions/025).
 */
export interface PublicApi {
  /** Any call: JSON body, optional Cookie header; the parsed envelope comes back. */
  request: (
    method: string,
    path: string,
    init?: { body?: unknown; cookie?: string; userAgent?: string; idempotencyKey?: string },
  ) => Promise<ApiCallResult>;
  /** A POST whose body is bytes of `contentType` (an upload), with an optional Cookie header. */
  upload: (path: string, init: { cookie?: string; contentType: string; body: Uint8Array<ArrayBuffer> }) => Promise<ApiCallResult>;
  register: (c: Credentials) => Promise<ApiCallResult>;
  /**
   * A password log-in. Where the provider serves the bot-check stand-in (local runs), it carries a
   * fresh v2 token, so a state's wrong passwords never meet the limit of auth.md §9. `cookie` and
   * `body` add to it (an account switch: `{switch_account: true}` on the device's cookie). A fixed
   * verification account an earlier interaction changed (its password, a lockout) is reset and
   * logged in once more, so one interaction's effect never cascades into the next states.
   */
  logIn: (c: Credentials, extra?: { cookie?: string; body?: Record<string, unknown> }) => Promise<ApiCallResult>;
  /** A fresh v2 token of the provider's bot-check stand-in, or undefined where it serves none (reCAPTCHA). */
  challengeToken: () => Promise<string | undefined>;
  logOut: (cookie: string) => Promise<ApiCallResult>;
  /** `name=value` of the session cookie among Set-Cookie headers (either cookie name). */
  sessionCookieFrom: (setCookies: string[]) => string | undefined;
  /** `name=value` of the remembered-account cookie of limited login (`pin_acct` / `__Host-pin_acct`). */
  rememberedCookieFrom: (setCookies: string[]) => string | undefined;
  /** POST /v3/users/forgot_password/ for `email` (type 'reset'). */
  forgotPassword: (email: string) => Promise<ApiCallResult>;
  /** GET /v3/users/me/sessions/ as the holder of `cookie`. */
  sessions: (cookie: string) => Promise<{ status: number; sessions: { id: string; current: boolean }[] }>;
}

/** A verification account as the provider-state endpoint made or reset it. */
export interface StateAccount {
  userId: string;
  username: string;
}

/**
 * The provider-state endpoint (POST /vx/pact/state/, docs/decisions/025): what the public API
 * cannot arrange cheaply, or at all where DEV_TOOLS is off. Accounts and addresses must be at the
 * example domains (RFC 2606).
 */
export interface StateSetup {
  /**
   * Create-or-reset: the account exists with this password and state (default active), its
   * lockout and attempt counters cleared, then `failedLogIns` wrong passwords recorded (10 locks it).
   */
  account: (c: Credentials, opts?: { state?: string; failedLogIns?: number }) => Promise<StateAccount>;
  /** The newest mail to `to` that `pick` finds something in (polled for up to 5 s: mail goes out after the answer). */
  mailed: <T>(to: string, what: string, pick: (m: { subject: string; text: string; created_at: number }) => T | undefined) => Promise<T>;
  /** A new device in `group` of `experiment`; its `name=value` device cookie. */
  deviceInGroup: (experiment: string, group: string) => Promise<string>;
  /** The account becomes Facebook-only, linked to this Facebook id. */
  facebookOnly: (email: string, facebookId: string) => Promise<void>;
  /** A code of the Instagram stand-in's consent step for the account. */
  instagramCode: (email: string, username: string) => Promise<string>;
  /** The board is held as a running move would hold it, for `seconds`. */
  holdBoard: (boardId: string, seconds: number) => Promise<void>;
  /** The invite was last emailed `seconds` earlier, so it may be re-sent now. */
  ageInvite: (inviteId: string, seconds: number) => Promise<void>;
  /** The unsubscribe token the maker's email of this weekly report would carry. */
  reportUnsubscribeToken: (reportId: string) => Promise<string>;
}

/** What every area's state handlers may use (one per verification run). */
export interface StateContext {
  api: PublicApi;
  setup: StateSetup;
  /**
   * A never-used address at an example domain (`prefix.<time>.<random>@example.com`, or at
   * `domain`), remembered for the run's teardown. No product name in it: the API refuses those.
   */
  freshEmail: (prefix: string, domain?: string) => string;
  /** Where the provider is (states that hand out its own addresses: the bookmarklet's page and image). */
  baseUrl: string;
  /** The account exists with these credentials, active, nothing counted against it (created or reset once per run). */
  ensureUser: (c: Credentials) => Promise<StateAccount>;
  /** `{email, password}` from the state's params, or a clear error naming the state. */
  credentials: (params: unknown, state: string) => Credentials;
  lockoutThreshold: number;
}

/** The identity providers whose stand-ins (scripts/local-oidc.ts, scripts/local-facebook.ts) some states drive. */
export type IdentityProvider = "google" | "line" | "sso" | "facebook";

/**
 * What a target's identity provider is, as a run finds it (./federated.ts, ./sso.ts,
 * ./facebook.ts probes): a stand-in that answers at once (what the states need), a real one
 * (a person would have to answer it), or one the target cannot reach (starting a flow fails).
 */
export type ProviderProbe = "stand-in" | "real" | "unreachable";

/**
 * What the target must offer for a state (StateDefinition.needs): ALLOW_PRIVATE_FETCH at a private
 * address, an identity provider's stand-in, passkeys at the base URL's host (its PASSKEY_RP_ID must
 * cover it: never an IP address in wrangler.toml), or a breach check that knows the state's password.
 */
export type StateNeed = "private_fetch" | "passkeys" | "breach_check" | IdentityProvider;

/** One provider state: its exact name, its parameters (for the docs) and its handler. */
export interface StateDefinition {
  name: string;
  params: string;
  handler: StateHandler;
  /**
   * What the target must offer for the state to be arranged at all: "private_fetch" where it
   * hands out the provider's own addresses for the Worker to fetch (the bookmarklet's page and
   * image; on a target at a private address that takes ALLOW_PRIVATE_FETCH), or the stand-in of an
   * identity provider. A run leaves out the interactions of a state its target cannot offer.
   */
  needs?: StateNeed;
}
