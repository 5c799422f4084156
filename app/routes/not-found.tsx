import { data } from "react-router";
import { notFoundMeta, NotFoundPage } from "./not-found-page";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = notFoundMeta;

export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return <NotFoundPage />;
}
