/**
 * Zod schemas of the passkeys API (docs/decisions/038): the WebAuthn options the browser passes to
 * `navigator.credentials`, the credentials it answers with (the JSON forms of WebAuthn Level 3,
 * as @simplewebauthn/browser sends them), and a stored passkey as the settings page lists it.
 * Binary fields are base64url; sizes are bounded so a made-up answer costs no more than a real one.
 */
import { z } from "@hono/zod-openapi";
import { plainText } from "../../platform/text";
import { PASSWORD_MAX_LENGTH } from "../constants";
import { PASSKEY_CHALLENGE_SECONDS, PASSKEYS_MAX } from "./rules";

const base64url = (max: number, description: string) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, "base64url")
    .openapi({ description: `${description} (base64url)` });

const CredentialId = base64url(1366, "The credential id");
const Transports = z.array(z.string().max(32)).max(8);
const ExtensionResults = z.record(z.string(), z.unknown()).openapi({ description: "clientExtensionResults, as the browser gives them" });
const Attachment = z.enum(["platform", "cross-platform"]).optional();

export const RegistrationCredentialSchema = z
  .object({
    id: CredentialId,
    rawId: CredentialId,
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url(4096, "The client data"),
      attestationObject: base64url(16384, "The attestation object"),
      authenticatorData: base64url(4096, "The authenticator data").optional(),
      transports: Transports.optional(),
      // A COSE algorithm identifier (a 32-bit signed integer).
      publicKeyAlgorithm: z
        .number()
        .int()
        .min(-(2 ** 31))
        .max(2 ** 31 - 1)
        .optional(),
      publicKey: base64url(4096, "The public key (SPKI)").optional(),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  })
  .openapi("PasskeyRegistrationCredential", { description: "What navigator.credentials.create() made, as JSON" });

export const AuthenticationCredentialSchema = z
  .object({
    id: CredentialId,
    rawId: CredentialId,
    type: z.literal("public-key"),
    response: z.object({
      clientDataJSON: base64url(4096, "The client data"),
      authenticatorData: base64url(4096, "The authenticator data"),
      signature: base64url(1024, "The signature"),
      userHandle: base64url(128, "The account's user handle").optional(),
    }),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  })
  .openapi("PasskeyAuthenticationCredential", { description: "What navigator.credentials.get() answered, as JSON" });

const CredentialDescriptor = z.object({
  id: CredentialId,
  type: z.string().openapi({ example: "public-key" }),
  transports: Transports.optional(),
});

export const RegistrationOptionsSchema = z
  .looseObject({
    challenge: base64url(128, "The challenge: single use, for 5 minutes"),
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({
      id: base64url(128, "The account's user handle: random, never the email"),
      name: z.string(),
      displayName: z.string(),
    }),
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.string() })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(CredentialDescriptor).optional(),
    authenticatorSelection: z.record(z.string(), z.unknown()).optional(),
    attestation: z.string().optional(),
  })
  .openapi("PasskeyRegistrationOptions", { description: "PublicKeyCredentialCreationOptionsJSON (WebAuthn Level 3)" });

export const AuthenticationOptionsSchema = z
  .looseObject({
    challenge: base64url(128, "The challenge: single use, for 5 minutes"),
    rpId: z.string().optional(),
    timeout: z.number().int().optional(),
    allowCredentials: z.array(CredentialDescriptor).optional(),
    userVerification: z.string().optional(),
  })
  .openapi("PasskeyAuthenticationOptions", { description: "PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)" });

export const PasskeySchema = z
  .object({
    id: CredentialId,
    name: z.string(),
    authenticator: z.string().nullable().openapi({ description: "The authenticator's name where it says (its AAGUID), else null" }),
    device: z.string().nullable().openapi({
      description:
        'The device it was added from, as the session list words it ("Chrome on Linux"); null for passkeys added before this was kept',
      example: "Chrome on Linux",
    }),
    created_at: z.number().int().openapi({ description: "Epoch seconds" }),
    last_used_at: z.number().int().nullable().openapi({ description: "Epoch seconds of its last log-in or confirmation; null: never" }),
    backed_up: z.boolean().openapi({ description: "Synced to the person's other devices (a multi-device passkey)" }),
  })
  .openapi("Passkey");

export const PasskeyListSchema = z
  .object({
    passkeys: z.array(PasskeySchema),
    max: z.number().int().openapi({ description: "Passkeys an account may have", example: PASSKEYS_MAX }),
  })
  .openapi("PasskeyList", { description: "Newest first" });

export const AddPasskeyBodySchema = z
  .object({
    credential: RegistrationCredentialSchema,
    name: plainText(256).optional().openapi({ description: "Up to 64 characters; default: the authenticator's name, else the device's" }),
  })
  .openapi("AddPasskeyPayload");

export const RenamePasskeyBodySchema = z.object({ name: plainText(256) }).openapi("RenamePasskeyPayload");

/**
 * One fresh proof that the viewer is the account's owner (adding or removing a passkey; docs/decisions/038):
 * the password, a code (two-factor's: the app's, an emailed one or a backup code; for an account
 * with neither a password nor two-factor, the code POST /v3/users/me/passkeys/email_code/ sent),
 * or a passkey of this account over a challenge of purpose confirm.
 */
/** The fresh proof's fields, shared by every route that asks one (closing, exporting: docs/decisions/042). */
export const PROOF_FIELDS = {
  password: plainText(PASSWORD_MAX_LENGTH).optional(),
  code: plainText(64).optional().openapi({
    description:
      "A two-factor code (the app's current one, an emailed one, or a backup code); for an account with neither a password nor two-factor, the code emailed by POST /v3/users/me/passkeys/email_code/",
  }),
  credential: AuthenticationCredentialSchema.optional().openapi({
    description: "A passkey of this account, over a challenge of purpose confirm",
  }),
};

export const RemovePasskeyBodySchema = z
  .object(PROOF_FIELDS)
  .openapi("RemovePasskeyPayload", { description: "One fresh proof that it is the account's owner" });

export const RegistrationOptionsBodySchema = z
  .object(PROOF_FIELDS)
  .openapi("PasskeyRegistrationOptionsPayload", { description: "One fresh proof that it is the account's owner" });

export const PasskeyEmailCodeSchema = z
  .object({
    email_hint: z.string().openapi({ description: "Where the code went, partly hidden", example: "j•••@example.com" }),
    expires_at: z.number().int().openapi({ description: "Epoch seconds" }),
  })
  .openapi("PasskeyEmailCode");

export const PASSKEY_PURPOSES = ["login", "confirm"] as const;

export const AuthenticationOptionsBodySchema = z
  .object({
    purpose: z
      .enum(PASSKEY_PURPOSES)
      .default("login")
      .openapi({
        description: `login: any passkey of this site (discoverable), no session needed; confirm: one of the viewer's, to prove it is the owner (adding or removing a passkey). Valid ${PASSKEY_CHALLENGE_SECONDS} s, once`,
      }),
  })
  .openapi("PasskeyAuthenticationOptionsPayload");

export const PasskeyLogInBodySchema = z.object({ credential: AuthenticationCredentialSchema }).openapi("PasskeyLogInPayload");

export const PasskeyIdParamsSchema = z.object({
  passkeyId: CredentialId.openapi({ param: { name: "passkeyId", in: "path" } }),
});

export type Passkey = z.infer<typeof PasskeySchema>;
export type RegistrationCredential = z.infer<typeof RegistrationCredentialSchema>;
export type AuthenticationCredential = z.infer<typeof AuthenticationCredentialSchema>;
export type PasskeyProof = z.infer<typeof RemovePasskeyBodySchema>;
