/**
 * Why: the auth API's handlers (auth.md §7), registered against the route contracts of
 * common/auth/contracts.ts. Handlers stay thin: rules live in common/auth/rules, work in the
 * capability folders (signup/, login/, sessions/). Rate limits are attached per path here
 * because they are Worker middleware, not part of the contract.
 */
import {
  emailExistsRoute,
  emailValidationRoute,
  forgetRememberedAccountRoute,
  logInRoute,
  logOutRoute,
  passwordRulesRoute,
  registerRoute,
  viewerRoute,
} from "~common/auth/contracts";
import { BOT_CHECK_ACTIONS } from "~common/auth/bot-check";
import { LOGIN_TYPES, UNDERAGE_COOKIE } from "~common/auth/constants";
import { botCheck, type BotCheckFlow } from "~common/auth/bot-check";
import { ApiError } from "~common/errors";
import type { Context } from "hono";
import type { ApiEnv } from "../../platform/types";
import { clientIp } from "../../platform/middleware";
import { verifyBotTokens } from "../bot-check";
import type { BotCheckAttempt } from "./login-lockout";
import { isDeliverableEmail, normalizeEmail } from "~common/auth/rules";
import { PASSWORD_RULES } from "~common/auth/rules";
import { checkEmail } from "~common/auth/signup";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import { LOGGED_OUT_VIEWER, toLimitedViewer, toLoggedInUser, toViewer } from "../users";
import { emailExists, type UserRow } from "../users";
import { logInWithPassword } from "./log-in";
import { completeSecondFactor, demandSecondFactor, isSecondFactorCall } from "../two-factor";
import type { SessionCreateBody, SessionCreated } from "~common/auth/schemas";
import { logInWithFlowToken, logInWithIdToken, registerWithIdToken } from "../federated";
import { logInWithSso, registerWithSso } from "../sso";
import { logInWithFacebook } from "../facebook";
import { currentSession, openSession, startSession, type OpenedSession } from "../sessions";
import { addAccount, assertRoomForAnother, logOutActiveAccount, readDeviceAccounts } from "../sessions";
import { forgetAccount, rememberedUser } from "../sessions";
import { registerWithEmail, ruleError, type WithAccount } from "../signup";
import { breachedPasswordsFor } from "../breached-password";
import { viewerExperiments } from "../../platform/experiments";
import { recordRefusedSignIns, signInBatch } from "../sign-in-history";
import { signInMethodOf } from "~common/auth/sign-in-history";
import { admitHiddenAccount } from "../account-lifecycle";

/** Email from the query, with the §5 required/format messages. */
function queryEmail(raw: string): string {
  const failure = checkEmail(raw);
  if (failure && failure.error !== "EMAIL_HAS_PRODUCT_NAME") throw ruleError(failure);
  return normalizeEmail(raw);
}

function clientContext(req: Request) {
  const cf = (req as Request & { cf?: IncomingRequestCfProperties }).cf;
  const country = typeof cf?.country === "string" ? cf.country : null;
  return {
    country,
    country_from_hostname: null,
    country_from_ip: country,
    region_from_ip: typeof cf?.regionCode === "string" ? cf.regionCode : null,
  };
}

/**
 * The first factor of a log-in and its login type: a Google (button or one-tap), Line or SSO ID
 * token, or the password (auth.md §3 creds, login types). Facebook creds never log in (§1,
 * docs/decisions/020): they answer where the person goes instead.
 */
type LoginType = NonNullable<SessionCreated["login_type"]>;
const firstFactor = async (env: Env, body: SessionCreateBody, bot: BotCheckAttempt): Promise<[UserRow, LoginType]> =>
  body.facebook_id !== undefined || body.facebook_token !== undefined
    ? await logInWithFacebook(env, body.facebook_id ?? "", body.facebook_token ?? "")
    : body.google_open_id_token
      ? await logInWithFlowToken(env, "google", body.google_open_id_token).then(({ user, oneTap }) => [
          user,
          oneTap ? LOGIN_TYPES.GOOGLE_ONE_TAP : LOGIN_TYPES.GPLUS,
        ])
      : body.line_id_token
        ? [await logInWithIdToken(env, "line", body.line_id_token), LOGIN_TYPES.LINE]
        : body.sso_auth_code
          ? [await logInWithSso(env, body.sso_user_email, body.sso_auth_code), LOGIN_TYPES.SSO]
          : [await logInWithPassword(env, body, bot), LOGIN_TYPES.EMAIL];

/**
 * The bot check of a log-in's first factor or of a sign-up (auth.md §3, §8.1, §8.2;
 * common/auth/bot-check/rules.ts, docs/decisions/021): refuses, before anything is looked up or
 * written, a call whose tokens fail; says whether a v2 token passed, for the account's limit.
 */
async function checkBots(
  c: Context<ApiEnv>,
  flow: BotCheckFlow,
  body: { recaptchaV2Token?: string; recaptchaV3Token?: string },
): Promise<BotCheckAttempt> {
  const tokens = await verifyBotTokens(c.env, body, await clientIp(c.req.raw.headers));
  const actions = flow === "login" ? [BOT_CHECK_ACTIONS.login, BOT_CHECK_ACTIONS.signup] : [BOT_CHECK_ACTIONS.signup];
  const refusal = botCheck({ flow, actions, ...tokens, now: Date.now() });
  if (refusal) throw new ApiError(refusal);
  return { v2Passed: tokens.v2?.status === "valid" };
}

