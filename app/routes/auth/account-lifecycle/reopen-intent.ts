/** The reopen screen's form intent (the log-in action reads it) and the arrival flags after a log-in (app/lib/landing.ts). */
export const REOPEN_INTENT = "reopen-account";
