/**
 * Message catalogue of the business area, verbatim from business.md. Every string the business
 * pages or API show lives here; test/common/spec-strings.test.ts lists the spec's strings not yet here.
 */
export const BUSINESS_MESSAGES = {} as const;
