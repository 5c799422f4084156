/**
 * The viewer's experiment groups for the current request (auth.md §6), fetched once however many
 * loaders ask, through the same API the browser could call (GET /v3/experiments/). The first
 * visit's answer also sets the device cookie that logged-out assignments hang on; its Set-Cookie
 * goes out with the page (the root loader passes it on).
 */
import type { RouterContextProvider } from "react-router";
import { experimentsRoute } from "~common/auth/contracts";
import { EXPERIMENTS, type ExperimentName } from "~common/platform/experiments";
import type { ExperimentGroups } from "~common/auth/schemas";
import { apiClientFor } from "./api.server";

export interface ViewerExperiments {
  groups: ExperimentGroups;
  setCookies: string[];
}

const memo = new WeakMap<object, Promise<ViewerExperiments>>();

/** Every experiment at its default: what a page shows when the API cannot answer. */
const DEFAULT_GROUPS = Object.fromEntries(
  (Object.keys(EXPERIMENTS) as ExperimentName[]).map((n) => [n, EXPERIMENTS[n].defaultGroup]),
) as ExperimentGroups;

export function experimentsFor(request: Request, context: Readonly<RouterContextProvider>): Promise<ViewerExperiments> {
  let result = memo.get(context);
  if (!result) {
    result = apiClientFor(request, context)
      .call(experimentsRoute)
      .then((r) => (r.ok ? { groups: r.data, setCookies: r.setCookies } : { groups: DEFAULT_GROUPS, setCookies: [] }));
    memo.set(context, result);
  }
  return result;
}
