/**
 * Why: log-in and sign-up with a verified ID token (auth.md §3 creds google_open_id_token /
 * line_id_token, signup types google / line; §4.1 social sign-up; §8.2 "Account not found on
 * social log-in starts social sign-up"). An identity is found by (issuer, subject). Account
 * linking (docs/decisions/017): a log-in whose provider asserts a verified email that belongs to an
 * existing account links the identity to that account; an unverified email never does. Enterprise
 * SSO (docs/decisions/018) passes the email the person gave: the token must assert exactly that
 * email, verified, so an identity provider can only speak for the domains mapped to it.
 */
import { ApiError } from "~common/errors";
import { AVATAR_COLOR_COUNT } from "~common/auth/constants";
import { normalizeEmail, isDeliverableEmail } from "~common/auth/rules";
import { checkBirthday, checkEmail } from "~common/auth/signup";
import type { RegisterBody } from "~common/auth/schemas";
import { primaryOf } from "../../platform/d1-sessions";
import { emailExists, findUserByEmail, FIRST_SESSION_VERSION, type UserRow } from "../users";
import {
  consentsToStore,
  insertWithFreeUsername,
  resolveBusinessName,
  resolveCountry,
  resolveNames,
  ruleError,
  type SignupContext,
  type WithAccount,
} from "../signup";
import type { IdTokenClaims } from "./id-token";
import { idTokenApiError, IdTokenError } from "./id-token";
import { verifyFlowToken } from "./code-flow";
import { providerKind, type OidcProviderId } from "./providers";

const nowSeconds = () => Math.floor(Date.now() / 1000);

export const findIdentityUser = (db: D1Database, issuer: string, subject: string) =>
  db
    .prepare("SELECT u.* FROM user_identities i JOIN users u ON u.id = i.user_id WHERE i.issuer = ? AND i.subject = ?")
    .bind(issuer, subject)
    .first<UserRow>();

export const verifiedEmail = (claims: IdTokenClaims) =>
  typeof claims.email === "string" && claims.email_verified === true ? normalizeEmail(claims.email) : null;

/** Verifies a flow's ID token; with `email`, it must also assert exactly that email, verified. */
async function verifiedToken(env: Env, id: OidcProviderId, token: string, email: string | undefined) {
  const verified = await verifyFlowToken(env, id, token);
  if (email !== undefined && verifiedEmail(verified.claims) !== normalizeEmail(email)) {
    throw idTokenApiError(new IdTokenError("claims", "the token does not assert the email given"), verified.provider.kind);
  }
  return verified;
}

/**
 * The account an ID token logs in to, linking the identity by verified email when needed.
 * ACCOUNT_NOT_FOUND (field = provider kind) when there is none: the page starts social sign-up.
 */
export async function logInWithIdToken(env: Env, id: OidcProviderId, token: string, opts: { email?: string } = {}): Promise<UserRow> {
  return (await logInWithFlowToken(env, id, token, opts)).user;
}

/**
 * logInWithIdToken, also saying whether the one-tap prompt started the flow (auth.md §3 login
 * type GOOGLE_ONE_TAP 4 rather than GPLUS 3).
 *
 * @example
 * const { user, oneTap } = await logInWithFlowToken(env, "google", body.google_open_id_token);
 */
