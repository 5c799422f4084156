/**
 * The local admin command of discovery (scripts/discovery.ts), as pure functions: the arguments
 * read into a plan of SQL statements for the local D1, each value checked against the same rules
 * the API reads them with (a phrase folded as search folds queries, notices against the Notice
 * contract, a domain as a link's host, a redirect status from business.md §4's list). Kept apart
 * from the runner so tests can check every command without a database.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { normalizeQuery } from "~common/business/search/search-query";
import { ADVISORY_TYPES, NoticeSchema } from "~common/business/advisories/schemas";
import { DOMAIN_PATTERN } from "~common/saving/rules/link";

export const sqlString = (s: string) => `'${String(s).replace(/'/g, "''")}'`;
const sqlOrNull = (s: string | null) => (s === null ? "NULL" : sqlString(s));

export interface Plan {
  /** Statements to run, in order (one `wrangler d1 execute`). */
  sql: string;
  /** True when the command reads and prints rows. */
  list?: boolean;
  /** What to say when it has run. */
  done?: string;
}

export const USAGE = `usage:
  npm run discovery -- advisory list
  npm run discovery -- advisory set "PHRASE" --advisory NAME --severity 0|1|2 [--type first_party|third_party]
                                        [--country CC] [--details TEXT] [--notices FILE.json]
  npm run discovery -- advisory remove "PHRASE" [--country CC]
  npm run discovery -- domain list
  npm run discovery -- domain set DOMAIN blocked|suspicious|porn [--note TEXT]
  npm run discovery -- domain remove DOMAIN
  npm run discovery -- verified USERNAME true|false`;

export class UsageError extends Error {}

/** `--name value` options and the positional words of `args`. */
export function parseOptions(args: string[]): { words: string[]; options: Map<string, string> } {
  const words: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith("--")) {
      const value = args[i + 1];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`${arg} needs a value`);
      options.set(arg.slice(2), value);
      i++;
    } else words.push(arg);
  }
  return { words, options };
}

const COUNTRY = /^[A-Z]{2}$/;
const REDIRECT_BLOCKS = ["blocked", "suspicious", "porn"] as const;

function country(options: Map<string, string>): string | null {
  const value = options.get("country");
  if (value === undefined) return null;
  if (!COUNTRY.test(value)) throw new UsageError(`--country must be two capital letters (ISO 3166-1), not "${value}"`);
  return value;
}

function phraseOf(raw: string | undefined): string {
  const phrase = normalizeQuery(raw ?? "");
  if (phrase === "" || phrase.length > 200) throw new UsageError("the PHRASE needs at least one word (and at most 200 characters)");
  return phrase;
}

/** A link's host as the offsite check compares it: lower-case, no "www.", letters, digits, dots and hyphens. */
export function domainOf(raw: string | undefined): string {
  const domain = (raw ?? "")
    .trim()
    .toLowerCase()
    .replace(/^www\./, "")
    .replace(/\.$/, "");
  if (!DOMAIN_PATTERN.test(domain)) throw new UsageError(`"${raw}" is not a domain (like example.com)`);
  return domain;
}

/**
 * The plan of one command, `now` the time in epoch seconds; `readFile` reads --notices files.
 *
 * @example
 * planCommand(["advisory", "set", "self harm", "--advisory", "self_harm", "--severity", "1"], 0);
 */
