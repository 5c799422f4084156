import { expect, test, vi } from "vitest";
import { formatRange, sha1Hex, splitHash } from "~common/auth/breached-password";
import { pwnedPasswords } from "~worker/auth/breached-password";

const BASE = "https://api.pwnedpasswords.example";

/** A fetch that records what it is asked and answers with `answer`. */
function recordingFetch(answer: (url: string, init: RequestInit) => Promise<Response> | Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init: init ?? {} });
    return answer(url, init ?? {});
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

test("only the first 5 hex characters of the SHA-1 leave: GET {base}/range/{prefix} with Add-Padding", async () => {
  const password = "Sunshine!";
  const hash = await sha1Hex(password);
  const { prefix, suffix } = splitHash(hash);
  const { fetch, calls } = recordingFetch(
    () =>
      new Response(
        formatRange([
          [suffix, 42],
          ["0".repeat(35), 0],
        ]),
      ),
  );
  expect(await pwnedPasswords(BASE, { fetch, warn: () => {} }).count(password)).toBe(42);
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe(`${BASE}/range/${prefix}`);
  expect(calls[0]!.url).not.toContain(suffix.slice(0, 6));
  expect(calls[0]!.url).not.toContain(password);
  expect(new Headers(calls[0]!.init.headers).get("Add-Padding")).toBe("true");
  expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  expect(calls[0]!.init.method ?? "GET").toBe("GET");
  expect(calls[0]!.init.body).toBeUndefined();
});

test("a password the range does not list (or lists as padding) counts 0", async () => {
  const { suffix } = splitHash(await sha1Hex("kite-river-22"));
  const { fetch } = recordingFetch(() => new Response(formatRange([[suffix, 0]])));
  expect(await pwnedPasswords(BASE, { fetch }).count("kite-river-22")).toBe(0);
  const { fetch: other } = recordingFetch(() => new Response("0123456789ABCDEF0123456789ABCDEF012:5"));
  expect(await pwnedPasswords(BASE, { fetch: other }).count("kite-river-22")).toBe(0);
});

test.each([
  ["a non-200 answer", () => new Response("slow down", { status: 429 }), /status 429/],
  ["a server error", () => new Response("", { status: 503 }), /status 503/],
  ["a network error", () => Promise.reject(new TypeError("fetch failed")), /TypeError: .*fetch failed/],
])("%s fails open: null, and one warning line in the log", async (_, answer, reason) => {
  const warn = vi.fn();
  const { fetch } = recordingFetch(answer);
  expect(await pwnedPasswords(BASE, { fetch, warn }).count("Sunshine!")).toBeNull();
  expect(warn).toHaveBeenCalledTimes(1);
  const line = JSON.parse(warn.mock.calls[0]![0] as string) as Record<string, string>;
  expect(line).toMatchObject({ level: "warn", message: "breached-password check failed open" });
  expect(line.reason).toMatch(reason);
  // The log never holds the password or its hash.
  expect(warn.mock.calls[0]![0]).not.toContain("Sunshine");
  expect(warn.mock.calls[0]![0]).not.toContain((await sha1Hex("Sunshine!")).slice(0, 5));
});

test("no answer within the timeout fails open (the request is aborted)", async () => {
  const warn = vi.fn();
  let aborted = false;
  const { fetch } = recordingFetch(
    (_, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () => {
          aborted = true;
          reject(init.signal!.reason);
        });
      }),
  );
  const started = performance.now();
  expect(await pwnedPasswords(BASE, { fetch, warn, timeoutMs: 50 }).count("Sunshine!")).toBeNull();
  expect(performance.now() - started).toBeLessThan(1000);
  expect(aborted).toBe(true);
  expect(JSON.parse(warn.mock.calls[0]![0] as string)).toMatchObject({ reason: "no answer within 50 ms" });
});

test("the default timeout is 1 s", async () => {
  const { BREACH_CHECK_TIMEOUT_MS } = await import("~common/auth/breached-password");
  expect(BREACH_CHECK_TIMEOUT_MS).toBe(1000);
});
