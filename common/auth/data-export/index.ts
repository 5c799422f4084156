/**
 * The data-export capability's surface ("Download your data", docs/decisions/042). Anything not
 * exported here is data-export's own (test/layout/capabilities.test.ts).
 */
export { dataExportsRoute, downloadDataExportRoute, requestDataExportRoute } from "./contracts";
export { DATA_EXPORT_API_MESSAGES, DATA_EXPORT_COPY, DATA_EXPORT_EMAIL_COPY } from "./messages";
export {
  DATA_EXPORT_IMAGE_BYTES_MAX,
  DATA_EXPORT_INTERVAL_SECONDS,
  DATA_EXPORT_ROWS_MAX,
  DATA_EXPORT_TTL_SECONDS,
  exportWaitSeconds,
  mebibytes,
} from "./rules";
export type { DataExport, DataExports } from "./schemas";
