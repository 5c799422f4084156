/**
 * Why: passkeys (WebAuthn) log a person in with their device's screen lock: nothing to phish,
 * nothing to leak, and both factors at once (docs/decisions/038). Registered against
 * common/auth/passkeys/contracts.ts: the viewer's passkeys on /settings/security (list, add,
 * rename, remove with a fresh proof) and the log-in with one. @simplewebauthn/server does the
 * WebAuthn checks (signature, client data, authenticator data, counter) with WebCrypto; this file
 * decides what they are checked against — a single-use challenge of this browser
 * (./ceremony.ts), the relying party and origins of config, user verification always — and what
 * a success does. Every refusal is a catalogue error; a failed verification never says which
 * check failed (the person can only try again).
 */
import type { Context } from "hono";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { MFA_CODE_SECONDS, MFA_MAX_TRIES, PASSKEY_LOGIN_TYPE } from "~common/auth/constants";
import {
  addPasskeyRoute,
  passkeyAuthenticationOptionsRoute,
  passkeyLogInRoute,
  passkeyRegistrationOptionsRoute,
  passkeysRoute,
  removePasskeyRoute,
  renamePasskeyRoute,
} from "~common/auth/passkeys/contracts";
import {
  authenticatorLabel,
  checkPasskeyName,
  normalizePasskeyName,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_MAX,
} from "~common/auth/passkeys/rules";
import type { AuthenticationCredential } from "~common/auth/passkeys/schemas";
import { describeUserAgent, deviceName } from "~common/auth/sessions";
import { PRODUCT_NAME } from "~common/platform/messages";
import { ApiError } from "~common/errors";
import { requireSession } from "../../platform/guards";
import { rateLimit } from "../../platform/middleware";
import { ok } from "../../platform/respond";
import { createRouter } from "../../platform/router";
import type { ApiEnv } from "../../platform/types";
import { lockoutStub } from "../login";
import { verifyPassword } from "../password";
import { clearAttempts, countAttempt } from "../recovery";
import { startSession } from "../sessions";
import { recordRefusedSignIns, recordSignIn, refusedSignIn } from "../sign-in-history";
import { confirmWithCode } from "../two-factor";
import { findUserById, toLoggedInUser, type UserRow } from "../users";
import { fromBase64url, nowSeconds, randomToken, relyingParty, rememberChallenge, takeCeremony, toBase64url } from "./ceremony";
import {
  deletePasskey,
  findPasskey,
  handleOwner,
  insertPasskey,
  markUsed,
  passkeysOf,
  renamePasskey,
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
const view = (row: PasskeyRow) => toPasskey(row, authenticatorLabel(row.aaguid));
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

/** Removing a passkey: one fresh proof (password, two-factor code, or another use of a passkey), counted before it is judged. */
async function confirmOwner(
  c: Context<ApiEnv>,
  user: UserRow,
  body: { password?: string; code?: string; credential?: AuthenticationCredential },
) {
  if (!body.password && !body.code && !body.credential) throw new ApiError("PASSKEY_CONFIRMATION_REQUIRED");
  const now = nowSeconds();
  const key = `passkey:confirm:${user.id}`;
  const attempt = await countAttempt(c.env.DB, key, MFA_CODE_SECONDS, now);
  if (attempt.count > MFA_MAX_TRIES) {
    throw new ApiError("PASSKEY_CHECKS_LIMITED", {
      headers: { "Retry-After": String(attempt.retryAfterSeconds) },
      data: { retry_after_seconds: attempt.retryAfterSeconds },
    });
  }
  let confirmed = false;
  if (body.credential) {
    const expected = await takeCeremony(c, body.credential.response.clientDataJSON, "confirm", user.id, "PASSKEY_LOGIN_FAILED").catch(
      (error: unknown) => {
        if (error instanceof ApiError && error.key === "PASSKEY_CEREMONY_EXPIRED") throw error;
        return null;
      },
    );
    const row = expected ? await findPasskey(c.env.DB, body.credential.id) : null;
    if (expected && row && row.user_id === user.id) {
      confirmed = await verifyAssertion(c, row, body.credential, expected, "PASSKEY_CONFIRMATION_INCORRECT").then(
        () => true,
        () => false,
      );
    }
  } else if (body.password) {
    confirmed = user.password_hash !== null && (await verifyPassword(body.password, user.password_hash));
  } else if (body.code) {
    confirmed = await confirmWithCode(c.env, user, body.code, now);
  }
  if (!confirmed)
    throw new ApiError("PASSKEY_CONFIRMATION_INCORRECT", { data: { tries_left: Math.max(0, MFA_MAX_TRIES - attempt.count) } });
  await clearAttempts(c.env.DB, key);
}

const router = createRouter();
// Options for a log-in are asked for by every visit of /login (autofill): the look-up limit. The
// log-in itself counts as one.
router.on("POST", passkeyAuthenticationOptionsRoute.path, rateLimit("lookup"));
router.on("POST", passkeyLogInRoute.path, rateLimit("login"));
// A known passkey that fails to log in is a failed sign-in of its account (worker/auth/sign-in-history).
router.on("POST", passkeyLogInRoute.path, recordRefusedSignIns);

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
    const expected = await takeCeremony(c, credential.response.clientDataJSON, "register", user.id, "PASSKEY_NOT_VERIFIED");
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
      throw new ApiError("PASSKEY_NOT_VERIFIED");
    }
    const now = nowSeconds();
    const stored = await insertPasskey(c.env.DB, {
      id: info.credential.id,
      userId: user.id,
      name: typed ?? defaultName(info.aaguid, c.req.header("user-agent")),
      publicKey: toBase64url(info.credential.publicKey),
      counter: info.credential.counter,
      transports: (info.credential.transports ?? []).slice(0, 8),
      aaguid: info.aaguid,
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      now,
    });
    if (stored === "taken") throw new ApiError("PASSKEY_ALREADY_REGISTERED");
    if (stored === "full") throw new ApiError("PASSKEY_LIMIT_REACHED");
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
    await confirmOwner(c, user, c.req.valid("json"));
    await deletePasskey(c.env.DB, user.id, passkeyId);
    c.header("Cache-Control", "private, no-store");
    return ok(c, await listOf(c.env.DB, user.id));
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
    const db = c.env.DB;
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
    await startSession(c, user);
    await recordSignIn(c, { userId: user.id, method: "passkey", ok: true });
    return ok(c, { user: toLoggedInUser(user), login_type: PASSKEY_LOGIN_TYPE });
  });
