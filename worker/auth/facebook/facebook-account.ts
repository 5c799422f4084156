/**
 * Why: what the Worker still does with Facebook after its log-in was retired (auth.md §1; §3
 * Facebook profile, Login data; §8.2; docs/decisions/020). An account's Facebook identity is a
 * user_identities row (issuer FACEBOOK_IDENTITY_ISSUER, subject the Facebook id) with
 * users.connected_to_facebook (migrations/0045); none is ever made again. Every answer about a
 * Facebook id first asks Graph (./graph.ts) whose token it is: a token of another person, or one
 * Graph refuses, is FACEBOOK_TOKEN_INVALID. A Facebook log-in never opens a session: a matched
 * Facebook-only account is pointed to recovery (FACEBOOK_ONLY_ACCOUNT), a matched account with a
 * password to it (FACEBOOK_LOGIN_RETIRED), an unmatched id is ACCOUNT_NOT_FOUND (field facebook).
 */
import { ApiError } from "~common/errors";
import { FACEBOOK_PROFILE_FIELDS, type FacebookProfile, type FacebookProfileField, type LoginData } from "~common/auth/facebook/schemas";
import type { UserRow } from "../users";
import { findIdentityUser } from "../federated";
import { facebookGraph, GraphRefusal, type FacebookGraph } from "./graph";

/** user_identities.issuer of a Facebook identity (its subject is the app-scoped Facebook id). */
export const FACEBOOK_IDENTITY_ISSUER = "https://www.facebook.com";

const tokenInvalid = (err: unknown): never => {
  if (err instanceof GraphRefusal) {
    console.warn(`facebook: ${err.message}`);
    throw new ApiError("FACEBOOK_TOKEN_INVALID", { data: { field: "facebook" } });
  }
  throw err;
};

/**
 * The §3 Facebook profile of `accessToken`, with only `fields` filled in (the rest null). With
 * `piiSafeBirthday` the birthday is only its year.
 *
 * @example
 * await facebookProfile(env, { access_token, pii_safe_birthday: true, fields: "id,email" });
 */
export async function facebookProfile(
  env: Env,
  body: { access_token: string; pii_safe_birthday: boolean; fields: string },
  graph: FacebookGraph = facebookGraph(env),
): Promise<FacebookProfile> {
  const asked = new Set(body.fields.split(",").map((f) => f.trim()));
  const fields = FACEBOOK_PROFILE_FIELDS.filter((f) => f === "id" || asked.has(f));
  const person = await graph.me(body.access_token, fields).catch(tokenInvalid);
  const pick = (f: FacebookProfileField, value: string | undefined) =>
    fields.includes(f) && typeof value === "string" && value !== "" ? value : null;
  const birthday = pick("birthday", person.birthday);
  const picture = person.picture?.data;
  return {
    id: person.id,
    first_name: pick("first_name", person.first_name),
    last_name: pick("last_name", person.last_name),
    email: pick("email", person.email),
    gender: pick("gender", person.gender),
    birthday: birthday && body.pii_safe_birthday ? (birthday.match(/\d{4}$/)?.[0] ?? null) : birthday,
    picture: fields.includes("picture") && picture?.url && !picture.is_silhouette ? picture.url : null,
    access_token: body.access_token,
  };
}

/** The account linked to `facebookId`, once Graph confirms `token` is that person's. */
async function verifiedFacebookUser(env: Env, facebookId: string, token: string, graph: FacebookGraph): Promise<UserRow | null> {
  const person = await graph.me(token, ["id"]).catch(tokenInvalid);
  if (person.id !== facebookId) {
    console.warn("facebook: the token belongs to another Facebook id than the one sent");
    throw new ApiError("FACEBOOK_TOKEN_INVALID", { data: { field: "facebook" } });
  }
  return findIdentityUser(env.DB, FACEBOOK_IDENTITY_ISSUER, facebookId);
}

const notMatched = () => new ApiError("ACCOUNT_NOT_FOUND", { data: { field: "facebook" } });

/**
 * §3 Login data of the account linked to a Facebook id (POST and GET /v3/facebook/login_data/).
 *
 * @example
 * const { has_password } = await facebookLoginData(env, "10000000000001", token);
 */
export async function facebookLoginData(
  env: Env,
  facebookId: string,
  token: string,
  graph: FacebookGraph = facebookGraph(env),
): Promise<LoginData> {
  const user = await verifiedFacebookUser(env, facebookId, token, graph);
  if (!user) throw notMatched();
  const google = user.connected_to_google === 1;
  return { connected_to_gplus: google, connected_to_google: google, has_password: user.password_hash !== null };
}

/**
 * A log-in with the creds facebook_id and facebook_token (auth.md §3): never a session, since
 * Facebook log-in is retired (§1). Always throws: the answer says where the person goes instead.
 */
export async function logInWithFacebook(
  env: Env,
  facebookId: string,
  token: string,
  graph: FacebookGraph = facebookGraph(env),
): Promise<never> {
  const user = await verifiedFacebookUser(env, facebookId, token, graph);
  if (!user) throw notMatched();
  if (user.account_state === "suspended") throw new ApiError("ACCOUNT_SUSPENDED");
  if (user.account_state === "soft_banned") throw new ApiError("ACCOUNT_SOFT_BANNED");
  if (user.password_hash !== null) throw new ApiError("FACEBOOK_LOGIN_RETIRED", { data: { field: "facebook" } });
  if (user.connected_to_google === 1) throw new ApiError("GOOGLE_ONLY_ACCOUNT");
  throw new ApiError("FACEBOOK_ONLY_ACCOUNT");
}
