/**
 * Why: pages branch on the viewer's experiment groups (auth.md §6: the Florida terms variant, the
 * providers' availability, …). The root loader evaluates them once per request on the server
 * (experiments.server.ts); components read them here, so server and browser render the same.
 */
import { useRouteLoaderData } from "react-router";
import type { ExperimentGroup, ExperimentName } from "~common/platform/experiments";
import type { ExperimentGroups } from "~common/auth/schemas";

/**
 * The viewer's group in one experiment, or null outside the root route's data (an error page).
 *
 * @example
 * const floridaTerms = useExperiment("fdbr_teen_compliance") === "enabled";
 */
export function useExperiment<N extends ExperimentName>(name: N): ExperimentGroup<N> | null {
  const root = useRouteLoaderData("root") as { experiments?: ExperimentGroups } | undefined;
  return (root?.experiments?.[name] as ExperimentGroup<N> | undefined) ?? null;
}
