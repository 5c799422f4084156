/**
 * Password hashing with scrypt from `node:crypto` (native in workerd with nodejs_compat).
 *
 * Parameters are one of OWASP's listed scrypt sets (N=2^13, r=8, p=10): the same CPU cost as the
 * others with the smallest memory (8 MiB), which matters in a 128 MB isolate serving concurrent
 * log-ins. Hashes are self-describing (`$scrypt$ln=13,r=8,p=10$salt$hash`) so parameters can be
 * raised later and old hashes upgraded on the next successful log-in (`needsRehash`).
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";

export interface ScryptParams {
  /** log2 of the CPU/memory cost N */
  ln: number;
  r: number;
  p: number;
}

export const CURRENT_PARAMS: ScryptParams = { ln: 13, r: 8, p: 10 };
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

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

const b64 = (buf: Buffer) => buf.toString("base64").replace(/=+$/, "");

export async function hashPassword(password: string, params: ScryptParams = CURRENT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, params);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${b64(salt)}$${b64(key)}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parseHash(stored: string): ParsedHash | null {
  const m = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!m) return null;
  const params = { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) };
  // Refuse parameter sets that would exhaust the isolate (a corrupted or hostile row).
  if (params.ln < 10 || params.ln > 17 || params.r < 1 || params.p < 1 || 2 ** params.ln * params.r * 128 > 64 * 1024 * 1024)
    return null;
  return { params, salt: Buffer.from(m[4]!, "base64"), key: Buffer.from(m[5]!, "base64") };
}

/** Constant-time comparison of `password` against a stored hash. Unknown formats never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.params);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the stored hash was made with weaker parameters than CURRENT_PARAMS. */
export function needsRehash(stored: string, current: ScryptParams = CURRENT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln !== current.ln || r !== current.r || p !== current.p;
}
