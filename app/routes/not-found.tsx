import { data, Link } from "react-router";
import { AUTH_COPY } from "../auth/copy";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: `${AUTH_COPY.notFoundTitle} | ${AUTH_COPY.brand}` }];

export const loader = () => data(null, { status: 404 });

export default function NotFound() {
  return (
    <main id="main" className="page page--center">
      <h1 className="page__title">{AUTH_COPY.notFoundTitle}</h1>
      <p className="page__lead">{AUTH_COPY.notFoundBody}</p>
      <Link to="/" className="button button--primary">
        {AUTH_COPY.goHome}
      </Link>
    </main>
  );
}
