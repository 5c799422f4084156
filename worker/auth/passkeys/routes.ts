/**
 * Why: passkeys (WebAuthn) log a person in with their device's screen lock: nothing to phish,
 * nothing to leak, and both factors at once (docs/decisions/038). Registered against
 * common/auth/passkeys/contracts.ts: the viewer's passkeys on /settings/security (list, add,
 * rename, add and remove with a fresh proof) and the log-in with one. @simplewebauthn/server does the
 * WebAuthn checks (signature, client data, authenticator data, counter) with WebCrypto; this file
 * decides what they are checked against — a single-use challenge of this browser
 * (./ceremony.ts), the relying party and origins of config, user verification always — and what
 * a success does. Every refusal is a catalogue error; a failed verification never says which
 * check failed (the person can only try again).
 */
import type { Context } from "hono";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { MFA_CODE_SECONDS, MFA_RESENDS_MAX, PASSKEY_LOGIN_TYPE } from "~common/auth/constants";
import {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyEmailCodeRoute,
  passkeyLogInRoute,
  passkeyRegistrationOptionsRoute,
  passkeysRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from "~common/auth/passkeys/contracts";
import {
  authenticatorLabel,
  checkPasskeyName,
  checkProof,
  normalizePasskeyName,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_MAX,
  proofKindsOf,
} from "~common/auth/passkeys/rules";
import type { AuthenticationCredential, PasskeyProof } from "~common/auth/passkeys/schemas";
import { describeUserAgent, deviceName } from "~common/auth/sessions";
import { deviceKey, deviceLabel } from "~common/auth/sign-in-history";
import { emailHint, normalizeMfaCode } from "~common/auth/two-factor";
import { PRODUCT_NAME } from "~common/platform/messages";
import { ApiError } from "~common/errors";
import { config } from "../../platform/config";
import { primaryOf } from "../../platform/d1-sessions";
import { deliverSoon, outboxEmail } from "../../platform/outbox";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { admitHiddenAccount } from "../account-lifecycle";
import { lockoutStub } from "../login";
import { verifyPassword } from "../password";
import { countAttempt } from "../recovery";
import { startSession } from "../sessions";
import { recordRefusedSignIns, refusedSignIn, signInBatch } from "../sign-in-history";
import { codeEmail, codeHash, confirmWithCode, newEmailCode } from "../two-factor";
import { findUserById, toLoggedInUser, type UserRow } from "../users";
import { passkeyAddedEmail } from "./added-email";
import {
  fromBase64url,
  nowSeconds,
  readCeremony,
  randomToken,
  relyingParty,
  rememberChallenge,
  takeCeremony,
  toBase64url,
} from "./ceremony";
import {
  deletePasskey,
  findPasskey,
  handleOwner,
  insertPasskey,
  markUsed,
  passkeysOf,
  renamePasskey,
  storeEmailCode,
  takeEmailCode,
  toPasskey,
  userHandleOf,
  type PasskeyRow,
} from "./store";

const TIMEOUT_MS = PASSKEY_CHALLENGE_SECONDS * 1000;
/**
 * The WebAuthn library, loaded by the first passkey request of an isolate: its attestation
 * verifiers bring ASN.1 and X.509 code that no other request needs (docs/decisions/038).
 */
const webauthn = () => import("@simplewebauthn/server");
const transportsOf = (row: PasskeyRow) => (row.transports ? row.transports.split(",") : []);
const view = (row: PasskeyRow) => toPasskey(row, authenticatorLabel(row.aaguid), row.device ? deviceLabel(row.device) : null);
const listOf = async (db: D1Database, userId: string) => ({ passkeys: (await passkeysOf(db, userId)).map(view), max: PASSKEYS_MAX });

/** A name typed for a passkey, or the catalogue's refusal. */
function checkedName(raw: string): string {
  const failure = checkPasskeyName(raw);
  if (failure) throw new ApiError(failure.error, { data: { field: failure.field } });
  return normalizePasskeyName(raw);
}

/** The name of a passkey nobody named: its authenticator's, else this device's ("Chrome on Linux"). */
function defaultName(aaguid: string, userAgent: string | undefined): string {
  return authenticatorLabel(aaguid) ?? deviceName(describeUserAgent(userAgent));
}

/**
 * Checks an assertion of `row` over a challenge already taken; on success moves its counter
 * (only from the value verified against) and marks it used. Any failure is `refusal`.
 */
async function verifyAssertion(
  c: Context<ApiEnv>,
  row: PasskeyRow,
  credential: AuthenticationCredential,
  expected: { challenge: string; origin: string; rpId: string },
  refusal: "PASSKEY_LOGIN_FAILED" | "PASSKEY_CONFIRMATION_INCORRECT",
): Promise<void> {
  let info;
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const result = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: expected.challenge,
      expectedOrigin: expected.origin,
      expectedRPID: expected.rpId,
      credential: {
        id: row.id,
        publicKey: fromBase64url(row.public_key),
        counter: row.counter,
        transports: transportsOf(row) as never,
      },
      requireUserVerification: true,
    });
    if (!result.verified) throw new ApiError(refusal);
    info = result.authenticationInfo;
  } catch {
    throw new ApiError(refusal);
  }
  const moved = await markUsed(c.env.DB, {
    id: row.id,
    oldCounter: row.counter,
    newCounter: info.newCounter,
    backedUp: info.credentialBackedUp,
    deviceType: info.credentialDeviceType,
    now: nowSeconds(),
  });
  if (!moved) throw new ApiError(refusal);
}

