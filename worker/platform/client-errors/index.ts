export { clientErrorRoutes } from "./routes";
