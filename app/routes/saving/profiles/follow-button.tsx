/**
 * Why: one Follow button for a person wherever they appear (profile, Pin page). A logged-out
 * visitor gets a login prompt in its place (business.md §2, §6: 'Log in to follow', or 'Log in to
 * unfollow' where the device's remembered account follows the person; common/business/page-layout/
 * visitor-prompts.ts) that opens the auth modal over the page (auth.md §2.1, source followButton:
 * sign-up, or log-in for a device that remembers an account; the links come from the page's
 * loader, app/routes/saving/profiles/auth-links.server.ts); a logged-in
 * viewer follows or stops following through /resources/follow — in the background with
 * JavaScript (the button changes at once), or as a plain form that comes back to the page.
 */
import { Link, useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { VISITOR_PROMPTS } from "~common/business/discovery-messages";
import { followPrompt } from "~common/business/page-layout";
import { SAVING_COPY } from "~common/saving/messages";
import { Button, buttonClassName } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import type { loader as rootLoader } from "../../../root";

/**
 * @example
 * <FollowButton username={p.username} name={p.full_name} followed={p.explicitly_followed_by_me} signupHref={authLinks.follow} logInHref={authLinks.followLogIn} />
 */
export function FollowButton({
  username,
  name,
  followed,
  signupHref,
  logInHref = signupHref,
}: {
  username: string;
  name: string;
  followed: boolean;
  signupHref: string;
  logInHref?: string;
}) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const location = useLocation();
  const fetcher = useFetcher();
  // As for Save: the `js` field (data instead of a redirect) exists only once JavaScript runs.
  const hydrated = useHydrated();
  const who = <span className="visually-hidden"> {name}</span>;
  if (root?.viewer?.type !== "AUTH") {
    const prompt = followPrompt({ loggedIn: false, followedByMe: followed }) ?? "follow";
    return (
      <Link
        className={buttonClassName({ size: "small", variant: followed ? "secondary" : "primary" })}
        to={root?.viewer?.type === "LIMITED_LOGIN" ? logInHref : signupHref}
      >
        {VISITOR_PROMPTS[prompt]}
        {who}
      </Link>
    );
  }
  if (root.viewer.user?.username.toLowerCase() === username.toLowerCase()) return null;
  // Shown as it will be once the request lands.
  const pending = fetcher.formData?.get("intent");
  const now = pending === "follow" ? true : pending === "unfollow" ? false : followed;
  return (
    <fetcher.Form method="post" action="/resources/follow">
      <input type="hidden" name="username" value={username} />
      <input type="hidden" name="intent" value={now ? "unfollow" : "follow"} />
      <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <Button type="submit" size="small" variant={now ? "secondary" : "primary"} aria-pressed={now}>
        {now ? SAVING_COPY.following : SAVING_COPY.follow}
        {who}
      </Button>
    </fetcher.Form>
  );
}
