/**
 * Why: a local stand-in for the Pwned Passwords range API (docs/decisions/036), so `npm start`,
 * `npm run preview`, the bench and the tests run the Worker's production breach-check client
 * (worker/auth/breached-password/) against a real HTTP server and never reach the internet. It
 * answers GET /range/{5 hex} as the real API does — `SUFFIX:COUNT` lines, upper-case hex, CRLF,
 * `text/plain`; with `Add-Padding: true`, padded to 800–1,000 lines with random suffixes of count 0;
 * 400 for a malformed prefix.
 *
 * What it knows is built from the repository's common-password list (worker/auth/password/
 * common-passwords.ts, the weak-password rule's), each entry as listed, capitalised, and both
 * with "!" appended. The first two are refused by the weak-password rule before any breach check;
 * the "!" forms pass the field rules, so they are what the check itself refuses locally:
 * LOCAL_BREACHED_PASSWORD ("Sunshine!", also in the real corpus) is the one the tests and the Pact
 * interactions use.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import { COMMON_PASSWORDS } from "../worker/auth/password/common-passwords";

/** The port `npm start` gives it (tests use a free port), beside the identity stand-ins' 8480–8484. */
export const LOCAL_PWNED_PASSWORDS_PORT = 8485;
/** A password the field rules accept and the stand-in (and the real API) knows from breaches. */
export const LOCAL_BREACHED_PASSWORD = "Sunshine!";

const sha1 = (s: string) => createHash("sha1").update(s, "utf8").digest("hex").toUpperCase();
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The forms of one listed password the stand-in knows, most breached first. */
export const knownForms = (word: string): string[] => [...new Set([word, capitalise(word), `${word}!`, `${capitalise(word)}!`])];

let index: Map<string, [string, number][]> | undefined;

/** Prefix → [suffix, count] of every known form, built once per process (~51,000 SHA-1s). */
function rangeIndex(): Map<string, [string, number][]> {
  if (index) return index;
  index = new Map();
  for (const word of COMMON_PASSWORDS.split("\n")) {
    knownForms(word).forEach((form, rank) => {
      const hash = sha1(form);
      // A made-up but stable count: the listed form is the most common, its variants less so.
      const count = ((parseInt(hash.slice(-4), 16) % 9000) + 1000) >> rank;
      const prefix = hash.slice(0, 5);
      const entries = index!.get(prefix) ?? [];
      entries.push([hash.slice(5), Math.max(count, 1)]);
      index!.set(prefix, entries);
    });
  }
  return index;
}

/** The range answer for `prefix` (upper-case), padded as the real API pads when asked. */
export function rangeBody(prefix: string, padding: boolean): string {
  const lines = (rangeIndex().get(prefix) ?? []).map(([suffix, count]) => `${suffix}:${count}`);
  if (padding) {
    const target = 800 + Math.floor(Math.random() * 201);
    while (lines.length < target) lines.push(`${randomBytes(18).toString("hex").slice(0, 35).toUpperCase()}:0`);
    // The real API's order is by suffix; padding lines are mixed in.
    lines.sort();
  }
  return lines.join("\r\n");
}

export interface LocalPwnedPasswords {
  url: string;
  /** The Worker var that points it here (wrangler.toml [vars] name). */
  vars: Record<string, string>;
  /** The paths asked for so far (tests check that only 5 hex characters arrive). */
  requests: string[];
  close: () => Promise<void>;
}

export interface LocalPwnedPasswordsOptions {
  /** 0: a free one. */
  port: number;
  /** Waits this long before answering (tests of the Worker's 1 s timeout). */
  delayMs?: number;
}

/**
 * Starts the stand-in on `port` (0: a free one).
 *
 * @example
 * const pwned = await startLocalPwnedPasswords({ port: 0 });
 * // … startWorker({ ...pwned.vars }) … then await pwned.close()
 */
export async function startLocalPwnedPasswords({ port, delayMs = 0 }: LocalPwnedPasswordsOptions): Promise<LocalPwnedPasswords> {
  rangeIndex();
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    requests.push(path);
    const answer = () => {
      const send = (status: number, body: string) => {
        res.writeHead(status, { "content-type": "text/plain", "cache-control": "public, max-age=2678400" });
        res.end(body);
      };
      if (req.method !== "GET") return send(405, "Method not allowed");
      const range = /^\/range\/([^/]*)$/.exec(path);
      if (!range) return send(404, "Not found");
      if (!/^[0-9A-Fa-f]{5}$/.test(range[1]!)) return send(400, "The hash prefix was not in a valid format");
      return send(200, rangeBody(range[1]!.toUpperCase(), String(req.headers["add-padding"]).toLowerCase() === "true"));
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`;
  return {
    url,
    vars: { PWNED_PASSWORDS_URL: url },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
