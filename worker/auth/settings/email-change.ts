/**
 * Why: changing the email hands the account to whoever reads the new address, so it takes a fresh
 * proof (the passkeys' proveOwner: a password, a two-factor or emailed code, or a passkey — a
 * stolen session alone is not enough), then a 6-digit code sent to the NEW address (it exists and
 * is theirs). The code is kept as an HMAC bound to that address (migrations/0055 email_changes),
 * works once, for MFA_CODE_SECONDS, and EMAIL_CHANGE_ATTEMPTS_MAX wrong guesses end the change.
 * The switch and the code's removal are one batch; the old address hears of it; sessions stay.
 * Both emails go through the outbox; the code's row is written in the code's own batch.
 */
import type { Context } from "hono";
import { MFA_CODE_SECONDS, MFA_RESENDS_MAX } from "~common/auth/constants";
import { normalizeEmail } from "~common/auth/rules";
import {
  checkNewEmail,
  EMAIL_CHANGE_ATTEMPTS_MAX,
  EMAIL_CHANGE_CODE_COPY as C,
  EMAIL_CHANGED_EMAIL_COPY as N,
} from "~common/auth/settings";
import type { PasskeyProof } from "~common/auth/passkeys";
import { emailHint, normalizeMfaCode } from "~common/auth/two-factor";
import { ApiError } from "~common/errors";
import { linkEmailHtml } from "../../platform/email";
import { deliverSoon, outboxEmail } from "../../platform/outbox";
import type { ApiEnv } from "../../platform/types";
import { proveOwner } from "../passkeys";
import { countAttempt } from "../recovery";
import { codeHash, newEmailCode } from "../two-factor";
import { emailExists, type UserRow } from "../users";

const scope = (userId: string, email: string) => `email-change:${userId}:${email}`;

/**
 * Checks the new address and the proof, then sends the code to the new address.
 *
 * @example
 * const sent = await startEmailChange(c, user, { email: "ana@new.example", password }, now);
 */
export async function startEmailChange(
  c: Context<ApiEnv>,
  user: UserRow,
  body: { email: string } & PasskeyProof,
  now: number,
): Promise<{ email_hint: string; expires_at: number }> {
  const refusal = checkNewEmail(body.email, user.email);
  if (refusal) throw new ApiError(refusal, { data: { field: "email" } });
  const email = normalizeEmail(body.email);
  await proveOwner(c, user, { password: body.password, code: body.code });
  // Only after the proof: whether an address has an account is nobody else's business.
  if (await emailExists(c.env.DB, email)) throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
  const sent = await countAttempt(c.env.DB, `email-change:mail:${user.id}`, MFA_CODE_SECONDS, now);
  if (sent.count > MFA_RESENDS_MAX + 1)
    throw new ApiError("MFA_RESENDS_LIMITED", { data: { retry_after_seconds: sent.retryAfterSeconds } });
  const code = newEmailCode();
  const expiresAt = now + MFA_CODE_SECONDS;
  const link = new URL("/settings/account/", c.req.url).href;
  const lines = [C.intro(code)];
  const text = [...lines, "", code, "", C.notYou, "", C.signature, ""].join("\n");
  const html = await linkEmailHtml({
    subject: C.subject(code),
    lines: [...lines, code],
    button: "Open settings",
    link,
    footnote: C.notYou,
    signature: C.signature,
  });
  const db = c.env.DB;
  const mail = outboxEmail(db, "email_change_code", { to: email, subject: C.subject(code), text, html }, new URL(c.req.url).origin);
  await db.batch([
    db
      .prepare(
        `INSERT INTO email_changes (user_id, new_email, code_hash, attempts, created_at, expires_at) VALUES (?1, ?2, ?3, 0, ?4, ?5)
     ON CONFLICT (user_id) DO UPDATE SET new_email = ?2, code_hash = ?3, attempts = 0, created_at = ?4, expires_at = ?5`,
      )
      .bind(user.id, email, await codeHash(c.env, scope(user.id, email), code), now, expiresAt),
    mail.statement,
  ]);
  await deliverSoon(c.env, [mail.id]);
  return { email_hint: emailHint(email), expires_at: expiresAt };
}

