/**
 * Message catalogue of the saving area, verbatim from saving.md. Every string the saving pages or
 * API show lives here; test/common/spec-strings.test.ts lists the spec's strings not yet here.
 */
export const SAVING_MESSAGES = {
  // §8 moving pins while a board action runs
  boardActionPending: "Please wait until the previous board action finishes.",
} as const;
