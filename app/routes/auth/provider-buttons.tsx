/**
 * The federated sign-in buttons of the log-in and sign-up pages (auth.md §1, §2.3): links to
 * /oauth/:provider/start (oauth-start.ts, which says why not a form), so they need no script. Line is offered
 * only when the country is JP (§1, §9). Where web_google_disabled is on (§6) the start route
 * comes back with `?unavailable=google`, and the 'Oops! Google isn't available' modal opens
 * (§2.3, §8.3); closing it returns to the page.
 */
import { useLocation } from "react-router";
import { AUTH_COPY } from "~common/auth/messages";
import { RecoveryModal } from "./components";
import { buttonClassName } from "../../components/button";

export function ProviderButtons({ next, line = false }: { next: string | null; line?: boolean }) {
  const providers = [{ id: "google", label: AUTH_COPY.continueWithGoogle }, ...(line ? [{ id: "line", label: AUTH_COPY.continueWithLine }] : [])];
  const location = useLocation();
  const query = new URLSearchParams(location.search);
  const unavailable = query.get("unavailable") === "google";
  query.delete("unavailable");
  const closeHref = `${location.pathname}${query.size ? `?${query}` : ""}`;
  return (
    <div className="auth-providers">
      {unavailable ? <RecoveryModal modal="GOOGLE_UNAVAILABLE" closeHref={closeHref} /> : null}
      {providers.map((p) => (
        // A document navigation (the browser leaves for the provider): never a client-side one.
        <a key={p.id} href={`/oauth/${p.id}/start${next ? `?${new URLSearchParams({ next })}` : ""}`} className={buttonClassName({ variant: "secondary", block: true })}>
          {p.label}
        </a>
      ))}
      <p className="auth-providers__or" aria-hidden="true">
        {AUTH_COPY.orDivider}
      </p>
    </div>
  );
}
