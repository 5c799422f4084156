/**
 * The /_dev/experiments page's work: read this browser's groups through the API (which sets the
 * experiments device cookie when the browser has none), and put this device in a group.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { assignDeviceExperimentRoute, experimentsRoute } from "~common/auth/contracts";
import { EXPERIMENTS, type ExperimentName } from "~common/platform/experiments";
import { devToolsEnabled } from "~common/platform/flags";
import { DEV_COUNTRIES, DEV_COUNTRY_COOKIE } from "~common/platform/dev-country";
import { requestCountry } from "~common/platform/request-country";
import { apiClientFor, cookieHeaders } from "../../lib/api.server";
import { cloudflareContext } from "../../lib/cloudflare-context";
import { formString } from "../../lib/forms";

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function requireDevTools(context: Readonly<RouterContextProvider>) {
  if (!devToolsEnabled(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
}

export async function loadExperiments({ request, context }: Args) {
  requireDevTools(context);
  const result = await apiClientFor(request, context).call(experimentsRoute);
  if (!result.ok) throw data(null, { status: result.status });
  const country = requestCountry(request);
  return data({ groups: result.data, country }, { headers: cookieHeaders(result.setCookies) });
}

export async function flipExperiment({ request, context }: Args) {
  requireDevTools(context);
  const form = await request.formData();
  if (formString(form, "intent") === "country") return chooseCountry(request, formString(form, "country"));
  const name = formString(form, "experiment");
  if (!Object.hasOwn(EXPERIMENTS, name)) throw data(null, { status: 400 });
  const result = await apiClientFor(request, context).call(assignDeviceExperimentRoute, {
    json: { experiment: name as ExperimentName, group: formString(form, "group") },
  });
  if (!result.ok) throw data(null, { status: result.status });
  throw redirect(`/_dev/experiments#${name}`, { headers: cookieHeaders(result.setCookies) });
}

/**
 * Keeps the developer's country in the cookie the Worker entry reads (worker/platform/dev-country.ts);
 * "" goes back to the country the edge (or nothing, locally) reports.
 */
function chooseCountry(request: Request, country: string): never {
  const chosen = DEV_COUNTRIES.find((c) => c === country);
  const https = new URL(request.url).protocol === "https:";
  const cookie = chosen
    ? `${DEV_COUNTRY_COOKIE}=${chosen}; Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`
    : `${DEV_COUNTRY_COOKIE}=; Path=/; Max-Age=0`;
  throw redirect("/_dev/experiments#country", { headers: { "Set-Cookie": cookie } });
}
