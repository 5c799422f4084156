/**
 * Email rules shared by the API and the pages (auth.md §5). Pure functions, no I/O.
 */
import { EMAIL_MAX_LENGTH, PRODUCT_NAME_IN_EMAIL } from "../constants";

/** §5: local part of word characters and symbols, @, domain labels of letters/digits/hyphens with a dot. */
export const EMAIL_PATTERN = /^[\w!#$%&'*+/=?^`{|}~.-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isEmailFormat = (email: string): boolean => EMAIL_PATTERN.test(email);

/** Local checks for big free mail providers, whose address rules are public (§5 "local check"). */
const FREE_MAIL_RULES: Record<string, RegExp> = {
  "gmail.com": /^[a-z0-9](?:[a-z0-9.]{4,28})[a-z0-9]$/,
  "googlemail.com": /^[a-z0-9](?:[a-z0-9.]{4,28})[a-z0-9]$/,
  "yahoo.com": /^[a-z][a-z0-9._]{2,30}[a-z0-9]$/,
  "hotmail.com": /^[a-z][a-z0-9._-]{0,63}$/,
  "outlook.com": /^[a-z][a-z0-9._-]{0,63}$/,
  "live.com": /^[a-z][a-z0-9._-]{0,63}$/,
};

/** Domains that can never receive mail or are throw-away inboxes. */
const UNDELIVERABLE_DOMAINS = new Set([
  "mailinator.com",
  "guerrillamail.com",
  "10minutemail.com",
  "yopmail.com",
  "trashmail.com",
  "tempmail.com",
]);
const RESERVED_TLDS = new Set(["invalid", "localhost", "local"]);

/** The free-mail local check of §5, usable in the browser before any request. */
export function failsFreeMailCheck(email: string): boolean {
  const [local, domain] = splitEmail(normalizeEmail(email));
  const rule = FREE_MAIL_RULES[domain];
  return rule !== undefined && !rule.test(local);
}

/**
 * The server's `is_valid` verdict (GET /v3/email/validation/): format, RFC length limits, sane
 * labels, a real top-level domain, not a throw-away or reserved domain, and the free-mail check.
 */
export function isDeliverableEmail(raw: string): boolean {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH || !isEmailFormat(email)) return false;
  const [local, domain] = splitEmail(email);
  if (local.length > 64 || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
  const labels = domain.split(".");
  if (labels.some((l) => l.length === 0 || l.length > 63 || l.startsWith("-") || l.endsWith("-"))) return false;
  const tld = labels[labels.length - 1]!;
  if (!/^[a-z]{2,24}$/.test(tld) || RESERVED_TLDS.has(tld)) return false;
  if (UNDELIVERABLE_DOMAINS.has(domain)) return false;
  return !failsFreeMailCheck(email);
}

/**
 * Domains reserved for examples and documentation (RFC 2606 §3 example.com, .net, .org and their
 * subdomains; RFC 2606 §2 / RFC 6761 §6.5 the `.example` top-level domain): no mail to them is
 * ever delivered. The contracts' verification accounts live there (worker/dev/pact-state/),
 * and only accounts there are ones the provider-state credential may arrange.
 *
 * @example
 * isExampleDomainEmail("jane@example.com") // true
 * isExampleDomainEmail("pact.x@acme.example") // true
 * isExampleDomainEmail("jane@example.co") // false
 */
export function isExampleDomainEmail(raw: string): boolean {
  const email = normalizeEmail(raw);
  if (!isEmailFormat(email)) return false;
  const domain = splitEmail(email)[1];
  return domain.endsWith(".example") || ["example.com", "example.net", "example.org"].some((d) => domain === d || domain.endsWith(`.${d}`));
}

/** §8.1: an email whose local part carries the product's name is refused at sign-up. */
export const containsProductName = (email: string): boolean => splitEmail(normalizeEmail(email))[0].includes(PRODUCT_NAME_IN_EMAIL);

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf("@");
  return at < 0 ? [email, ""] : [email.slice(0, at), email.slice(at + 1)];
}
