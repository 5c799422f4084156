/**
 * Why: the provider-state endpoint (./routes.ts) does for the Pact verifier what the public API
 * cannot do cheaply, or at all where DEV_TOOLS is off — each action the same work as the
 * developer route or the public flow it stands for, through the same functions — and nothing for
 * accounts or addresses outside the example domains (RFC 2606; isExampleDomainEmail), so the
 * credential can arrange and remove only the contracts' own verification accounts, never a real
 * user's. docs/decisions/025-pact-provider-states.md.
 */
import type { Context } from "hono";
import { AVATAR_COLOR_COUNT, DEFAULT_COUNTRY } from "~common/auth/constants";
import { EXPERIMENTS } from "~common/platform/experiments";
import { isExampleDomainEmail, normalizeEmail } from "~common/auth/rules";
import { ApiError } from "~common/errors";
import type { PactStateBody, PactStateStatus } from "~common/platform/pact-state-contracts";
import { FACEBOOK_IDENTITY_ISSUER } from "../../auth/facebook";
import { linkFacebookAccount } from "../../auth/facebook";
import { lockoutStub } from "../../auth/login";
import { hashPassword } from "../../auth/password";
import { setPassword } from "../../auth/recovery";
import { insertWithFreeUsername, resolveNames } from "../../auth/signup";
import { findMessage, listMessages } from "../../platform/email";
import { assign } from "../../platform/experiments";
import { deviceId } from "../../platform/experiments";
import { boardActionsStub } from "../../saving/move-pins";
import { setAccountState } from "../../auth/users";
import { instagramOAuth } from "../../saving/instagram-upsell";
import { findUserByEmail, type UserRow } from "../../auth/users";
import { config } from "../../platform/config";
import { unsubscribeToken } from "../../business/report-center";
import { clientIp } from "../../platform/middleware";
import { RATE_LIMIT_BUCKETS, windowUsage } from "../../platform/middleware";
import type { ApiEnv } from "../../platform/types";

type Action<A extends PactStateBody["action"]> = Extract<PactStateBody, { action: A }>;

/** An adult's birthday (1990-01-01) for the accounts the endpoint makes. */
const BIRTHDAY = 631152000;
/** D1 binds at most 100 parameters a statement. */
const CHUNK = 90;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The normalised address, or BAD_REQUEST naming the field when it is not at an example domain. */
function exampleAddress(raw: string, field: string): string {
  const email = normalizeEmail(raw);
  if (!isExampleDomainEmail(email)) {
    throw new ApiError("BAD_REQUEST", {
      detail: `${field}: only addresses at the example domains (RFC 2606) are verification accounts`,
      data: { field },
    });
  }
  return email;
}

async function exampleAccount(db: D1Database, raw: string, field = "email"): Promise<UserRow> {
  const email = exampleAddress(raw, field);
  const user = await findUserByEmail(db, email);
  if (!user) throw new ApiError("NOT_FOUND", { detail: `no account with email ${email}` });
  return user;
}

/** The target's switches and the caller's per-IP windows: what the verifier checks before it starts. */
export async function status(c: Context<ApiEnv>, routes: PactStateStatus["rate_limits"]["routes"]): Promise<PactStateStatus> {
  const cfg = config(c.env);
  const ip = await clientIp(c.req.raw.headers);
  const now = Date.now();
  const usage = await Promise.all(RATE_LIMIT_BUCKETS.map(async (b) => [b, await windowUsage(c.env, b, ip, now)] as const));
  return {
    developer_routes: cfg.DEV_TOOLS,
    private_fetch: cfg.ALLOW_PRIVATE_FETCH,
    rate_limits: {
      window_seconds: cfg.RATE_LIMIT_WINDOW_SECONDS,
      resets_in_seconds: usage[0]![1].resetsInSeconds,
      buckets: Object.fromEntries(usage.map(([b, u]) => [b, { max: u.max, used: u.used }])),
      routes,
    },
  };
}

/**
 * Create-or-reset: the account exists with this password, in this state, with its failed log-ins
 * (the lockout's and the bot check's count, auth.md §9) and its per-account attempt counters
 * cleared, then `failed_log_ins` wrong attempts recorded as wrong passwords would (10 locks it).
 */
export async function account(env: Env, body: Action<"account">) {
  const email = exampleAddress(body.email, "email");
  const passwordHash = await hashPassword(body.password);
  let user = await findUserByEmail(env.DB, email);
  const created = !user;
  if (!user) {
    const { firstName, lastName } = resolveNames({}, email);
    user = await insertWithFreeUsername(env.DB, {
      id: crypto.randomUUID(),
      email,
      passwordHash,
      firstName,
      lastName,
      birthday: BIRTHDAY,
      country: DEFAULT_COUNTRY,
      gender: null,
      avatarColorIndex: crypto.getRandomValues(new Uint8Array(1))[0]! % AVATAR_COLOR_COUNT,
      signupType: "email",
      accountType: "personal",
      businessName: null,
      now: nowSeconds(),
    });
  } else {
    await setPassword(env.DB, user.id, passwordHash, nowSeconds());
    await env.DB.prepare("DELETE FROM attempt_counters WHERE key IN (?, ?)").bind(`reset:u:${user.id}`, `pwcheck:${user.id}`).run();
  }
  await setAccountState(env.DB, email, body.state);
  const lockout = lockoutStub(env, user.id);
  await lockout.succeeded();
  for (let i = 0; i < body.failed_log_ins; i++) await lockout.begin();
  return { user_id: user.id, username: user.username, created };
}

