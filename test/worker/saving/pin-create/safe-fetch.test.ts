/**
 * The SSRF rule of the bookmarklet's fetches (worker/saving/pin-create/safe-fetch.ts
 * isPublicHttpUrl): http(s) on default ports to public hosts only.
 */
import { expect, test } from "vitest";
import { isPublicHttpUrl } from "~worker/saving/pin-create/safe-fetch";

test.each([
  "https://example.com/a",
  "http://www.example.org/page?x=1",
  "https://203.0.113.7/img.png",
  "https://[2606:4700::1111]/",
  // IPv6 forms that embed a public IPv4 address: decided by that address.
  "http://[::ffff:8.8.8.8]/",
  "http://[64:ff9b::808:808]/",
  "http://[2002:808:808::1]/",
])("allowed: %s", (url) => {
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
  "http://[::ffff:10.0.0.1]/",
  // IPv4-compatible, NAT64, 6to4, Teredo and ISATAP forms of internal IPv4 addresses.
  "http://[::7f00:1]/",
  "http://[::127.0.0.1]/",
  "http://[::a00:1]/",
  "http://[64:ff9b::7f00:1]/",
  "http://[64:ff9b::a9fe:a9fe]/",
  "http://[64:ff9b:1::1]/",
  "http://[2002:7f00:1::]/",
  "http://[2002:c0a8:101::1]/",
  "http://[2001:0:7f00:1::1]/",
  "http://[2001:0:808:808:0:0:80ff:fffe]/",
  "http://[2606:4700::5efe:7f00:1]/",
  "http://[::]/",
  "http://[ff02::1]/",
  "http://[2001:db8::1]/",
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
