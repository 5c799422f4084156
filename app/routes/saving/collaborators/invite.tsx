/**
 * /board/invite/{token}/ — the page an invite email links to (saving.md §4 "Invites and
 * collaborators"): who invited you to which board, with Accept (then the board) and Decline for a
 * logged-in viewer, and for a visitor the sign-up modal over it (source boardInvite), or a log-in
 * that comes back here. Plain forms: it works the same without JavaScript.
 */
import { Form, Link, useNavigation } from "react-router";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import { Button, ButtonLink } from "../../../components/button";
import { pageMeta } from "../../../lib/meta";
import { loadInvite } from "./invite.server";
import type { Route } from "./+types/invite";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.invite ? SAVING_COPY.invitedYou(loaderData.invite.inviter.name, loaderData.invite.boardName) : SAVING_COPY.inviteGone,
  );

export const loader = ({ request, context, params }: Route.LoaderArgs) => loadInvite(request, context, params.token);

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const { invite, token, loggedIn, signupHref, loginHref } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  return (
    <main id="main" className="page page--center">
      <div className="card-form invite-card">
        {invite ? (
          <>
            <Avatar name={invite.inviter.name} colorIndex={invite.inviter.colorIndex} imageUrl={invite.inviter.imageUrl} size={72} />
            <h1 className="page__title">{SAVING_COPY.invitedYou(invite.inviter.name, invite.boardName)}</h1>
            {loggedIn ? (
              <Form method="post" action="/resources/collaborators" className="invite-card__actions">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="next" value="/" />
                <Button type="submit" name="intent" value="accept" busy={busy === "accept"}>
                  {SAVING_COPY.acceptInvite}
                </Button>
                <Button type="submit" name="intent" value="decline" variant="secondary" busy={busy === "decline"}>
                  {SAVING_COPY.declineInvite}
                </Button>
              </Form>
            ) : (
              <div className="invite-card__actions">
                <ButtonLink to={signupHref!}>{SAVING_COPY.joinToAccept}</ButtonLink>
                <ButtonLink to={loginHref!} variant="secondary">
                  {SAVING_COPY.logInToAccept}
                </ButtonLink>
              </div>
            )}
          </>
        ) : (
          <>
            <h1 className="page__title">{SAVING_COPY.inviteGone}</h1>
            <p>
              <Link to="/">{SAVING_COPY.homeFeedHeading}</Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
