/**
 * The access token page of the Conversions API (issue 37 item 1, `/conversions/access_token/`): its
 * list of live tokens, and the action that makes one (shown once, in the answer: never stored where
 * a reload could show it again) or revokes one — one small handler per intent, each through the
 * typed client. Plain forms: the same with and without JavaScript.
 */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { createAccessTokenRoute, listAccessTokensRoute, revokeAccessTokenRoute } from "~common/business/conversions";
import { ID_PATTERN } from "~common/saving/schemas";
import type { ApiClient } from "../../../lib/api-client";
import { apiClientFor } from "../../../lib/api.server";
import { CONVERSIONS_PAGE_COPY as T } from "./copy";

type Context = Readonly<RouterContextProvider>;

export interface TokenRow {
  id: string;
  name: string;
  created: string;
  lastUsed: string | null;
}
export interface AccessTokensView {
  tokens: TokenRow[];
}
export interface TokenAnswer {
  ok: boolean;
  intent: string;
  message: string;
  /** A new token's secret, shown this once. */
  token?: string;
  field?: "name";
}

const day = (iso: string) => new Date(iso).toLocaleDateString("en", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export async function loadAccessTokens(api: ApiClient, advertiserId: string): Promise<AccessTokensView> {
  const r = await api.call(listAccessTokensRoute, { params: { advertiserId } });
  return {
    tokens: r.ok
      ? r.data.items.map((t) => ({
          id: t.id,
          name: t.name,
          created: day(t.created_at),
          lastUsed: t.last_used_at ? day(t.last_used_at) : null,
        }))
      : [],
  };
}

const FormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create"), name: z.string().max(2000) }),
  z.object({ intent: z.literal("revoke"), token_id: z.string().regex(ID_PATTERN), name: z.string().max(2000) }),
]);

/**
 * @example
 * if (match.key === "conversions_access_token") return conversionsAction(request, context, advertiserId);
 */
export async function conversionsAction(request: Request, context: Context, advertiserId: string) {
  const parsed = FormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<TokenAnswer>({ ok: false, intent: "unknown", message: T.somethingWrong }, { status: 400 });
  const form = parsed.data;
  const api = apiClientFor(request, context);
  if (form.intent === "create") {
    const name = form.name.trim();
    if (name === "") return data<TokenAnswer>({ ok: false, intent: form.intent, message: T.nameMissing, field: "name" }, { status: 400 });
    const r = await api.call(createAccessTokenRoute, { params: { advertiserId }, json: { name } });
    return r.ok
      ? data<TokenAnswer>({ ok: true, intent: form.intent, message: T.made(r.data.name), token: r.data.token })
      : data<TokenAnswer>({ ok: false, intent: form.intent, message: r.error.message }, { status: r.status });
  }
  const r = await api.call(revokeAccessTokenRoute, { params: { advertiserId, tokenId: form.token_id } });
  return r.ok
    ? data<TokenAnswer>({ ok: true, intent: form.intent, message: T.revoked(r.data.name) })
    : data<TokenAnswer>({ ok: false, intent: form.intent, message: r.error.message }, { status: r.status });
}
