/**
 * The two-factor capability's server-only surface: the form actions other capabilities' pages run.
 */
export { newBackupCodes } from "./backup-codes.server";
