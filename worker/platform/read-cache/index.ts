export { PUBLIC_READ_SECONDS, PublicReadCache, publicRead } from "./read-cache";
