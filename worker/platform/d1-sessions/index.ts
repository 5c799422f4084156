export { isolateWrites, openRequestDatabase, requestBookmark, withDatabase } from "./request-database";
export { baseEnv } from "./request-env";
export { isWriteSql } from "./sql-kind";
