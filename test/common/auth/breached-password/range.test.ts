import { expect, test } from "vitest";
import { countInRange, formatRange, rangeUrl, RANGE_PREFIX_LENGTH, sha1Hex, splitHash } from "~common/auth/breached-password";

test("the SHA-1 is the password's UTF-8 bytes' digest, upper-case hex", async () => {
  // Known vectors: "password" (the API's own example) and a non-ASCII string (UTF-8, not UTF-16).
  expect(await sha1Hex("password")).toBe("5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8");
  expect(await sha1Hex("")).toBe("DA39A3EE5E6B4B0D3255BFEF95601890AFD80709");
  expect(await sha1Hex("pässwörd")).toMatch(/^[0-9A-F]{40}$/);
  expect(await sha1Hex("pässwörd")).not.toBe(await sha1Hex("passwrd"));
});

test("a hash splits into the 5 characters sent and the 35 kept", () => {
  const { prefix, suffix } = splitHash("5baa61e4c9b93f3f0682250b6cf8331b7ee68fd8");
  expect(RANGE_PREFIX_LENGTH).toBe(5);
  expect(prefix).toBe("5BAA6");
  expect(suffix).toBe("1E4C9B93F3F0682250B6CF8331B7EE68FD8");
  expect(prefix + suffix).toHaveLength(40);
});

test("the range URL names only the prefix, under the base with or without a trailing slash", () => {
  expect(rangeUrl("https://api.pwnedpasswords.com", "5BAA6")).toBe("https://api.pwnedpasswords.com/range/5BAA6");
  expect(rangeUrl("http://127.0.0.1:8485/", "5BAA6")).toBe("http://127.0.0.1:8485/range/5BAA6");
});

const SUFFIX = "1E4C9B93F3F0682250B6CF8331B7EE68FD8";

test("the count of the suffix is read from CRLF or LF lines, any case; absent or padding is 0", () => {
  const body = ["003D68EB55068C33ACE09247EE4C639306B:3", `${SUFFIX}:10434004`, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0"].join("\r\n");
  expect(countInRange(body, SUFFIX)).toBe(10434004);
  expect(countInRange(body.replaceAll("\r\n", "\n"), SUFFIX.toLowerCase())).toBe(10434004);
  expect(countInRange(body, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC")).toBe(0); // a padding line
  expect(countInRange(body, "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")).toBe(0);
  expect(countInRange("", SUFFIX)).toBe(0);
});

test("malformed lines are skipped, and a count that is not a whole number counts 0", () => {
  expect(countInRange(`garbage\r\n\r\n${SUFFIX}:12`, SUFFIX)).toBe(12);
  expect(countInRange(`${SUFFIX}:lots`, SUFFIX)).toBe(0);
  expect(countInRange(`${SUFFIX}:-4`, SUFFIX)).toBe(0);
  expect(countInRange(`${SUFFIX}5:7`, SUFFIX)).toBe(0); // a longer suffix is another hash
});

test("formatRange writes what countInRange reads", () => {
  const body = formatRange([
    [SUFFIX, 7],
    ["00D4F6E8FA6EECAD2A3AA415EEC418D38EC", 0],
  ]);
  expect(body).toBe(`${SUFFIX}:7\r\n00D4F6E8FA6EECAD2A3AA415EEC418D38EC:0`);
  expect(countInRange(body, SUFFIX)).toBe(7);
});
