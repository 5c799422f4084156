/**
 * Two-factor log-in (auth.md §2.2 loginMfa, §3 creds mfa_token and mfa_resend, §4.3, §8.2;
 * docs/decisions/019). After the first factor (a password, an ID token) of an account with
 * two-factor on, no session is made: a challenge is stored, its token goes to the browser in the
 * HttpOnly `pin_mfa` cookie, an emailed code is sent where that is the method, and the answer is
 * MFA_REQUIRED with the method and the email's hint. The next POST /v3/sessions/ carries the
 * code (`mfa_token`) or asks for a new one (`mfa_resend`) with that cookie; only a good code ends
 * in a session. Every try is counted before it is judged (store.ts takeTry); the last of
 * MFA_MAX_TRIES wrong ones ends the log-in. The account's LoginLockout counted the first factor
 * as a failure and is told it succeeded only now, so abandoned second factors add up to a lock.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { CookieOptions } from "hono/utils/cookie";
import { MFA_CHALLENGE_COOKIE, MFA_CODE_SECONDS, MFA_MAX_TRIES } from "~common/auth/constants";
import { checkMfaCode, emailHint } from "~common/auth/two-factor/rules";
import type { SessionCreateBody } from "~common/auth/schemas";
import { ApiError } from "~common/errors";
import type { ApiEnv } from "../../platform/types";
import { findUserById, type UserRow } from "../users";
import { lockoutStub } from "../login";
import { refusedSignIn } from "../sign-in-history";
import { codeEmail, codeIncorrect, emailScope, judgeCode, newEmailCode } from "./codes";
import { deliverSoon } from "../../platform/outbox";
import { codeHash, randomToken, sha256 } from "./keys";
import { createChallenge, liveChallenge, replaceCode, takeTry, useChallenge } from "./store";

const nowSeconds = () => Math.floor(Date.now() / 1000);
const isHttps = (c: Context) => new URL(c.req.url).protocol === "https:";

function cookieOptions(c: Context): CookieOptions {
  const https = isHttps(c);
  return { path: "/", httpOnly: true, sameSite: "Strict", secure: https, ...(https && { prefix: "host" as const }) };
}
const readChallengeCookie = (c: Context) => (isHttps(c) ? getCookie(c, MFA_CHALLENGE_COOKIE, "host") : getCookie(c, MFA_CHALLENGE_COOKIE));
const clearChallengeCookie = (c: Context) => deleteCookie(c, MFA_CHALLENGE_COOKIE, cookieOptions(c));

/** The MFA_REQUIRED answer's data (§3 error fields; §8.2 "or the email/app hint"). */
const requiredData = (user: UserRow) =>
  user.two_factor_method === "email" ? { mfa_method: "email", email_hint: emailHint(user.email) } : { mfa_method: "totp" };

/** Is this call the second step of a log-in (auth.md §3 creds mfa_token / mfa_resend)? */
export const isSecondFactorCall = (body: SessionCreateBody) => body.mfa_token !== undefined || body.mfa_resend === true;

/**
 * After the first factor: returns for an account without two-factor; otherwise starts the wait for
 * its code and throws MFA_REQUIRED (the `pin_mfa` cookie rides on the error answer).
 */
export async function demandSecondFactor(c: Context<ApiEnv>, user: UserRow): Promise<void> {
  const method = user.two_factor_method;
  if (!method) return;
  const token = randomToken();
  const id = await sha256(token);
  const now = nowSeconds();
  const code = method === "email" ? newEmailCode() : null;
  const mail = code ? await codeEmail(c, user.email, code) : null;
  await createChallenge(
    c.env.DB,
    {
      id,
      userId: user.id,
      purpose: "login",
      method,
      codeHash: code ? await codeHash(c.env, emailScope(id), code) : null,
      sessionVersion: user.session_version,
      now,
    },
    mail ? [mail.statement] : [],
  );
  if (mail) await deliverSoon(c.env, [mail.id]);
  setCookie(c, MFA_CHALLENGE_COOKIE, token, { ...cookieOptions(c), maxAge: MFA_CODE_SECONDS });
  throw new ApiError("MFA_REQUIRED", { data: requiredData(user) });
}

/** The log-in is over: the cookie goes, and the page must start again (MFA_TOO_MANY_TRIES or MFA_LOGIN_EXPIRED). */
function over(c: Context, name: "MFA_TOO_MANY_TRIES" | "MFA_LOGIN_EXPIRED"): never {
  clearChallengeCookie(c);
  throw new ApiError(name);
}

/**
 * The second step: a new emailed code (`mfa_resend`, answering MFA_REQUIRED again), or the code.
 * Returns the user whose log-in it finishes; the caller starts the session.
 */
export async function completeSecondFactor(c: Context<ApiEnv>, body: SessionCreateBody): Promise<UserRow> {
  const resend = body.mfa_resend === true && body.mfa_token === undefined;
  // §5: a blank or malformed code is refused first, and costs no try.
  const failure = resend ? null : checkMfaCode(body.mfa_token);
  if (failure) throw new ApiError(failure.error, { data: { field: failure.field } });
  const token = readChallengeCookie(c);
  if (!token) over(c, "MFA_LOGIN_EXPIRED");
  const id = await sha256(token);
  const now = nowSeconds();
  const db = c.env.DB;

  if (resend) {
    const challenge = await liveChallenge(db, id, now);
    const user = challenge && challenge.purpose === "login" ? await findUserById(db, challenge.user_id) : null;
    if (!challenge || !user || user.two_factor_method !== challenge.method || user.session_version !== challenge.session_version)
      over(c, "MFA_LOGIN_EXPIRED");
    if (challenge.method !== "email") throw new ApiError("MFA_CODE_BY_APP");
    const code = newEmailCode();
    const hash = await codeHash(c.env, emailScope(id), code);
    const mail = await codeEmail(c, user.email, code, {
      sql: "EXISTS (SELECT 1 FROM two_factor_challenges WHERE id = ? AND code_hash = ?)",
      params: [id, hash],
    });
    if (!(await replaceCode(db, id, hash, now, [mail.statement]))) throw new ApiError("MFA_RESENDS_LIMITED");
    await deliverSoon(c.env, [mail.id]);
    throw new ApiError("MFA_REQUIRED", { data: requiredData(user) });
  }

  const challenge = await takeTry(db, { id }, now);
  if (!challenge || challenge.purpose !== "login") over(c, "MFA_LOGIN_EXPIRED");
  const user = await findUserById(db, challenge.user_id);
  // A password change, or two-factor turned off or changed, since the first factor ends this log-in.
  if (!user || user.two_factor_method !== challenge.method || user.session_version !== challenge.session_version)
    over(c, "MFA_LOGIN_EXPIRED");

  const judged = await judgeCode(
    c.env,
    { kind: "account", userId: user.id, method: challenge.method, emailed: challenge },
    body.mfa_token!,
    now,
  );
  if (!judged.ok) {
    const left = MFA_MAX_TRIES - challenge.tries;
    const attempt = { userId: user.id, method: "two_factor" } as const;
    if (left <= 0) {
      await useChallenge(db, id, now);
      clearChallengeCookie(c);
      throw refusedSignIn(new ApiError("MFA_TOO_MANY_TRIES"), attempt);
    }
    throw refusedSignIn(codeIncorrect(judged, left), attempt);
  }
  // Two requests with the same good code: one session.
  if (!(await useChallenge(db, id, now))) over(c, "MFA_LOGIN_EXPIRED");
  clearChallengeCookie(c);
  await lockoutStub(c.env, user.id).succeeded();
  return user;
}
