/**
 * The /_dev/experiments page's work: read this browser's groups through the API (which sets the
 * experiments device cookie when the browser has none), and put this device in a group.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { assignDeviceExperimentRoute, experimentsRoute } from "~common/auth/contracts";
import { EXPERIMENTS, type ExperimentName } from "~common/auth/experiments";
import { devToolsEnabled } from "~common/platform/flags";
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
  return data({ groups: result.data }, { headers: cookieHeaders(result.setCookies) });
}

export async function flipExperiment({ request, context }: Args) {
  requireDevTools(context);
  const form = await request.formData();
  const name = formString(form, "experiment");
  if (!Object.hasOwn(EXPERIMENTS, name)) throw data(null, { status: 400 });
  const result = await apiClientFor(request, context).call(assignDeviceExperimentRoute, {
    json: { experiment: name as ExperimentName, group: formString(form, "group") },
  });
  if (!result.ok) throw data(null, { status: result.status });
  throw redirect(`/_dev/experiments#${name}`, { headers: cookieHeaders(result.setCookies) });
}
