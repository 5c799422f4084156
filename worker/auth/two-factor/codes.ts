/**
 * Why: the three places that take a second factor — a log-in (auth.md §2.2 loginMfa), a set-up's
 * first code and turning it off — judge a code the same way: 6 digits are the authenticator app's
 * code (its time step taken, so it works once) or the emailed code of the challenge; a backup code
 * is one of the account's unused ones (used up by taking it). This module makes codes, emails
 * them through the Worker's one outbox (worker/platform/email/email-sender.ts: the D1 mailbox locally,
 * Cloudflare Email Service when deployed) and judges them.
 */
import type { Context } from "hono";
import { html } from "hono/html";
import { BACKUP_CODE_COUNT, MFA_CODE_DIGITS } from "~common/auth/constants";
import { BACKUP_CODE_ALPHABET, BACKUP_CODE_LENGTH, mfaCodeKind, normalizeMfaCode, type MfaMethod } from "~common/auth/two-factor/rules";
import { TWO_FACTOR_API_MESSAGES as T2 } from "~common/auth/two-factor/errors";
import { TWO_FACTOR_EMAIL_COPY as T } from "~common/auth/two-factor/settings-messages";
import { ApiError } from "~common/errors";
import { outboxEmail, type OutboxCondition } from "../../platform/outbox";
import type { ApiEnv } from "../../platform/types";
import { codeHash, openSecret } from "./keys";
import type { ChallengeRow } from "./store";
import { backupCodeUsed, takeTotpStep, totpSecretOf, useBackupCode } from "./store";
import { totpCodeStep } from "./totp";

/** A uniformly random code of `MFA_CODE_DIGITS` digits (rejection sampling: no modulo bias). */
export function newEmailCode(): string {
  const limit = 10 ** MFA_CODE_DIGITS;
  const ceiling = Math.floor(0x1_0000_0000 / limit) * limit;
  for (;;) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n! < ceiling) return String(n! % limit).padStart(MFA_CODE_DIGITS, "0");
  }
}

/** BACKUP_CODE_COUNT new backup codes, normalized (32 letters: 5 bits of a random byte each, unbiased). */
export function newBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from(crypto.getRandomValues(new Uint8Array(BACKUP_CODE_LENGTH)), (b) => BACKUP_CODE_ALPHABET[b & 31]).join(""),
  );
}

export const backupScope = (userId: string) => `backup:${userId}`;
export const emailScope = (challengeId: string) => `email:${challengeId}`;

/**
 * The code email's outbox row (worker/platform/outbox/), for the batch that stores the code; hand
 * its id to `deliverSoon` after that batch.
 *
 * @example
 * const mail = await codeEmail(c, user.email, code);
 * await createChallenge(db, challenge, [mail.statement]);
 * await deliverSoon(c.env, [mail.id]);
 */
export async function codeEmail(
  c: Context<ApiEnv>,
  to: string,
  code: string,
  onlyIf?: OutboxCondition,
): Promise<{ id: string; statement: D1PreparedStatement }> {
  const text = [T.intro(code), T.validity, "", T.notYou, "", T.signature, ""].join("\n");
  const body = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${T.subject(code)}</title>
      </head>
      <body style="margin:0;padding:24px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#111;background:#fff">
        <p>${T.intro(code)}</p>
        <p style="font-size:32px;font-weight:700;letter-spacing:6px">${code}</p>
        <p>${T.validity}</p>
        <p style="font-size:14px;color:#555">${T.notYou}</p>
        <p>${T.signature}</p>
      </body>
    </html> `;
  return outboxEmail(c.env.DB, "two_factor_code", { to, subject: T.subject(code), text, html: String(body) }, new URL(c.req.url).origin, {
    onlyIf,
  });
}

/** A judged code: good (and now used), or refused, with `used` when it was good once and already used. */
export interface Judged {
  ok: boolean;
  step?: number;
  used?: "app" | "backup";
}

/** What a code is checked against. */
export type CodeCheck =
  /** The account's own factor (a log-in, turning it off): its app or the challenge's emailed code, or a backup code. */
  | { kind: "account"; userId: string; method: MfaMethod; emailed: ChallengeRow | null }
  /** A set-up's first code: the key being set up, or the code just emailed; no backup code yet. */
  | { kind: "setup"; challenge: ChallengeRow };

/**
 * Judges `raw` (already through checkMfaCode): true when it is a good code, which is used up by
 * this. For a set-up with an app, the step its code belonged to (the key's first `last_step`).
 *
 * @example
 * const { ok } = await judgeCode(c.env, { kind: "account", userId, method: "totp", emailed: null }, "123456", now);
 */
export async function judgeCode(env: Env, check: CodeCheck, raw: string, now: number): Promise<Judged> {
  const code = normalizeMfaCode(raw);
  const kind = mfaCodeKind(code);
  const db = env.DB;
  if (check.kind === "setup") {
    const c = check.challenge;
    if (kind !== "otp") return { ok: false };
    if (c.method === "email") return { ok: c.code_hash !== null && c.code_hash === (await codeHash(env, emailScope(c.id), code)) };
    const step = c.secret_sealed ? await totpCodeStep(await openSecret(env, c.secret_sealed), code) : null;
    return step === null ? { ok: false } : { ok: true, step };
  }
  if (kind === "backup") {
    const hash = await codeHash(env, backupScope(check.userId), code);
    if (await useBackupCode(db, check.userId, hash, now)) return { ok: true };
    return (await backupCodeUsed(db, check.userId, hash)) ? { ok: false, used: "backup" } : { ok: false };
  }
  if (kind !== "otp") return { ok: false };
  if (check.method === "email") {
    const c = check.emailed;
    return { ok: c !== null && c.code_hash !== null && c.code_hash === (await codeHash(env, emailScope(c.id), code)) };
  }
  const key = await totpSecretOf(db, check.userId);
  const step = key ? await totpCodeStep(await openSecret(env, key.secret_sealed), code) : null;
  if (step === null) return { ok: false };
  // The app's current code, already used (by the set-up or a log-in a moment ago): it works once.
  return (await takeTotpStep(db, check.userId, step)) ? { ok: true } : { ok: false, used: "app" };
}

/**
 * MFA_CODE_INCORRECT for a refused code, saying so when the code was a good one already used (a
 * person who just turned two-factor on and logs in again within the code's 30 s would otherwise
 * read "isn't right" about the code their app shows).
 */
export function codeIncorrect(judged: Judged, triesLeft: number): ApiError {
  const message = judged.used === "app" ? T2.codeUsed : judged.used === "backup" ? T2.backupCodeUsed : undefined;
  return new ApiError("MFA_CODE_INCORRECT", { message, data: { field: "code", tries_left: triesLeft } });
}