/**
 * Takes the code: the email changes, or the catalogue says why not. Returns the old address.
 *
 * @example
 * await confirmEmailChange(c, user, "123456", now);
 */
export async function confirmEmailChange(c: Context<ApiEnv>, user: UserRow, rawCode: string, now: number): Promise<void> {
  const db = c.env.DB;
  const pending = await db
    .prepare("SELECT new_email, attempts, expires_at FROM email_changes WHERE user_id = ?")
    .bind(user.id)
    .first<{ new_email: string; attempts: number; expires_at: number }>();
  if (!pending || pending.expires_at <= now || pending.attempts >= EMAIL_CHANGE_ATTEMPTS_MAX)
    throw new ApiError("EMAIL_CHANGE_EXPIRED", { data: { field: "code" } });
  const hash = await codeHash(c.env, scope(user.id, pending.new_email), normalizeMfaCode(rawCode));
  // The code is taken in the same transaction as the switch: a second use finds nothing.
  const taken = `user_id = ?1 AND code_hash = ?2 AND expires_at > ?3 AND attempts < ?4`;
  let changed: number;
  // The old address hears of the change (a security email: always sent, whatever the notification
  // switches say); its outbox row lands in the switch's batch, only if the switch happened.
  const link = new URL("/settings/security/", c.req.url).href;
  const lines = [N.intro(user.first_name || user.username, emailHint(pending.new_email))];
  const text = [...lines, "", N.notYou, "", link, "", N.signature, ""].join("\n");
  const html = await linkEmailHtml({ subject: N.subject, lines, button: N.button, link, footnote: N.notYou, signature: N.signature });
  const mail = outboxEmail(db, "email_changed", { to: user.email, subject: N.subject, text, html }, new URL(c.req.url).origin, {
    onlyIf: { sql: "changes() = 1", params: [] },
  });
  try {
    const [update] = await db.batch([
      db
        .prepare(
          `UPDATE users SET email = (SELECT new_email FROM email_changes WHERE ${taken}), updated_at = ?3 WHERE id = ?1 AND EXISTS (SELECT 1 FROM email_changes WHERE ${taken})`,
        )
        .bind(user.id, hash, now, EMAIL_CHANGE_ATTEMPTS_MAX),
      mail.statement,
      db.prepare(`DELETE FROM email_changes WHERE ${taken}`).bind(user.id, hash, now, EMAIL_CHANGE_ATTEMPTS_MAX),
    ]);
    changed = update!.meta.changes;
  } catch (err) {
    if (/UNIQUE constraint failed: users\.email/.test(String((err as Error)?.message ?? err))) {
      await db.prepare("DELETE FROM email_changes WHERE user_id = ?").bind(user.id).run();
      throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
    }
    throw err;
  }
  if (changed === 0) {
    const counted = await db
      .prepare("UPDATE email_changes SET attempts = attempts + 1 WHERE user_id = ? RETURNING attempts")
      .bind(user.id)
      .first<{ attempts: number }>();
    if (!counted) throw new ApiError("EMAIL_CHANGE_EXPIRED", { data: { field: "code" } });
    const left = EMAIL_CHANGE_ATTEMPTS_MAX - counted.attempts;
    if (left <= 0) {
      await db.prepare("DELETE FROM email_changes WHERE user_id = ?").bind(user.id).run();
      throw new ApiError("EMAIL_CHANGE_TOO_MANY_TRIES", { data: { field: "code" } });
    }
    throw new ApiError("EMAIL_CHANGE_CODE_INCORRECT", { data: { field: "code", tries_left: left } });
  }
  await deliverSoon(c.env, [mail.id]);
}
