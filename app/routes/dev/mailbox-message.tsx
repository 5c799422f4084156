/**
 * /_dev/mailbox/{id} — one message of the local mailbox: who, when, the subject and the plain-text
 * body with its links clickable (the reset link of auth.md §2.3 opens from here), and a link to the
 * HTML body as its own document (/_dev/mailbox/{id}/html). DEV_TOOLS only, like /_dev/mailbox.
 */
import { Link } from "react-router";
import { pageMeta } from "../../lib/meta";
import stylesheet from "./mailbox.css?url";
import { linkify, receivedAt } from "./mailbox-format";
import { loadMessage } from "./mailbox.server";
import type { Route } from "./+types/mailbox-message";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta(loaderData?.message.subject ?? "Mailbox", "One message of the local mailbox."),
  { name: "robots", content: "noindex" },
];

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

export const loader = (args: Route.LoaderArgs) => loadMessage(args);

export default function MailboxMessagePage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <main id="main" className="page design">
      <p>
        <Link className="link" to="/_dev/mailbox">
          ← Mailbox
        </Link>
      </p>
      <h1>{message.subject}</h1>
      <dl className="mailbox__headers">
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>Received</dt>
        <dd>
          <time dateTime={new Date(message.created_at).toISOString()}>{receivedAt(message.created_at)}</time>
        </dd>
      </dl>
      <h2 className="design__heading">Text</h2>
      <div className="mailbox__body">
        {linkify(message.text).map((part, i) =>
          "href" in part ? (
            <a key={i} className="link" href={part.href}>
              {part.href}
            </a>
          ) : (
            <span key={i}>{part.text}</span>
          ),
        )}
      </div>
      <p>
        <a className="link" href={`/_dev/mailbox/${message.id}/html`}>
          Open the HTML version
        </a>
      </p>
    </main>
  );
}
