/**
 * Why: the invitee's notifications list (saving.md §4 "declining an invite removes it at once"):
 * the pending board invites on their own profile, each with Accept (then the board) and Decline.
 * With JavaScript a decline hides the invite as soon as it is pressed and shows it again with a
 * message if the API refuses; without it the forms post and come back.
 */
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useEffect } from "react";
import { SAVING_COPY } from "~common/saving/messages";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import type { CollaboratorAnswer } from "./collaborators.server";

export interface InviteCard {
  boardId: string;
  boardName: string;
  boardUrl: string;
  inviter: { name: string; imageUrl: string | null; colorIndex: number };
}

/** @example <InvitesList invites={loaderData.invites} userId={viewer.id} /> */
export function InvitesList({ invites, userId }: { invites: InviteCard[]; userId: string }) {
  if (invites.length === 0) return null;
  return (
    <section aria-labelledby="invites-title" className="invites">
      <h2 id="invites-title" className="section-title">
        {SAVING_COPY.invitesHeading}
      </h2>
      <ul className="invites__list">
        {invites.map((i) => (
          <InviteRow key={i.boardId} invite={i} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

function InviteRow({ invite, userId }: { invite: InviteCard; userId: string }) {
  const fetcher = useFetcher<CollaboratorAnswer & { url?: string }>({ key: `invite-${invite.boardId}` });
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok && answer.intent === "accept" && answer.url) navigate(answer.url);
  }, [answer, navigate]);
  if (pendingIntent === "decline" || (answer?.ok && answer.intent === "decline")) return null;
  return (
    <li className="invites__row">
      <Avatar name={invite.inviter.name} colorIndex={invite.inviter.colorIndex} imageUrl={invite.inviter.imageUrl} size={40} />
      <p className="invites__text">{SAVING_COPY.invitedYou(invite.inviter.name, invite.boardName)}</p>
      <fetcher.Form method="post" action="/resources/collaborators" className="invites__actions">
        <input type="hidden" name="board_id" value={invite.boardId} />
        <input type="hidden" name="user_id" value={userId} />
        <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <Button type="submit" size="small" name="intent" value="accept" busy={pendingIntent === "accept"}>
          {SAVING_COPY.acceptInvite}
        </Button>
        <Button type="submit" size="small" variant="secondary" name="intent" value="decline">
          {SAVING_COPY.declineInvite}
        </Button>
      </fetcher.Form>
      {answer?.ok === false ? (
        <p className="form-error invites__error" role="alert">
          {answer.message}
        </p>
      ) : null}
    </li>
  );
}
