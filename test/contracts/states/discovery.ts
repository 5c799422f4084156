/**
 * Provider states of discovery (business.md §3, §7), arranged through the public API only. The
 * search advisories are reference data a deployment ships with (migration 0022's examples, edited
 * with the admin command), and so is the offsite domain list (migration 0023), so their states
 * arrange nothing: they check, through the API, that the examples the contract names are there,
 * and fail with a clear message where an operator has changed them. Searches for Pins use the saving content state (./saving.ts): its Pins are titled
 * "Pact Pin" on the public "Pact board".
 */
import type { StateContext, StateDefinition } from "./types";

/** The example advisories the contract relies on (phrase → severity). */
export const PACT_ADVISORIES = { sensitive: "self harm", abusive: "graphic violence" } as const;

/** The example domains of the offsite domain list (migration 0023), one per status. */
export const PACT_DOMAINS = { blocked: "blocked-links.example", suspicious: "suspicious-links.example", porn: "adult-links.example" } as const;

export const DISCOVERY_STATES = {
  advisories: "the example search advisories are in place",
  domains: "the example offsite domains are in place",
} as const;

export function discoveryStates({ api }: StateContext): StateDefinition[] {
  return [
    {
      name: DISCOVERY_STATES.advisories,
      params: "— (checks that searches for 'self harm' (SENSITIVE, a style 2 notice) and 'graphic violence' (ABUSIVE) carry their advisories)",
      handler: async () => {
        for (const [phrase, severity] of [
          [PACT_ADVISORIES.sensitive, 1],
          [PACT_ADVISORIES.abusive, 0],
        ] as const) {
          const res = await api.request("GET", `/v3/search/pins/?${new URLSearchParams({ query: phrase })}`);
          const found = (res.data as { sensitivity?: { severity?: number } | null } | undefined)?.sensitivity;
          if (res.status !== 200 || found?.severity !== severity) {
            throw new Error(`a search for "${phrase}" should carry an advisory of severity ${severity} (migration 0022's example; restore it with npm run discovery -- advisory …)`);
          }
        }
        return {};
      },
    },
    {
      name: DISCOVERY_STATES.domains,
      params: "— (checks that links to blocked-links.example, suspicious-links.example and adult-links.example are answered blocked, suspicious and porn)",
      handler: async () => {
        for (const [status, domain] of Object.entries(PACT_DOMAINS)) {
          const res = await api.request("GET", `/v3/offsite/?${new URLSearchParams({ url: `https://${domain}/`, check_only: "true" })}`);
          const got = (res.data as { redirect_status?: string } | undefined)?.redirect_status;
          if (res.status !== 200 || got !== status) {
            throw new Error(`a link to ${domain} should be answered ${status}, not ${got ?? `HTTP ${res.status}`} (migration 0023's example; restore it with npm run discovery -- domain set ${domain} ${status})`);
          }
        }
        return {};
      },
    },
  ];
}
