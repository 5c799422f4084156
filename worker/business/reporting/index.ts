/**
 * The reporting capability's surface (docs/decisions/053): its routes and the one query of every
 * report level (the report center reuses it). Anything not exported here is reporting's own.
 */
export { reportingRoutes } from "./routes";
export { levelReport, type Windows } from "./report";
