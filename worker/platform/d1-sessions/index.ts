export { openRequestDatabase, withDatabase } from "./request-database";
export { baseEnv } from "./request-env";
export { isWriteSql } from "./sql-kind";
