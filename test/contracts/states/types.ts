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

/** Usernames the run learnt when it registered the seeded accounts (email → username). */
export type KnownUsernames = Map<string, string>;

/** The public API at the verified base URL, as a non-browser caller (no Origin). */
export interface PublicApi {
  /** Any call: JSON body, optional Cookie header; the parsed envelope comes back. */
  request: (method: string, path: string, init?: { body?: unknown; cookie?: string }) => Promise<ApiCallResult>;
  /** A POST whose body is bytes of `contentType` (an upload), with an optional Cookie header. */
  upload: (path: string, init: { cookie?: string; contentType: string; body: Uint8Array<ArrayBuffer> }) => Promise<ApiCallResult>;
  register: (c: Credentials) => Promise<ApiCallResult>;
  /**
   * A password log-in. Where the provider serves the bot-check stand-in (local runs), it carries a
   * fresh v2 token, so a state's wrong passwords never meet the limit of auth.md §9.
   */
  logIn: (c: Credentials) => Promise<ApiCallResult>;
  /** A fresh v2 token of the provider's bot-check stand-in, or undefined where it serves none (reCAPTCHA). */
  challengeToken: () => Promise<string | undefined>;
  logOut: (cookie: string) => Promise<ApiCallResult>;
  /** `name=value` of the session cookie among Set-Cookie headers (either cookie name). */
  sessionCookieFrom: (setCookies: string[]) => string | undefined;
  /** `name=value` of the remembered-account cookie of limited login (`pin_acct` / `__Host-pin_acct`). */
  rememberedCookieFrom: (setCookies: string[]) => string | undefined;
  /**
   * A new device put in `group` of `experiment` through the developer route (served only where
   * DEV_TOOLS is "true": local runs and staging); returns its `name=value` device cookie.
   */
  deviceInGroup: (experiment: string, group: string) => Promise<string>;
  /** Puts the account in a state through the developer route (DEV_TOOLS "true" only). */
  setAccountState: (email: string, state: string) => Promise<void>;
  /** POST /v3/users/forgot_password/ for `email` (type 'reset'). */
  forgotPassword: (email: string) => Promise<ApiCallResult>;
  /**
   * The token of the newest reset link emailed to `email` after `since` (epoch ms), read from the
   * local mailbox through the developer route (GET /v3/dev/mailbox/, DEV_TOOLS="true" only).
   */
  resetTokenMailedTo: (email: string, since: number) => Promise<string>;
  /**
   * The 6-digit code of the newest code email to `email` after `since` (epoch ms), read through
   * the developer mailbox route (DEV_TOOLS="true" only).
   */
  codeMailedTo: (email: string, since: number) => Promise<string>;
  /** GET /v3/users/me/sessions/ as the holder of `cookie`. */
  sessions: (cookie: string) => Promise<{ status: number; sessions: { id: string; current: boolean }[] }>;
}

/** What every area's state handlers may use (one per verification run). */
export interface StateContext {
  api: PublicApi;
  /** Where the provider is (states that hand out its own addresses: the bookmarklet's page and image). */
  baseUrl: string;
  /** The account exists with these credentials (registered once per run, or by an earlier run). */
  ensureUser: (c: Credentials) => Promise<void>;
  /** Usernames of accounts ensureUser registered in this run. */
  usernames: KnownUsernames;
  /** `{email, password}` from the state's params, or a clear error naming the state. */
  credentials: (params: unknown, state: string) => Credentials;
  lockoutThreshold: number;
}

/** One provider state: its exact name, its parameters (for the README) and its handler. */
export interface StateDefinition {
  name: string;
  params: string;
  handler: StateHandler;
}
