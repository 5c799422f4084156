/** /_dev/mailbox/{id}/html — a message's HTML body as its own document (DEV_TOOLS only; mailbox.server.ts). */
import { messageHtmlDocument } from "./mailbox.server";
import type { Route } from "./+types/mailbox-html";

export const loader = (args: Route.LoaderArgs) => messageHtmlDocument(args);