export function planCommand(argv: string[], now: number, readFile: (path: string) => string = (p) => readFileSync(p, "utf8")): Plan {
  const [area, command, ...rest] = argv;
  const { words, options } = parseOptions(rest);
  if (area === "advisory" && command === "list") {
    return {
      sql: "SELECT phrase, advisory, severity, advisory_type, resource_country AS country, json_array_length(notices) AS notices FROM search_advisories ORDER BY phrase, resource_country",
      list: true,
    };
  }
  if (area === "advisory" && command === "set") {
    const phrase = phraseOf(words[0]);
    const advisory = options.get("advisory");
    if (!advisory || !/^[a-z0-9_]{1,64}$/.test(advisory))
      throw new UsageError("--advisory NAME is needed: lower-case letters, digits and _");
    const severity = Number(options.get("severity"));
    if (![0, 1, 2].includes(severity) || options.get("severity") === undefined)
      throw new UsageError("--severity must be 0 (ABUSIVE), 1 (SENSITIVE) or 2 (BRAND_UNSAFE)");
    const type = options.get("type") ?? "first_party";
    if (!(ADVISORY_TYPES as readonly string[]).includes(type)) throw new UsageError(`--type must be ${ADVISORY_TYPES.join(" or ")}`);
    let notices = "[]";
    const file = options.get("notices");
    if (file !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFile(file));
      } catch (err) {
        throw new UsageError(`--notices ${file}: not a JSON file (${(err as Error).message})`);
      }
      const checked = z.array(NoticeSchema).safeParse(parsed);
      if (!checked.success)
        throw new UsageError(
          `--notices ${file}: not a list of notices (common/business/search/schemas.ts NoticeSchema): ${checked.error.issues[0]?.path.join(".")}: ${checked.error.issues[0]?.message}`,
        );
      for (const n of checked.data) {
        for (const t of n.description.textTags) {
          if (t.offset + t.length > n.description.text.length)
            throw new UsageError(`--notices ${file}: notice ${n.id} has a text tag past the end of its text`);
        }
      }
      notices = JSON.stringify(checked.data);
    }
    const where = country(options);
    return {
      sql: `DELETE FROM search_advisories WHERE phrase = ${sqlString(phrase)} AND ifnull(resource_country, '') = ${sqlString(where ?? "")};
INSERT INTO search_advisories (phrase, advisory, severity, advisory_type, resource_country, advisory_details, notices, updated_at) VALUES (${sqlString(phrase)}, ${sqlString(advisory)}, ${severity}, ${sqlString(type)}, ${sqlOrNull(where)}, ${sqlString(options.get("details") ?? "")}, ${sqlString(notices)}, ${now});`,
      done: `advisory for "${phrase}"${where ? ` in ${where}` : ""}: ${advisory}, severity ${severity}`,
    };
  }
  if (area === "advisory" && command === "remove") {
    const phrase = phraseOf(words[0]);
    const where = country(options);
    return {
      sql: `DELETE FROM search_advisories WHERE phrase = ${sqlString(phrase)} AND ifnull(resource_country, '') = ${sqlString(where ?? "")};`,
      done: `removed the advisory for "${phrase}"${where ? ` in ${where}` : ""}`,
    };
  }
  if (area === "domain" && command === "list") {
    return { sql: "SELECT domain, redirect_status, note FROM offsite_domains ORDER BY domain", list: true };
  }
  if (area === "domain" && command === "set") {
    const domain = domainOf(words[0]);
    const status = words[1] ?? "";
    if (!(REDIRECT_BLOCKS as readonly string[]).includes(status)) throw new UsageError(`the status must be ${REDIRECT_BLOCKS.join(", ")}`);
    return {
      sql: `INSERT INTO offsite_domains (domain, redirect_status, note, updated_at) VALUES (${sqlString(domain)}, ${sqlString(status)}, ${sqlString(options.get("note") ?? "")}, ${now})
ON CONFLICT (domain) DO UPDATE SET redirect_status = excluded.redirect_status, note = excluded.note, updated_at = excluded.updated_at;`,
      done: `${domain} (and its subdomains): ${status}`,
    };
  }
  if (area === "domain" && command === "remove") {
    const domain = domainOf(words[0]);
    return { sql: `DELETE FROM offsite_domains WHERE domain = ${sqlString(domain)};`, done: `removed ${domain}` };
  }
  if (area === "verified") {
    const username = command ?? "";
    if (!/^[A-Za-z0-9_]{1,30}$/.test(username)) throw new UsageError("verified needs a USERNAME");
    const value = words[0];
    if (value !== "true" && value !== "false") throw new UsageError("verified USERNAME true|false");
    return {
      sql: `UPDATE users SET verified = ${value === "true" ? 1 : 0} WHERE username = ${sqlString(username)} COLLATE NOCASE;`,
      done: `${username}: ${value === "true" ? "verified" : "not verified"}`,
    };
  }
  throw new UsageError("");
}
