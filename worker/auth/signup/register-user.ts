/**
 * Email sign-up (auth.md §4.2, §5, §8.1): validate, refuse taken emails, hash, pick a unique
 * username, insert (with the first session's rows the route passes in). Returns the new user row. A business sign-up
 * (auth.md §2.3, business.md §5) adds a business name and the stricter password rules; every
 * password is checked against the common-password list (worker/auth/password/weak-passwords.ts)
 * and, once the field rules pass, against known breaches (worker/auth/breached-password/).
 * A browser holding the under-age flag of auth.md §4.4 is refused whatever birthday it sends.
 */
import { ApiError } from "~common/errors";
import { AVATAR_COLOR_COUNT, BUSINESS_NAME_MAX_LENGTH, DEFAULT_COUNTRY, FIRST_NAME_MAX_LENGTH } from "~common/auth/constants";
import { checkPassword } from "~common/auth/rules";
import { CONSENT_ANSWERS, CONSENT_KEYS, type ConsentKey } from "~common/auth/signup/consent";
import { isDeliverableEmail, normalizeEmail } from "~common/auth/rules";
import { clampFirstName, nameFromEmail, splitName, usernameStem } from "~common/auth/rules";
import { refuseIfBreached, type BreachedPasswords } from "../breached-password";
import { hashPassword } from "../password";
import { isCommonPassword } from "../password";
import type { RegisterBody } from "~common/auth/schemas";
import { checkBirthday, checkEmail, type RuleFailure } from "~common/auth/signup/rules";
import { emailExists, FIRST_SESSION_VERSION, insertUser, type NewUser, type UserRow } from "../users";

export const ruleError = (f: RuleFailure) => new ApiError(f.error, { data: { field: f.field } });

/** First and last name from the payload, or derived from the email when none was given (§5 split). */
export function resolveNames(body: Pick<RegisterBody, "first_name" | "last_name">, email: string) {
  const given = (body.first_name ?? "").trim();
  if (given === "") {
    const derived = splitName(nameFromEmail(email));
    return { firstName: clampFirstName(derived.firstName), lastName: derived.lastName };
  }
  const lastGiven = (body.last_name ?? "").trim();
  const { firstName, lastName } = lastGiven === "" ? splitName(given) : { firstName: given, lastName: lastGiven };
  if ([...firstName].length > FIRST_NAME_MAX_LENGTH) throw new ApiError("NAME_TOO_LONG", { data: { field: "first_name" } });
  return { firstName, lastName };
}

export function resolveCountry(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === "") return DEFAULT_COUNTRY;
  const country = raw.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new ApiError("COUNTRY_INVALID", { data: { field: "country" } });
  return country;
}

const randomDigits = (n: number) => [...crypto.getRandomValues(new Uint8Array(n))].map((b) => String(b % 10)).join("");

/** The business name of a business sign-up, trimmed; null for a personal one. */
export function resolveBusinessName(body: Pick<RegisterBody, "account_type" | "business_name">): string | null {
  if (body.account_type !== "business") return null;
  const name = (body.business_name ?? "").trim();
  if (name === "") throw new ApiError("BUSINESS_NAME_MISSING", { data: { field: "business_name" } });
  if ([...name].length > BUSINESS_NAME_MAX_LENGTH) throw new ApiError("BUSINESS_NAME_TOO_LONG", { data: { field: "business_name" } });
  return name;
}

export interface SignupContext {
  now: Date;
  /** The browser holds the under-age flag cookie (auth.md §4.4). */
  underageFlag?: boolean;
  /** The Korean privacy-consent experiment applies to this request: the consents step is required (§4.1, §4.5). */
  consentRequired?: boolean;
}

/**
 * The consent answers to store (auth.md §3 values) when the consents step applies: the four
 * required keys were agreed to (the opt-in), marketing is yes unless opted out. Without the
 * opt-in, sign-up is refused with CONSENT_REQUIRED once every other field is valid, so the page
 * moves on to the consents step only when nothing else is left to fix (§4.2 step 3).
 */
