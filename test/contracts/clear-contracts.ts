/**
 * Global setup of the contract-consumer project: removes the contract files once before the
 * per-area consumer tests run, so interactions deleted from a test do not linger (Pact merges
 * into an existing file) and no area's test deletes another's output.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { CONTRACTS_DIR } from "./interaction";

export default function setup() {
  mkdirSync(CONTRACTS_DIR, { recursive: true });
  for (const name of readdirSync(CONTRACTS_DIR)) if (name.endsWith(".json")) rmSync(resolve(CONTRACTS_DIR, name));
}
