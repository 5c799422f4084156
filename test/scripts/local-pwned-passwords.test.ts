/**
 * The breach check's local stand-in (scripts/local-pwned-passwords.ts) answers as the Pwned
 * Passwords range API does, and the Worker's client (worker/auth/breached-password/) reads it.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { sha1Hex, splitHash } from "~common/auth/breached-password";
import { pwnedPasswords } from "~worker/auth/breached-password";
import {
  knownForms,
  LOCAL_BREACHED_PASSWORD,
  startLocalPwnedPasswords,
  type LocalPwnedPasswords,
} from "../../scripts/local-pwned-passwords";

let standIn: LocalPwnedPasswords;
beforeAll(async () => {
  standIn = await startLocalPwnedPasswords({ port: 0 });
});
afterAll(() => standIn.close());

const range = async (prefix: string, padding: boolean) => {
  const res = await fetch(`${standIn.url}/range/${prefix}`, { headers: padding ? { "Add-Padding": "true" } : {} });
  return { status: res.status, type: res.headers.get("content-type"), lines: (await res.text()).split("\r\n").filter(Boolean) };
};

test("a range answer is SUFFIX:COUNT lines; padded to 800–1,000 lines of count 0 when asked", async () => {
  const { prefix, suffix } = splitHash(await sha1Hex(LOCAL_BREACHED_PASSWORD));
  const padded = await range(prefix, true);
  expect(padded.status).toBe(200);
  expect(padded.type).toMatch(/^text\/plain/);
  expect(padded.lines.length).toBeGreaterThanOrEqual(800);
  expect(padded.lines.length).toBeLessThanOrEqual(1000);
  for (const line of padded.lines) expect(line).toMatch(/^[0-9A-F]{35}:\d+$/);
  expect(padded.lines.find((l) => l.startsWith(`${suffix}:`))).toMatch(/:[1-9]\d*$/);
  const plain = await range(prefix, false);
  expect(plain.lines.length).toBeLessThan(10);
  expect(plain.lines.every((l) => !l.endsWith(":0"))).toBe(true);
});

test("a malformed prefix is refused with 400, another path with 404", async () => {
  expect((await range("XYZ12", false)).status).toBe(400);
  expect((await range("5BAA61", false)).status).toBe(400);
  expect((await fetch(`${standIn.url}/breachedaccount/jane`)).status).toBe(404);
});

test("the client counts the list's passwords and their '!' forms, and not a strong password", async () => {
  const client = pwnedPasswords(standIn.url);
  expect(knownForms("sunshine")).toEqual(["sunshine", "Sunshine", "sunshine!", "Sunshine!"]);
  for (const known of ["password", "Sunshine", LOCAL_BREACHED_PASSWORD, "football!"]) expect(await client.count(known)).toBeGreaterThan(0);
  expect(await client.count("kite-river-22 violet")).toBe(0);
  // Only ranges were asked for: 5 hex characters each.
  expect(standIn.requests.filter((p) => p.startsWith("/range/") && /^\/range\/[0-9A-F]{5}$/.test(p)).length).toBeGreaterThanOrEqual(5);
});
