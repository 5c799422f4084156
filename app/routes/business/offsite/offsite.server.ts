/**
 * /offsite/?url=&pin='s loader work (business.md §4 offsite link, §8; auth.md §2.5): the link is
 * checked (GET /v3/offsite/, in-process) before the browser is sent on, so the rule holds with and
 * without JavaScript:
 * - not an http(s) link: never opened (the page says so);
 * - blocked, suspicious or porn: not opened; the page says why;
 * - ok for that Pin's own link: a redirect to it;
 * - a failed check (the API failing, or answering something that is not its envelope): the link
 *   opens by normal navigation, as business.md §8 says;
 * - no Pin, or a Pin the viewer cannot see: the page shows the link for the viewer to open or not
 *   (this path must not be a redirect anyone can point anywhere).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { offsiteRoute } from "~common/business/offsite/contracts";
import { parseLink } from "~common/business/offsite/rules";
import { OFFSITE_URL_MAX_LENGTH } from "~common/business/offsite/constants";
import { ID_PATTERN } from "~common/saving/schemas";
import { apiClientFor } from "../../../lib/api.server";

export type OffsiteOutcome = "invalid" | "blocked" | "suspicious" | "porn" | "unchecked";

export async function loadOffsite(request: Request, context: Readonly<RouterContextProvider>) {
  const params = new URL(request.url).searchParams;
  const raw = (params.get("url") ?? "").slice(0, OFFSITE_URL_MAX_LENGTH);
  const pin = params.get("pin");
  const pinId = pin && ID_PATTERN.test(pin) ? pin : null;
  const headers = { "Cache-Control": "private, no-store" };
  const link = parseLink(raw);
  if (!link) return data({ outcome: "invalid" as OffsiteOutcome, url: raw, pinId }, { status: 400, headers });

  let result;
  try {
    result = await apiClientFor(request, context).call(offsiteRoute, {
      query: { url: link.url, check_only: "true", ...(pinId && { pin_id: pinId }) },
    });
  } catch (err) {
    console.error("offsite check failed; opening the link", err);
    throw redirect(link.url);
  }
  if (!result.ok) {
    if (result.status >= 500) throw redirect(link.url);
    return data({ outcome: "unchecked" as OffsiteOutcome, url: link.url, pinId: null }, { headers });
  }
  const { redirect_status: status, url } = result.data;
  if (status === "ok") {
    if (pinId) throw redirect(url);
    return data({ outcome: "unchecked" as OffsiteOutcome, url, pinId: null }, { headers });
  }
  return data({ outcome: status as OffsiteOutcome, url, pinId }, { headers });
}
