/**
 * Facebook-connected accounts for the Worker tests (docs/decisions/020): rows made with the seed's
 * statements (scripts/seed/seed-facebook.ts), linked to a person of the Graph stand-in
 * (scripts/local-facebook.ts), and the stand-in's OAuth dialog as the popup follows it.
 */
import { expect } from "vitest";
import { FACEBOOK_PEOPLE, type FacebookPersonName } from "../../scripts/local-facebook";
import { facebookAccountStatements } from "../../scripts/seed/seed-facebook";
import { hashPassword } from "~worker/auth/password/password-hash";
import { type ApiClient, expectOk } from "./api-client";
import { CHEAP_SCRYPT, GOOD_PASSWORD, uniqueEmail } from "./auth-fixtures";
import type { RunningWorker } from "./worker-harness";

export { FACEBOOK_PEOPLE };

/** Makes an account linked to `person` (Facebook-only unless `password`), with a fresh email. */
export async function insertFacebookAccount(worker: RunningWorker, person: FacebookPersonName, opts: { password?: string } = {}) {
  const env = await worker.env();
  const id = crypto.randomUUID();
  const email = uniqueEmail(person, "facebook");
  const passwordHash = opts.password === undefined ? null : await hashPassword(opts.password ?? GOOD_PASSWORD, CHEAP_SCRYPT);
  await env.DB.batch(
    facebookAccountStatements(env.DB, { id, username: `fb${id.replace(/-/g, "").slice(0, 16)}`, person, passwordHash, email }),
  );
  return { id, email, password: opts.password, facebookId: FACEBOOK_PEOPLE[person].id, token: FACEBOOK_PEOPLE[person].token };
}

/**
 * The code and state the stand-in's dialog sends the popup back with, for `person` ("cancel":
 * the person refuses, and the answer holds error=access_denied instead of a code).
 */
export async function facebookDialog(client: ApiClient, person: FacebookPersonName | "cancel"): Promise<URL> {
  const { dialog_url } = expectOk(await client.post<{ dialog_url: string }>("/v3/facebook/connect/start/", {}));
  const dialog = new URL(dialog_url);
  const page = await fetch(dialog);
  expect(page.status).toBe(200);
  const confirm = new URL("/dialog/oauth/confirm", dialog);
  for (const k of ["client_id", "redirect_uri", "state"]) confirm.searchParams.set(k, dialog.searchParams.get(k)!);
  confirm.searchParams.set("person", person);
  const res = await fetch(confirm, { redirect: "manual" });
  expect(res.status).toBe(302);
  return new URL(res.headers.get("location")!);
}
