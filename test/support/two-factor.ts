/**
 * Two-factor helpers for tests (docs/decisions/019): authenticator codes computed here, from RFC
 * 4226/6238 with node:crypto — not with the library the Worker uses, so a test checks the Worker
 * against the standard — and set-up through the API.
 */
import { createHmac } from "node:crypto";
import type { ApiClient } from "./api-client";
import { expectOk } from "./api-client";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
export const TOTP_PERIOD_MS = 30_000;

function base32Bytes(secret: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of secret.replace(/=+$/, "").toUpperCase()) {
    const i = BASE32.indexOf(ch);
    if (i < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | i;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 HOTP (HMAC-SHA-1, dynamic truncation, 6 digits). */
export function hotp(secret: string, counter: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", base32Bytes(secret)).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const n = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(n % 1_000_000).padStart(6, "0");
}

/** The RFC 6238 time step now. */
export const nowStep = () => Math.floor(Date.now() / TOTP_PERIOD_MS);

/**
 * An app's codes as a person's phone makes them: each code of a later step than the last one
 * given (the Worker refuses a step it has seen), within the one-step drift it accepts.
 */
export class Authenticator {
  private last = -Infinity;
  constructor(readonly secret: string) {}

  /**
   * The code of the next unused step, the current or the next one; waits when both are used. Never
   * the previous step: the Worker accepts it only until the current step ends, and a request on a
   * busy machine can reach it after that.
   */
  async code(): Promise<string> {
    for (;;) {
      const step = Math.max(nowStep(), this.last + 1);
      if (step <= nowStep() + 1) {
        this.last = step;
        return hotp(this.secret, step);
      }
      await new Promise((r) => setTimeout(r, (nowStep() + 1) * TOTP_PERIOD_MS - Date.now() + 50));
    }
  }

  /** The step of the last code given. */
  lastStep(): number {
    return this.last;
  }

  /** A code of a step already used (a replay). */
  usedCode(): string {
    return hotp(this.secret, this.last);
  }
}

export interface SetupAnswer {
  method: "totp" | "email";
  secret: string | null;
  otpauth_uri: string | null;
  email_hint: string | null;
  expires_at: number;
}

export interface Enrolled {
  app: Authenticator;
  backupCodes: string[];
}

/** Turns two-factor on with an authenticator app for the client's account (asserting success). */
export async function enrolApp(client: ApiClient): Promise<Enrolled> {
  const setup = expectOk(await client.post<SetupAnswer>("/v3/users/me/two_factor/setup/", { method: "totp" }));
  const app = new Authenticator(setup.secret!);
  const on = expectOk(
    await client.post<{ method: string; backup_codes: string[] }>("/v3/users/me/two_factor/", { code: await app.code() }),
  );
  return { app, backupCodes: on.backup_codes };
}

/** The 6-digit code of a code email (its subject starts with it). */
export function codeIn(mail: { subject: string; text_body: string }): string {
  const m = /^(\d{6}) /.exec(mail.subject);
  if (!m || !mail.text_body.includes(m[1]!)) throw new Error(`no code in: ${mail.subject}`);
  return m[1]!;
}
