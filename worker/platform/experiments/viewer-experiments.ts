/**
 * Why: auth.md §6 — the viewer's experiment groups are decided once per request, the same way for
 * every caller: the stored assignments of the viewer's user, device and country are read in one
 * D1 query and every registered experiment is evaluated with the pure `evaluate` of
 * common/platform/experiments.ts (user > device > country > default). The result is cached on the
 * request's context.
 */
import type { Context } from "hono";
import { EXPERIMENTS, evaluate, type ExperimentName } from "~common/platform/experiments";
import type { ExperimentGroups } from "~common/auth/schemas";
import { currentSession } from "../../auth/sessions";
import { requestCountry } from "~common/platform/request-country";
import type { ApiEnv } from "../types";
import { assignmentsFor } from "./assignments-repo";
import { deviceId, existingDeviceId } from "./device-id";

const NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

/**
 * The viewer's group in every registered experiment (evaluated at most once per request). With
 * `mintDevice` (GET /v3/experiments/), a browser without a device id gets one; other callers (a
 * sign-up deciding on the consents step) read the device's assignments only if it has one.
 */
export async function viewerExperiments(
  c: Context<ApiEnv>,
  { mintDevice = false }: { mintDevice?: boolean } = {},
): Promise<ExperimentGroups> {
  const cached = c.get("experiments");
  if (cached) return cached;
  const session = await currentSession(c);
  const assignments = await assignmentsFor(c.env.DB, {
    userId: session?.user.id ?? null,
    deviceId: mintDevice ? deviceId(c) : existingDeviceId(c),
    country: requestCountry(c.req.raw),
  });
  const groups = Object.fromEntries(NAMES.map((n) => [n, evaluate(EXPERIMENTS, assignments, n)])) as ExperimentGroups;
  c.set("experiments", groups);
  return groups;
}