export async function logInWithFlowToken(
  env: Env,
  id: OidcProviderId,
  token: string,
  opts: { email?: string } = {},
): Promise<{ user: UserRow; oneTap: boolean }> {
  const { provider, claims, consume, oneTap } = await verifiedToken(env, id, token, opts.email);
  // On the primary, as log-in's look-up (../login/log-in.ts): a state since banned must not pass.
  const primary = primaryOf(env.DB);
  let user = await findIdentityUser(primary, provider.issuer, claims.sub);
  if (!user) {
    const email = verifiedEmail(claims);
    const byEmail = email ? await findUserByEmail(primary, email) : null;
    if (!byEmail) throw new ApiError("ACCOUNT_NOT_FOUND", { data: { field: provider.kind } });
    await env.DB.batch([
      env.DB.prepare(
        "INSERT OR IGNORE INTO user_identities (issuer, subject, provider, user_id, email, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(provider.issuer, claims.sub, provider.kind, byEmail.id, email, nowSeconds()),
      ...(id === "google" ? [env.DB.prepare("UPDATE users SET connected_to_google = 1 WHERE id = ?").bind(byEmail.id)] : []),
    ]);
    user = { ...byEmail, connected_to_google: id === "google" ? 1 : byEmail.connected_to_google };
  }
  // A soft-banned account may come back through its provider (auth.md §8.2 soft-banned wording).
  if (user.account_state === "suspended") throw new ApiError("ACCOUNT_SUSPENDED");
  if (user.account_state === "deactivated") throw new ApiError("ACCOUNT_DEACTIVATED");
  await consume();
  return { user, oneTap };
}

const SIGNUP_TOKEN = { google: "google_open_id_token", line: "line_id_token", sso: "sso_id_token" } as const;

/**
 * Sign-up with an ID token (socialSignupWithAge): the birthday comes from the page, the email from
 * the provider, or from EmailCollection when the provider shared none. A taken email answers
 * EMAIL_TAKEN (EmailAlreadyExist), an identity that already has an account too. With `email` (SSO),
 * the token must assert that email.
 */
export async function registerWithIdToken(
  env: Env,
  id: OidcProviderId,
  body: RegisterBody,
  ctx: SignupContext,
  opts: { email?: string } = {},
  withAccount?: WithAccount,
): Promise<UserRow> {
  const kind = providerKind(id);
  const token = body[SIGNUP_TOKEN[kind]];
  if (!token) throw new ApiError("ID_TOKEN_INVALID", { data: { field: kind } });
  if (ctx.underageFlag) throw new ApiError("UNDER_AGE", { data: { field: "birthday" } });
  const { provider, claims, consume, oneTap } = await verifiedToken(env, id, token, opts.email);
  if (await findIdentityUser(env.DB, provider.issuer, claims.sub)) throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
  const fromProvider = verifiedEmail(claims);
  const failure = (fromProvider ? null : checkEmail(body.email)) ?? checkBirthday(body.birthday, ctx.now);
  if (failure) throw ruleError(failure);
  const email = fromProvider ?? normalizeEmail(body.email!);
  if (!isDeliverableEmail(email)) throw new ApiError("EMAIL_INVALID", { data: { field: "email" } });
  if (await emailExists(env.DB, email)) throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
  const consents = consentsToStore(body, ctx.consentRequired === true);
  const businessName = resolveBusinessName(body);
  const { firstName, lastName } = resolveNames(
    { first_name: body.first_name ?? claims.given_name ?? claims.name, last_name: body.last_name ?? claims.family_name },
    email,
  );
  const userId = crypto.randomUUID();
  const writes = await withAccount?.({ id: userId, email, first_name: firstName, session_version: FIRST_SESSION_VERSION });
  // Used up before the insert: a second sign-up with the same token fails even in a race.
  await consume();
  const user = await insertWithFreeUsername(
    env.DB,
    {
      id: userId,
      email,
      passwordHash: null,
      firstName,
      lastName,
      birthday: body.birthday!,
      country: resolveCountry(body.country),
      gender: body.gender ?? null,
      avatarColorIndex: crypto.getRandomValues(new Uint8Array(1))[0]! % AVATAR_COLOR_COUNT,
      // The flow says how it started: a one-tap flow's account is google_one_tap whatever the page sent.
      signupType: kind === "google" ? (oneTap ? "google_one_tap" : "google") : body.type,
      accountType: businessName === null ? "personal" : "business",
      businessName,
      now: Math.floor(ctx.now.getTime() / 1000),
      consents,
      identity: {
        issuer: provider.issuer,
        subject: claims.sub,
        provider: kind,
        email: typeof claims.email === "string" ? claims.email : null,
      },
    },
    writes,
  );
  return user;
}