/**
 * One fresh proof that the viewer is the owner, before a passkey is added or removed (a session
 * alone is not: it may be a stolen cookie). A passkey of the account proves it with nothing to
 * guess, so it is not counted (as a passkey log-in works through the lock) and forgives earlier
 * failures as that log-in does. A password or code is a guess: it counts against the account's
 * LoginLockout before it is judged — the log-in's own counter, so a thief holding a session gets
 * no guesses beside the log-in's — and a right one forgives them.
 */
export async function proveOwner(c: Context<ApiEnv>, user: UserRow, proof: PasskeyProof): Promise<void> {
  if (checkProof(proof)) throw new ApiError("PASSKEY_CONFIRMATION_REQUIRED");
  const lockout = lockoutStub(c.env, user.id);
  if (proof.credential) {
    const credential = proof.credential;
    const expected = await takeCeremony(c, credential.response.clientDataJSON, "confirm", user.id, "PASSKEY_CONFIRMATION_INCORRECT");
    const row = await findPasskey(c.env.DB, credential.id);
    if (!row || row.user_id !== user.id) throw new ApiError("PASSKEY_CONFIRMATION_INCORRECT");
    await verifyAssertion(c, row, credential, expected, "PASSKEY_CONFIRMATION_INCORRECT");
    await lockout.succeeded();
    return;
  }
  const verdict = await lockout.begin();
  if (!verdict.allowed) {
    const retry = "retryAfterSeconds" in verdict ? verdict.retryAfterSeconds : config(c.env).LOGIN_LOCKOUT_SECONDS;
    throw new ApiError("PASSKEY_CHECKS_LIMITED", { headers: { "Retry-After": String(retry) }, data: { retry_after_seconds: retry } });
  }
  const now = nowSeconds();
  const confirmed = proof.password
    ? user.password_hash !== null && (await verifyPassword(proof.password, user.password_hash))
    : user.two_factor_method
      ? await confirmWithCode(c.env, user, proof.code ?? "", now)
      : await takeEmailCode(c.env.DB, user.id, await codeHash(c.env, emailCodeScope(user.id), normalizeMfaCode(proof.code)), now);
  if (!confirmed) {
    const left = Math.max(0, config(c.env).LOGIN_LOCKOUT_THRESHOLD - verdict.failures);
    throw new ApiError("PASSKEY_CONFIRMATION_INCORRECT", { data: { tries_left: left } });
  }
  await lockout.succeeded();
}

/** The emailed proof codes' HMAC scope, apart from two-factor's. */
const emailCodeScope = (userId: string) => `passkey-proof:${userId}`;

/**
 * A new passkey is a new way in: its account hears of it. The email's outbox row is written in the
 * passkey's own batch, only if the passkey was stored, so a stored passkey always has its email.
 */
async function addedEmail(c: Context<ApiEnv>, user: UserRow, p: { id: string; name: string; device: string | null; at: number }) {
  const origin = new URL(c.req.url).origin;
  const message = await passkeyAddedEmail({
    to: user.email,
    firstName: user.first_name,
    name: p.name,
    device: p.device ?? "|",
    at: p.at,
    origin,
  });
  return outboxEmail(c.env.DB, "passkey_added", message, origin, {
    onlyIf: { sql: "EXISTS (SELECT 1 FROM passkeys WHERE id = ? AND user_id = ? AND created_at = ?)", params: [p.id, user.id, p.at] },
  });
}

