/**
 * The client address used to key rate limits. Cloudflare sets `cf-connecting-ip` on every request
 * at the edge (and strips any a client sent). In local runs there is no edge, so the first
 * `x-forwarded-for` hop or, failing that, one shared "local" bucket is used.
 */
export function clientIp(headers: Headers): string {
  const cf = headers.get("cf-connecting-ip");
  if (cf) return cf.trim();
  const xff = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return xff || "local";
}
