export { isolateWrites, openRequestDatabase, requestBookmark, withDatabase } from "./request-database";
export { replicaLag, replicaSimulation, type ReplicaState } from "./lagging-replica";
export { primaryOf } from "./primary";
export { baseEnv } from "./request-env";
export { isWriteSql } from "./sql-kind";
