/**
 * The client address used to key rate limits. Cloudflare sets `cf-connecting-ip` on every request
 * at the edge (and strips any a client sent). In local runs there is no edge, so the first
 * `x-forwarded-for` hop or, failing that, one shared "local" bucket is used. Whatever the header
 * holds, the result is a short, key-safe string: a plain IP as is, anything else (a spoofed
 * 600-character header locally) as its SHA-256, so KV's 512-byte key limit can never be hit.
 */
const PLAIN_IP = /^[0-9A-Fa-f:.]{1,45}$/;

export async function clientIp(headers: Headers): Promise<string> {
  const raw = headers.get("cf-connecting-ip")?.trim() || headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "local";
  if (raw === "local" || PLAIN_IP.test(raw)) return raw;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(raw));
  return `h:${[...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("")}`;
}
