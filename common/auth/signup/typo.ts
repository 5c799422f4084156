/**
 * Why: a mistyped mail domain (gmial.com, yaho.com) creates an account nobody can reach, so the
 * email field offers 'Did you mean {email}?' (auth.md §5, §9). Only emails under 60 characters
 * get a suggestion, and only on the two triggers of §5:
 *   (a) a domain starting with "gmail" that does not end in ".com", or a domain that starts with
 *       "g" and is 1–2 edits from gmail.com;
 *   (b) a domain 1–2 edits from a common domain with the same first letter, or a domain with more
 *       than 3 parts (then the common domain inside it, if there is one, is suggested).
 * Edits are counted with the optimal-string-alignment Damerau–Levenshtein distance, so a swap of
 * two neighbouring letters (gmial) is one edit.
 */
import { TYPO_SUGGESTION_MAX_LENGTH } from "../constants";

const GMAIL = "gmail.com";

/**
 * Mail domains common enough that a near miss is more likely a typo than a real domain. Regional
 * variants of the big providers are listed so that they are never "corrected" to another region.
 */
export const COMMON_DOMAINS: readonly string[] = [
  // global
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "ymail.com",
  "rocketmail.com",
  "hotmail.com",
  "outlook.com",
  "live.com",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "aim.com",
  "mail.com",
  "email.com",
  "protonmail.com",
  "proton.me",
  "pm.me",
  "zoho.com",
  "fastmail.com",
  "tutanota.com",
  "gmx.com",
  "yandex.com",
  // US internet providers
  "comcast.net",
  "verizon.net",
  "att.net",
  "sbcglobal.net",
  "cox.net",
  "charter.net",
  "bellsouth.net",
  // regional
  "yahoo.co.uk",
  "yahoo.fr",
  "yahoo.de",
  "yahoo.es",
  "yahoo.it",
  "yahoo.ca",
  "yahoo.co.jp",
  "yahoo.com.br",
  "hotmail.co.uk",
  "hotmail.fr",
  "hotmail.de",
  "hotmail.es",
  "hotmail.it",
  "outlook.fr",
  "outlook.de",
  "live.co.uk",
  "live.fr",
  "gmx.de",
  "gmx.net",
  "web.de",
  "t-online.de",
  "orange.fr",
  "free.fr",
  "laposte.net",
  "libero.it",
  "yandex.ru",
  "mail.ru",
  "qq.com",
  "163.com",
  "126.com",
  "naver.com",
  "daum.net",
  "hanmail.net",
  "bigpond.com",
  "shaw.ca",
];

const COMMON = new Set(COMMON_DOMAINS);

/**
 * Endings that are nearly always a mistyped ".com" even though some are country codes (".co" is
 * Colombia, ".cm" Cameroon): a common name with one of these is still corrected.
 */
const COM_TYPOS = new Set(["co", "cm", "om", "con", "cmo", "comm", "ocm", "vom", "xom", "cpm", "coom", "c"]);

/**
 * Edit distance with adjacent transpositions (optimal string alignment).
 *
 * @example
 * editDistance("gmial.com", "gmail.com"); // 1
 * editDistance("yaho.com", "yahoo.com"); // 1
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  // Three rolling rows: the one two back is needed for transpositions.
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

/** A regional variant of a common name (yahoo.ca for yahoo.fr): a real domain, not a typo. */
function isRegionalVariant(domain: string, candidate: string): boolean {
  const labels = domain.split(".");
  const tld = labels[labels.length - 1]!;
  return labels.length > 1 && labels[0] === candidate.split(".")[0] && /^[a-z]{2}$/.test(tld) && !COM_TYPOS.has(tld);
}

/** The closest common domain 1–2 edits away with the same first letter (§5 trigger b). */
function nearestCommon(domain: string): string | null {
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of COMMON_DOMAINS) {
    if (candidate[0] !== domain[0] || isRegionalVariant(domain, candidate)) continue;
    const d = editDistance(domain, candidate);
    if (d >= 1 && d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** §5 trigger (a): the gmail rules. */
function gmailTypo(domain: string): boolean {
  if (domain.startsWith("gmail")) return !domain.endsWith(".com");
  if (!domain.startsWith("g")) return false;
  const d = editDistance(domain, GMAIL);
  return d >= 1 && d <= 2;
}

/**
 * §5 trigger (b), second half: more than 3 parts. The suggestion is a common domain that appears
 * as a run of consecutive labels (jane@gmail.com.mail.example → gmail.com); with none inside, as
 * in a.b.c.d.com or mail.cs.example.edu, there is nothing to suggest. Only exact runs count: a
 * near one would turn mail.corp.acme.com into mail.com.
 */
function commonDomainInside(labels: string[]): string | null {
  for (let start = 0; start < labels.length; start++) {
    for (const size of [3, 2]) {
      const run = labels.slice(start, start + size);
      if (run.length === size && COMMON.has(run.join("."))) return run.join(".");
    }
  }
  return null;
}

/**
 * 'Did you mean {email}?' (§5): the corrected email, or null when there is nothing to suggest.
 * The local part is kept as typed; the domain is compared and suggested in lower case.
 *
 * @example
 * suggestEmail("someone@gmial.com"); // "someone@gmail.com"
 * suggestEmail("jane@gmail.co"); // "jane@gmail.com"
 * suggestEmail("x@example.com"); // null
 */
export function suggestEmail(raw: string): string | null {
  const email = raw.trim();
  if (email.length >= TYPO_SUGGESTION_MAX_LENGTH) return null;
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (COMMON.has(domain)) return null;

  let suggestion: string | null;
  if (gmailTypo(domain)) suggestion = GMAIL;
  else {
    const labels = domain.split(".");
    suggestion = nearestCommon(domain) ?? (labels.length > 3 ? commonDomainInside(labels) : null);
  }
  return suggestion === null ? null : `${local}@${suggestion}`;
}
