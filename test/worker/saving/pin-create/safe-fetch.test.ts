/**
 * The SSRF rule of the bookmarklet's fetches (worker/saving/pin-create/safe-fetch.ts
 * isPublicHttpUrl): http(s) on default ports to public hosts only.
 */
import { expect, test } from "vitest";
import { isPublicHttpUrl } from "~worker/saving/pin-create/safe-fetch";

test.each(["https://example.com/a", "http://www.example.org/page?x=1", "https://203.0.113.7/img.png", "https://[2606:4700::1111]/"])("allowed: %s", (url) => {
  expect(isPublicHttpUrl(new URL(url))).toBe(true);
});

test.each([
  "http://127.0.0.1/",
  "http://127.1.2.3/",
  "http://localhost/",
  "http://app.localhost/",
  "http://printer.local/",
  "http://db.internal/",
  "http://10.0.0.5/",
  "http://172.16.0.1/",
  "http://172.31.255.255/",
  "http://192.168.1.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://100.64.0.1/",
  "http://0.0.0.0/",
  "http://224.0.0.1/",
  "http://[::1]/",
  "http://[fd00::1]/",
  "http://[fe80::1]/",
  "http://[::ffff:127.0.0.1]/",
  "http://2130706433/",
  "http://0x7f000001/",
  "https://example.com:8443/",
  "http://user:pass@example.com/",
  "ftp://example.com/",
  "file:///etc/passwd",
  "javascript:alert(1)",
])("refused: %s", (url) => {
  expect(isPublicHttpUrl(new URL(url))).toBe(false);
});
