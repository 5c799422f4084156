/**
 * Password hashing: argon2id (WebAssembly, see ./argon2.ts) for new hashes; scrypt from
 * `node:crypto` is kept only to verify hashes made before the switch.
 *
 * Parameters are OWASP's first argon2id set (m=19 MiB, t=2, p=1). Hashes are PHC strings,
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>` (16-byte salt, 32-byte tag, unpadded base64), so
 * any argon2 library can read them. Legacy `$scrypt$ln=..,r=..,p=..$salt$hash` hashes still verify
 * and `needsRehash` is true for them, so a successful log-in upgrades them to argon2id.
 *
 * Works unchanged in the Worker (the Worker entry imports ./argon2-wasm.worker, which hands over
 * the CompiledWasm module) and in Node (tsx scripts, unit tests: the .wasm is read from
 * node_modules on first use).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { argon2idRaw } from "./argon2";

export interface Argon2Params {
  /** memory in KiB */
  m: number;
  /** passes */
  t: number;
  /** lanes */
  p: number;
}

/** Legacy: only to verify old hashes (and for tests that need cheap hashes). */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N */
  ln: number;
  r: number;
  p: number;
}

export type HashParams = Argon2Params | ScryptParams;

export const CURRENT_PARAMS: Argon2Params = { m: 19456, t: 2, p: 1 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Stored hashes asking for more than this are refused (a corrupted or hostile row). */
const MAX_ARGON2_MEMORY_KIB = 64 * 1024;
const MAX_ARGON2_WORK = 4 * 64 * 1024; // m × t, KiB·passes (current: 38,912)

const isScrypt = (params: HashParams): params is ScryptParams => "ln" in params;
const b64 = (buf: Uint8Array) => Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString("base64").replace(/=+$/, "");
const utf8 = (password: string) => new TextEncoder().encode(password.normalize("NFKC"));

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const N = 2 ** params.ln;
  return new Promise((resolve, reject) =>
    scryptCb(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      // maxmem must cover 128*N*r*p-ish working memory; give it headroom over the exact need.
      { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

function argon2id(password: string, salt: Uint8Array, params: Argon2Params, hashLength = KEY_LENGTH): Promise<Uint8Array> {
  return argon2idRaw(utf8(password), { ...params, salt, hashLength });
}

/** Hashes with argon2id (CURRENT_PARAMS). Passing ScryptParams makes a legacy scrypt hash (tests only). */
export async function hashPassword(password: string, params: HashParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  if (isScrypt(params)) {
    const key = await scrypt(password, salt, params);
    return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
  }
  const key = await argon2id(password, salt, params);
  return `$argon2id$v=19$m=${params.m},t=${params.t},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

export type ParsedHash =
  | { algorithm: "argon2id"; params: Argon2Params; salt: Buffer; key: Buffer }
  | { algorithm: "scrypt"; params: ScryptParams; salt: Buffer; key: Buffer };

const ARGON2_RE = /^\$argon2id\$v=19\$m=(\d{1,8}),t=(\d{1,3}),p=(\d{1,3})\$([A-Za-z0-9+/]{11,86})\$([A-Za-z0-9+/]{22,86})$/;
const SCRYPT_RE = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Parses a stored hash; null for unknown formats and for parameters that would exhaust the isolate. */
export function parseHash(stored: string): ParsedHash | null {
  let m = ARGON2_RE.exec(stored);
  if (m) {
    const params = { m: Number(m[1]), t: Number(m[2]), p: Number(m[3]) };
    const salt = Buffer.from(m[4]!, "base64");
    const key = Buffer.from(m[5]!, "base64");
    if (
      params.p < 1 ||
      params.p > 16 ||
      params.t < 1 ||
      params.m < 8 * params.p ||
      params.m > MAX_ARGON2_MEMORY_KIB ||
      params.m * params.t > MAX_ARGON2_WORK ||
      salt.length < 8 ||
      salt.length > 64 ||
      key.length < 16 ||
      key.length > 64
    )
      return null;
    return { algorithm: "argon2id", params, salt, key };
  }
  m = SCRYPT_RE.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  if (params.ln < 10 || params.ln > 17 || params.r < 1 || params.p < 1 || 2 ** params.ln * params.r * 128 > 64 * 1024 * 1024) return null;
  return { algorithm: "scrypt", params, salt: Buffer.from(m[4]!, "base64"), key: Buffer.from(m[5]!, "base64") };
}

/** Constant-time comparison of `password` against a stored hash. Unknown formats never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key =
    parsed.algorithm === "argon2id"
      ? Buffer.from(await argon2id(password, parsed.salt, parsed.params, parsed.key.length))
      : await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True for anything but an argon2id hash with exactly `current` parameters (so scrypt hashes upgrade). */
export function needsRehash(stored: string, current: HashParams = CURRENT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  if (parsed.algorithm === "scrypt" || isScrypt(current)) {
    if (parsed.algorithm !== "scrypt" || !isScrypt(current)) return true;
    const { ln, r, p } = parsed.params;
    return ln !== current.ln || r !== current.r || p !== current.p;
  }
  const { m, t, p } = parsed.params;
  return m !== current.m || t !== current.t || p !== current.p || parsed.key.length !== KEY_LENGTH;
}