const router = createRouter();
// Options for a log-in are asked for by every visit of /login (autofill): the look-up limit. The
// log-in itself counts as one.
router.on("POST", passkeyAuthenticationOptionsRoute.path, rateLimit("lookup"));
router.on("POST", passkeyLogInRoute.path, rateLimit("login"));
// A known passkey that fails to log in is a failed sign-in of its account (worker/auth/sign-in-history).
router.on("POST", passkeyLogInRoute.path, recordRefusedSignIns);
// Registration options judge a proof: the per-IP account bucket before the per-account lockout.
router.on("POST", passkeyRegistrationOptionsRoute.path, rateLimit("account"));
router.on("POST", passkeyEmailCodeRoute.path, rateLimit("account"));

export const passkeyRoutes = router
  .openapi(passkeysRoute, async (c) => {
    const { user } = await requireSession(c);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listOf(c.env.DB, user.id));
  })
  .openapi(passkeyRegistrationOptionsRoute, async (c) => {
    const { user } = await requireSession(c);
    const { rpId } = relyingParty(c);
    const db = c.env.DB;
    const existing = await passkeysOf(db, user.id);
    if (existing.length >= PASSKEYS_MAX) throw new ApiError("PASSKEY_LIMIT_REACHED");
    // The register challenge below exists only after this proof: it is what binds the two.
    await proveOwner(c, user, c.req.valid("json"));
    const handle = await userHandleOf(db, user.id, randomToken);
    const { generateRegistrationOptions } = await webauthn();
    const options = await generateRegistrationOptions({
      rpName: PRODUCT_NAME,
      rpID: rpId,
      userName: user.email,
      userDisplayName: [user.first_name, user.last_name].filter(Boolean).join(" ") || user.username,
      userID: fromBase64url(handle),
      attestationType: "none",
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
      authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
      timeout: TIMEOUT_MS,
    });
    await rememberChallenge(c, options.challenge, "register", user.id);
    c.header("Cache-Control", "private, no-store");
    return ok(c, options);
  })
  .openapi(addPasskeyRoute, async (c) => {
    const { user } = await requireSession(c);
    const { credential, name } = c.req.valid("json");
    const typed = name !== undefined && name.trim() !== "" ? checkedName(name) : null;
    // The challenge is used in the passkey's own batch (./store.ts insertPasskey), or here when the answer is refused.
    const expected = await readCeremony(c, credential.response.clientDataJSON, "register", user.id, "PASSKEY_NOT_VERIFIED");
    let info;
    try {
      const { verifyRegistrationResponse } = await webauthn();
      const result = await verifyRegistrationResponse({
        response: credential as RegistrationResponseJSON,
        expectedChallenge: expected.challenge,
        expectedOrigin: expected.origin,
        expectedRPID: expected.rpId,
        requireUserVerification: true,
      });
      if (!result.verified) throw new ApiError("PASSKEY_NOT_VERIFIED");
      info = result.registrationInfo;
    } catch {
      await expected.use.run();
      throw new ApiError("PASSKEY_NOT_VERIFIED");
    }
    const now = nowSeconds();
    const passkeyName = typed ?? defaultName(info.aaguid, c.req.header("user-agent"));
    const device = deviceKey(describeUserAgent(c.req.header("user-agent")));
    const mail = await addedEmail(c, user, { id: info.credential.id, name: passkeyName, device, at: now });
    // A way in from this device: in the history, and the new-device email if the device is new, with the passkey or not at all.
    const signIn = await signInBatch(c, user, "passkey_added", {
      sql: "EXISTS (SELECT 1 FROM passkeys WHERE id = ? AND user_id = ? AND created_at = ?)",
      params: [info.credential.id, user.id, now],
    });
    const stored = await insertPasskey(
      c.env.DB,
      {
        id: info.credential.id,
        userId: user.id,
        name: passkeyName,
        publicKey: toBase64url(info.credential.publicKey),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).slice(0, 8),
        aaguid: info.aaguid,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        device,
        now,
      },
      expected.use,
      [mail.statement, ...signIn.statements],
    );
    if (stored === "challenge used") throw new ApiError("PASSKEY_CEREMONY_EXPIRED");
    if (stored === "taken") throw new ApiError("PASSKEY_ALREADY_REGISTERED");
    if (stored === "full") throw new ApiError("PASSKEY_LIMIT_REACHED");
    await deliverSoon(c.env, [mail.id, signIn.outboxId]);
    c.header("Cache-Control", "private, no-store");
    return ok(c, view(stored));
  })
  .openapi(renamePasskeyRoute, async (c) => {
    const { user } = await requireSession(c);
    const { passkeyId } = c.req.valid("param");
    const name = checkedName(c.req.valid("json").name);
    const row = await renamePasskey(c.env.DB, user.id, passkeyId, name);
    if (!row) throw new ApiError("PASSKEY_NOT_FOUND");
    return ok(c, view(row));
  })
  .openapi(removePasskeyRoute, async (c) => {
    const { user } = await requireSession(c);
    const { passkeyId } = c.req.valid("param");
    const row = await findPasskey(c.env.DB, passkeyId);
    if (!row || row.user_id !== user.id) throw new ApiError("PASSKEY_NOT_FOUND");
    await proveOwner(c, user, c.req.valid("json"));
    await deletePasskey(c.env.DB, user.id, passkeyId);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listOf(c.env.DB, user.id));
  })
  .openapi(passkeyEmailCodeRoute, async (c) => {
    const { user } = await requireSession(c);
    const kinds = proofKindsOf({ hasPassword: user.password_hash !== null, twoFactorMethod: user.two_factor_method, passkeys: 0 });
    if (kinds.emailCode !== "passkey") throw new ApiError("PASSKEY_EMAIL_CODE_UNAVAILABLE");
    const now = nowSeconds();
    const sent = await countAttempt(c.env.DB, `passkey:mail:${user.id}`, MFA_CODE_SECONDS, now);
    if (sent.count > MFA_RESENDS_MAX + 1)
      throw new ApiError("MFA_RESENDS_LIMITED", { data: { retry_after_seconds: sent.retryAfterSeconds } });
    const code = newEmailCode();
    const expiresAt = now + MFA_CODE_SECONDS;
    const mail = await codeEmail(c, user.email, code);
    await storeEmailCode(c.env.DB, { userId: user.id, codeHash: await codeHash(c.env, emailCodeScope(user.id), code), expiresAt, now }, [
      mail.statement,
    ]);
    await deliverSoon(c.env, [mail.id]);
    c.header("Cache-Control", "private, no-store");
    return ok(c, { email_hint: emailHint(user.email), expires_at: expiresAt });
  })
  .openapi(passkeyAuthenticationOptionsRoute, async (c) => {
    const { purpose } = c.req.valid("json");
    const { rpId } = relyingParty(c);
    const user = purpose === "confirm" ? (await requireSession(c)).user : null;
    const mine = user ? await passkeysOf(c.env.DB, user.id) : [];
    const { generateAuthenticationOptions } = await webauthn();
    const options = await generateAuthenticationOptions({
      rpID: rpId,
      userVerification: "required",
      timeout: TIMEOUT_MS,
      ...(user && { allowCredentials: mine.map((row) => ({ id: row.id, transports: transportsOf(row) })) }),
    });
    await rememberChallenge(c, options.challenge, purpose, user?.id ?? null);
    c.header("Cache-Control", "private, no-store");
    return ok(c, options);
  })
  .openapi(passkeyLogInRoute, async (c) => {
    const { credential } = c.req.valid("json");
    // On the primary: a lagging replica would still hold a removed passkey or a state since banned.
    const db = primaryOf(c.env.DB);
    const expected = await takeCeremony(c, credential.response.clientDataJSON, "login", null, "PASSKEY_LOGIN_FAILED");
    const row = await findPasskey(db, credential.id);
    if (!row) throw new ApiError("PASSKEY_UNKNOWN");
    // The handle the authenticator stored with the passkey must be its account's.
    const handle = credential.response.userHandle;
    const attempt = { userId: row.user_id, method: "passkey" as const };
    if (handle && (await handleOwner(db, handle))?.user_id !== row.user_id)
      throw refusedSignIn(new ApiError("PASSKEY_LOGIN_FAILED"), attempt);
    await verifyAssertion(c, row, credential, expected, "PASSKEY_LOGIN_FAILED").catch((error: unknown) => {
      throw error instanceof ApiError ? refusedSignIn(error, attempt) : error;
    });
    const user = await findUserById(db, row.user_id);
    if (!user) throw new ApiError("PASSKEY_UNKNOWN");
    if (user.account_state === "soft_banned") throw new ApiError("ACCOUNT_SOFT_BANNED");
    if (user.account_state === "suspended") throw new ApiError("ACCOUNT_SUSPENDED");
    if (user.account_state === "deactivated") throw new ApiError("ACCOUNT_DEACTIVATED");
    // Both factors at once (user verification is required): no code step; the password's failures are forgiven.
    await lockoutStub(c.env, user.id).succeeded();
    // A deactivated account comes back; a closed one has no passkeys left (docs/decisions/042).
    const reactivated = await admitHiddenAccount(c, user);
    await startSession(c, user, await signInBatch(c, user, "passkey"));
    return ok(c, { user: toLoggedInUser(user), login_type: PASSKEY_LOGIN_TYPE, ...(reactivated && { reactivated: true }) });
  });
