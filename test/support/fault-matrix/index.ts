/** The fault matrix's helpers (test/gates/fault-matrix.integration.test.ts): the runs, and the end states. */
export * from "./matrix";
export * from "./state";
