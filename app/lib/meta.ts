/**
 * Every page has a title and a description (search results and link previews show them).
 *
 * @example
 * export const meta: Route.MetaFunction = () => pageMeta("Log in", "Log in to Pinboard to …");
 */
import { PLATFORM_MESSAGES } from "~common/platform/messages";

export function pageMeta(title: string | null, description: string = PLATFORM_MESSAGES.homeDescription) {
  return [
    { title: title ? `${title} | ${PLATFORM_MESSAGES.brand}` : PLATFORM_MESSAGES.brand },
    { name: "description", content: description },
  ];
}
