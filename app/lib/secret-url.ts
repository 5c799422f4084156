/**
 * Why: some pages carry a secret in their address — a provider's code and state on the OAuth,
 * SSO and Facebook callbacks (the social sign-up step of auth.md §2.2), a reset token in the path
 * (the recovery of auth.md §2.4). The secret must not reach another site in a Referer, and the
 * page must never be cached. "same-origin", not "no-referrer": a form posted from a no-referrer
 * page (before its scripts load, or without JavaScript) is sent with `Origin: null`, which the
 * Worker's origin guard and React Router's action check both refuse as cross-site — the sign-up a
 * person just started would end on a 403.
 *
 * @example
 * export const headers: Route.HeadersFunction = () => SECRET_URL_HEADERS;
 */
export const SECRET_URL_HEADERS = { "Referrer-Policy": "same-origin", "Cache-Control": "private, no-store" } as const;