/** The under-age flag cookie of auth.md §4.4 is "1" (the app's signup page sets it). */
const underageFlag = (req: Request) => (req.headers.get("cookie") ?? "").split(/;\s*/).some((c) => c === `${UNDERAGE_COOKIE}=1`);

const router = createRouter();
router.use(emailExistsRoute.path, rateLimit("lookup"));
router.use(emailValidationRoute.path, rateLimit("lookup"));
router.on("POST", registerRoute.path, rateLimit("signup"));
// A code step of a two-factor log-in (mfa_token, mfa_resend) is not a log-in attempt of its own:
// each is tied to a challenge that a counted first factor made, which takes at most MFA_MAX_TRIES
// codes and MFA_RESENDS_MAX resends (docs/decisions/019). The body is read once (Hono keeps it for
// the route's validator); whatever is not a code step counts, as before.
router.on(
  "POST",
  logInRoute.path,
  rateLimit("login", {
    skip: async (c) => {
      const body: unknown = await c.req.json().catch(() => null);
      return typeof body === "object" && body !== null && isSecondFactorCall(body as SessionCreateBody);
    },
  }),
);
// Wrong passwords and two-factor codes of existing accounts go to their sign-in history (docs/decisions/037).
router.on("POST", logInRoute.path, recordRefusedSignIns);

export const authRoutes = router
  .openapi(emailExistsRoute, async (c) => ok(c, await emailExists(c.env.DB, queryEmail(c.req.valid("query").email))))
  .openapi(emailValidationRoute, async (c) => ok(c, { is_valid: isDeliverableEmail(queryEmail(c.req.valid("query").email)) }))
  .openapi(registerRoute, async (c) => {
    const consentRequired = (await viewerExperiments(c)).kr_privacy_consent === "enabled";
    const body = c.req.valid("json");
    await checkBots(c, "signup", body);
    const ctx = { now: new Date(), underageFlag: underageFlag(c.req.raw), consentRequired };
    // §1, §2.3: no new Facebook accounts; checked before anything is read or written.
    if (body.type === "facebook") throw new ApiError("FACEBOOK_SIGNUP_CLOSED", { data: { field: "facebook" } });
    // The first session commits with the account (one batch): never an account its sign-up could not log in.
    let opened: OpenedSession | undefined;
    const withSession: WithAccount = async (account) =>
      (opened = await openSession(c, account, null, await signInBatch(c, account, body.type === "email" ? "password" : body.type)));
    const user =
      body.type === "google" || body.type === "google_one_tap"
        ? await registerWithIdToken(c.env, "google", body, ctx, {}, withSession)
        : body.type === "line"
          ? await registerWithIdToken(c.env, "line", body, ctx, {}, withSession)
          : body.type === "sso"
            ? await registerWithSso(c.env, body, ctx, withSession)
            : await registerWithEmail(c.env.DB, body, ctx, breachedPasswordsFor(c.env), withSession);
    await startSession(c, user, undefined, opened);
    return ok(c, toLoggedInUser(user));
  })
  .openapi(passwordRulesRoute, (c) => ok(c, PASSWORD_RULES[c.req.valid("query").form]))
  .openapi(logInRoute, async (c) => {
    const body = c.req.valid("json");
    // Account-switch mode (auth.md §6, /add-account): the device's accounts are counted before the
    // password is checked, so a full device costs no hashing.
    const device = body.switch_account ? await readDeviceAccounts(c, { touch: false, prune: false }) : null;
    assertRoomForAnother(device);
    // Two-factor (docs/decisions/019): a call with the code finishes a log-in whose first factor
    // was given before; any first factor of an account with it on answers MFA_REQUIRED instead.
    const [user, loginType]: [UserRow, LoginType] = isSecondFactorCall(body)
      ? [await completeSecondFactor(c, body), LOGIN_TYPES.MULTIFACTOR]
      : await firstFactor(c.env, body, await checkBots(c, "login", body));
    if (!isSecondFactorCall(body)) await demandSecondFactor(c, user);
    // A deactivated account comes back; a closed one is offered the reopen screen (docs/decisions/042).
    const reactivated = await admitHiddenAccount(c, user);
    const method = signInMethodOf(loginType);
    const signIn = method ? await signInBatch(c, user, method) : undefined;
    if (device) await addAccount(c, device, user, signIn);
    else await startSession(c, user, signIn);
    return ok(c, {
      user: toLoggedInUser(user),
      login_type: loginType,
      client_context: clientContext(c.req.raw),
      ...(reactivated && { reactivated: true }),
    });
  })
  .openapi(logOutRoute, async (c) => {
    await logOutActiveAccount(c);
    return ok(c, null);
  })
  .openapi(viewerRoute, async (c) => {
    const session = await currentSession(c);
    c.header("Cache-Control", "private, no-store");
    if (session) return ok(c, toViewer(session.user));
    const remembered = await rememberedUser(c);
    return ok(c, remembered ? toLimitedViewer(remembered) : LOGGED_OUT_VIEWER);
  })
  .openapi(forgetRememberedAccountRoute, async (c) => {
    forgetAccount(c);
    return ok(c, null);
  });