/** The newest message sent to the address, as the mailbox keeps it (null when none). */
export async function mail(env: Env, body: Action<"mail">) {
  const [newest] = await listMessages(env.DB, { to: exampleAddress(body.to, "to"), limit: 1 });
  const message = newest ? await findMessage(env.DB, newest.id) : null;
  return { message: message ? { subject: message.subject, text: message.text, created_at: message.created_at } : null };
}

/** A new device (its cookie set on the answer) in `group` of `experiment`, as PUT /v3/experiments/device/ does. */
export async function device(c: Context<ApiEnv>, body: Action<"device">) {
  if (!(EXPERIMENTS[body.experiment].groups as readonly string[]).includes(body.group)) {
    throw new ApiError("BAD_REQUEST", { detail: `group: ${body.experiment} has no group "${body.group}"`, data: { field: "group" } });
  }
  await assign(c.env.DB, "device", deviceId(c), body.experiment, body.group, nowSeconds());
  return { experiment: body.experiment, group: body.group };
}

/**
 * The account becomes Facebook-only with this Facebook id, as PUT /v3/dev/facebook_account/ does;
 * an id another account outside the example domains holds is refused (never taken from a user).
 */
export async function facebook(env: Env, body: Action<"facebook">) {
  const user = await exampleAccount(env.DB, body.email);
  const holder = await env.DB.prepare(
    "SELECT u.email FROM user_identities i JOIN users u ON u.id = i.user_id WHERE i.issuer = ? AND i.subject = ?",
  )
    .bind(FACEBOOK_IDENTITY_ISSUER, body.facebook_id)
    .first<{ email: string }>();
  if (holder && !isExampleDomainEmail(holder.email)) {
    throw new ApiError("BAD_REQUEST", {
      detail: "facebook_id: linked to an account outside the example domains",
      data: { field: "facebook_id" },
    });
  }
  await linkFacebookAccount(env.DB, user.email, body.facebook_id, { facebookOnly: true });
  return null;
}

/** A code of the Instagram stand-in's consent step, as POST /v3/dev/instagram/authorize/ gives the account. */
export async function instagramCode(env: Env, body: Action<"instagram_code">) {
  const user = await exampleAccount(env.DB, body.email);
  return { code: await instagramOAuth(env).authorize(user.id, body.username, nowSeconds()) };
}

/** Holds a board of a verification account as a running move would (PUT /v3/dev/board_action/). */
export async function boardHold(env: Env, body: Action<"board_hold">) {
  const board = await env.DB.prepare("SELECT u.email FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.id = ?")
    .bind(Number(body.board_id))
    .first<{ email: string }>();
  if (!board) throw new ApiError("NOT_FOUND", { detail: `no board ${body.board_id}` });
  exampleAddress(board.email, "board_id");
  await boardActionsStub(env, Number(body.board_id)).begin(`pact-hold-${crypto.randomUUID()}`, "move", body.seconds * 1000);
  return null;
}

/** Moves a verification account's invite's last email back in time, so re-sending it is allowed. */
export async function inviteAge(env: Env, body: Action<"invite_age">) {
  const invite = await env.DB.prepare(
    "SELECT u.email FROM board_invites i JOIN boards b ON b.id = i.board_id JOIN users u ON u.id = b.owner_id WHERE i.id = ?",
  )
    .bind(Number(body.invite_id))
    .first<{ email: string }>();
  if (!invite) throw new ApiError("NOT_FOUND", { detail: `no invite ${body.invite_id}` });
  exampleAddress(invite.email, "invite_id");
  await env.DB.prepare("UPDATE board_invites SET sent_at = COALESCE(sent_at, created_at) - ? WHERE id = ?")
    .bind(body.seconds, Number(body.invite_id))
    .run();
  return null;
}

/** The unsubscribe token of a verification account's subscription to its own weekly report. */
export async function reportUnsubscribeToken(env: Env, body: Action<"report_unsubscribe_token">) {
  const row = await env.DB.prepare(
    `SELECT s.id, u.email FROM report_subscriptions s JOIN report_definitions d ON d.id = s.report_id JOIN users u ON u.id = s.user_id
     WHERE s.report_id = ? AND s.user_id = d.created_by`,
  )
    .bind(Number(body.report_id))
    .first<{ id: string; email: string }>();
  if (!row) throw new ApiError("NOT_FOUND", { detail: `no subscription of report ${body.report_id}'s maker` });
  exampleAddress(row.email, "report_id");
  return { code: unsubscribeToken(env, row.id) };
}

/**
 * Deletes the accounts with these emails — their boards, Pins, sections, follows, sessions, ad
 * accounts and everything else that references them goes with them (ON DELETE CASCADE through
 * migrations/; the Pin search index follows by trigger) — and the mail sent to these addresses.
 * Every address must be at an example domain; unknown ones are skipped.
 */
export async function teardown(env: Env, body: Action<"teardown">) {
  const emails = [...new Set(body.emails.map((e) => exampleAddress(e, "emails")))];
  let accounts = 0;
  let messages = 0;
  for (let i = 0; i < emails.length; i += CHUNK) {
    const chunk = emails.slice(i, i + CHUNK);
    const marks = chunk.map(() => "?").join(", ");
    // RETURNING: D1's `changes` would count the rows the cascade removed too.
    const [users, mailbox] = await env.DB.batch([
      env.DB.prepare(`DELETE FROM users WHERE email IN (${marks}) RETURNING id`).bind(...chunk),
      env.DB.prepare(`DELETE FROM mailbox WHERE to_address IN (${marks}) RETURNING id`).bind(...chunk),
    ]);
    accounts += users!.results.length;
    messages += mailbox!.results.length;
  }
  return { accounts_deleted: accounts, messages_deleted: messages };
}
