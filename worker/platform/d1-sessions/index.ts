export {
  BOOKMARK_COOKIE,
  BOOKMARK_HEADER,
  READ_YOUR_WRITES_SECONDS,
  isBookmark,
  openRequestDatabase,
  requestBookmark,
  withDatabase,
} from "./request-database";
export { isWriteSql } from "./sql-kind";
export { baseEnv } from "./request-env";
