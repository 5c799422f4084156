/**
 * A software authenticator for the Worker tests of passkeys (worker/auth/passkeys/): it makes an
 * ES256 passkey for a relying party and signs challenges with it, producing exactly what a browser
 * sends (the WebAuthn Level 3 JSON forms: base64url client data, "none" attestation, DER
 * signatures), so every check of the Worker's verification runs for real. Knobs make the answers
 * a test needs to see refused: another origin or relying party, no user verification, a counter
 * that goes back, another user's handle.
 */
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const u32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An ECDSA P-256 signature from WebCrypto (r‖s) as the DER SEQUENCE WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(new Uint8Array([0]), v);
    return concat(new Uint8Array([0x02, v.length]), v);
  };
  const body = concat(int(raw.slice(0, 32)), int(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export interface CeremonyOptions {
  /** The page's origin the browser would put in the client data (default: the authenticator's). */
  origin?: string;
  /** The relying party id hashed into the authenticator data (default: the authenticator's). */
  rpId?: string;
  /** User verification done (default true). */
  userVerified?: boolean;
  /** The sign counter to send (default: one more than the last). */
  counter?: number;
  /** The user handle to send (default: the one stored at creation). */
  userHandle?: string;
}

export class SoftAuthenticator {
  readonly credentialId = b64(crypto.getRandomValues(new Uint8Array(16)));
  private keys!: CryptoKeyPair;
  private counter = 0;
  userHandle = "";

  constructor(
    readonly rpId: string,
    readonly origin: string,
    private readonly opts: { countsSignatures?: boolean; aaguid?: Uint8Array } = {},
  ) {}

  /** navigator.credentials.create() for `options` (PublicKeyCredentialCreationOptionsJSON). */
  async create(options: { challenge: string; user: { id: string } }, o: CeremonyOptions = {}) {
    this.keys = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"]);
    this.userHandle = options.user.id;
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
    const id = isoBase64URL.toBuffer(this.credentialId);
    const flags = 0x01 | ((o.userVerified ?? true) ? 0x04 : 0) | 0x40;
    const authData = concat(
      await sha256(utf8(o.rpId ?? this.rpId)),
      new Uint8Array([flags]),
      u32(0),
      this.opts.aaguid ?? new Uint8Array(16),
      new Uint8Array([id.length >> 8, id.length & 255]),
      id,
      cose,
    );
    const clientData = utf8(
      JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin: o.origin ?? this.origin, crossOrigin: false }),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: { clientDataJSON: b64(clientData), attestationObject: b64(attestationObject), transports: ["internal"] },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() for `options` (PublicKeyCredentialRequestOptionsJSON). */
  async get(options: { challenge: string }, o: CeremonyOptions = {}) {
    if (this.opts.countsSignatures) this.counter += 1;
    const counter = o.counter ?? this.counter;
    const flags = 0x01 | ((o.userVerified ?? true) ? 0x04 : 0);
    const authData = concat(await sha256(utf8(o.rpId ?? this.rpId)), new Uint8Array([flags]), u32(counter));
    const clientData = utf8(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin: o.origin ?? this.origin, crossOrigin: false }),
    );
    const signed = new Uint8Array(
      await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, concat(authData, await sha256(clientData))),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key" as const,
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(derSignature(signed)),
        userHandle: o.userHandle ?? this.userHandle,
      },
      authenticatorAttachment: "platform" as const,
      clientExtensionResults: {},
    };
  }
}
