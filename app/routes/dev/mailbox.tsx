/**
 * /_dev/mailbox — the email a local Worker "sent" (worker/platform/email/: no Cloudflare binding, so it is
 * kept in D1), newest first; each subject opens the message. `?to=` shows one address's mail. A
 * developer page like /_dev/design: served only when DEV_TOOLS is "true", otherwise the normal
 * 404. Its text is written here, not in a catalogue: no user sees it.
 */
import { Link } from "react-router";
import { ButtonLink } from "../../components/button";
import { pageMeta } from "../../lib/meta";
import stylesheet from "./mailbox.css?url";
import { receivedAt } from "./mailbox-format";
import { loadMailbox } from "./mailbox.server";
import type { Route } from "./+types/mailbox";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Mailbox", "Email sent by this local Worker, newest first."),
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const loader = (args: Route.LoaderArgs) => loadMailbox(args);

export default function MailboxPage({ loaderData }: Route.ComponentProps) {
  const { messages, to } = loaderData;
  return (
    <main id="main" className="page design">
      <h1>Mailbox</h1>
      <p className="design__lead">
        Email this Worker kept instead of sending it (a local run, or DEV_TOOLS on){to ? ` to ${to}` : ""}, newest first.
      </p>
      {to ? (
        <p>
          <ButtonLink to="/_dev/mailbox" variant="secondary" size="small">
            Show every address
          </ButtonLink>
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <table className="experiments mailbox">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {messages.map((m) => (
              <tr key={m.id}>
                <th scope="row">
                  <Link className="link" to={`/_dev/mailbox/${m.id}`}>
                    {m.subject}
                  </Link>
                </th>
                <td>
                  <Link className="link mailbox__to" to={`/_dev/mailbox?${new URLSearchParams({ to: m.to })}`}>
                    {m.to}
                  </Link>
                </td>
                <td>
                  <time dateTime={new Date(m.created_at).toISOString()}>{receivedAt(m.created_at)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