export function consentsToStore(body: Pick<RegisterBody, "kr_privacy_consent_opt_in" | "marketing_notifs_opt_out">, required: boolean) {
  if (!required) return null;
  if (body.kr_privacy_consent_opt_in !== true) throw new ApiError("CONSENT_REQUIRED", { data: { field: "consent" } });
  const yes = CONSENT_ANSWERS.YES;
  const boxes: Record<ConsentKey, boolean> = {
    terms: true,
    collectionUsePersonalInfo: true,
    thirdPartyProvisionPersonalInfo: true,
    overseasTransferPersonalInfo: true,
    optionalMarketingConsent: body.marketing_notifs_opt_out !== true,
  };
  return Object.fromEntries(CONSENT_KEYS.map((k) => [k, boxes[k] ? yes : CONSENT_ANSWERS.NO]));
}

/** Writes that belong in a new account's insert batch (its first session), and what to do with their results. */
export interface AccountWrites {
  statements: D1PreparedStatement[];
  settle(results: D1Result[]): Promise<void>;
}

/** Given the account about to be inserted, the writes to commit with it. */
export type WithAccount = (account: Pick<UserRow, "id" | "email" | "first_name" | "session_version">) => Promise<AccountWrites>;

export async function registerWithEmail(
  db: D1Database,
  body: RegisterBody,
  ctx: SignupContext,
  breached: BreachedPasswords,
  withAccount?: WithAccount,
): Promise<UserRow> {
  const { now } = ctx;
  if (body.type !== "email") throw new ApiError("SIGNUP_TYPE_UNSUPPORTED", { data: { field: "type" } });
  if (ctx.underageFlag) throw new ApiError("UNDER_AGE", { data: { field: "birthday" } });
  const business = body.account_type === "business";
  // §5 order: email, then the form's password rules (primary or business.md §5, with the
  // server's common-password list), then the birthday.
  const failure =
    checkEmail(body.email) ??
    checkPassword(business ? "business" : "primary", body.password, { email: body.email }, isCommonPassword) ??
    checkBirthday(body.birthday, now);
  if (failure) throw ruleError(failure);
  // The breach check asks a remote service: started now, it runs beside the checks below and is
  // awaited before the consents step and the hash (a breached password is a field to fix first).
  const breach = breached.count(body.password!);
  const businessName = resolveBusinessName(body);
  const email = normalizeEmail(body.email!);
  if (!isDeliverableEmail(email)) throw new ApiError("EMAIL_INVALID", { data: { field: "email" } });
  const country = resolveCountry(body.country);
  const { firstName, lastName } = resolveNames(body, email);
  // Cheap check first so a taken email does not cost a hash; the UNIQUE index settles races.
  if (await emailExists(db, email)) throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
  await refuseIfBreached(breach);
  const consents = consentsToStore(body, ctx.consentRequired === true);

  const passwordHash = await hashPassword(body.password!);
  const id = crypto.randomUUID();
  const writes = await withAccount?.({ id, email, first_name: firstName, session_version: FIRST_SESSION_VERSION });
  return insertWithFreeUsername(
    db,
    {
      id,
      email,
      passwordHash,
      firstName,
      lastName,
      birthday: body.birthday!,
      country,
      gender: body.gender ?? null,
      avatarColorIndex: crypto.getRandomValues(new Uint8Array(1))[0]! % AVATAR_COLOR_COUNT,
      signupType: "email",
      accountType: business ? "business" : "personal",
      businessName,
      now: Math.floor(now.getTime() / 1000),
      consents,
    },
    writes,
  );
}

/**
 * Inserts a new user under the first free username made from its email (the stem, then the stem
 * with random digits). A taken email answers EMAIL_TAKEN; the UNIQUE indexes settle races.
 *
 * @example
 * const user = await insertWithFreeUsername(db, { id: crypto.randomUUID(), email, passwordHash: null, ... });
 */
export async function insertWithFreeUsername(db: D1Database, u: Omit<NewUser, "username">, writes?: AccountWrites): Promise<UserRow> {
  const stem = usernameStem(u.email);
  for (let attempt = 0; attempt < 6; attempt++) {
    const username = attempt === 0 ? stem : `${stem}${randomDigits(attempt < 3 ? 3 : 6)}`;
    const result = await insertUser(db, { ...u, username }, writes?.statements);
    if (result.status === "email_taken" || result.status === "identity_taken")
      throw new ApiError("EMAIL_TAKEN", { data: { field: "email" } });
    if (result.status === "ok") {
      await writes?.settle(result.also);
      return result.user;
    }
  }
  throw new Error("could not find a free username");
}
