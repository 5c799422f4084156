/**
 * Why: a shared board shows who is on it (saving.md §9 "Collaborator face pile shows at most 3
 * names, then 'and N more'"), and its owner removes collaborators from it (§4 "Removing a
 * collaborator removes them from the view and re-adds them if the call fails", §8 "The
 * collaborator is restored"). With JavaScript each removal is a fetcher: the person leaves the
 * pile and the list at once, and comes back with a message if the API refuses; without it the
 * form posts and the page comes back as the server has it. The owner also sees the pending
 * invites, each with a Re-send button (issue 35): a toast says it went, or why not (once a minute).
 */
import { useEffect } from "react";
import { useFetcher, useFetchers, useLocation } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { PLATFORM_MESSAGES } from "~common/platform/messages";
import { SAVING_COPY } from "~common/saving/messages";
import { facePile, facePileText } from "~common/saving/collaborators/face-pile";
import { Avatar } from "../../../components/avatar";
import { Button } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { CollaboratorAnswer } from "./collaborators.server";

export interface BoardPerson {
  id: string;
  username: string;
  name: string;
  imageUrl: string | null;
  colorIndex: number;
}

/** A pending invite as its board's owner sees it: an account's name, or the address. */
export interface PendingInvite {
  id: string;
  name: string;
}

const ACTION = "/resources/collaborators";

/** Ids of people whose removal is on its way (they leave the view at once). */
function useRemoving(): Set<string> {
  return new Set(
    useFetchers()
      .filter((f) => f.formAction === ACTION && f.formData?.get("intent") === "remove")
      .map((f) => String(f.formData?.get("user_id"))),
  );
}

/**
 * @example
 * <BoardPeople boardId={board.id} owner={board.owner} collaborators={board.collaborators} invites={board.pendingInvites} canManage={board.ownerIsViewer} />
 */
export function BoardPeople({
  boardId,
  owner,
  collaborators,
  invites = [],
  canManage,
}: {
  boardId: string;
  owner: BoardPerson;
  collaborators: BoardPerson[];
  invites?: PendingInvite[];
  canManage: boolean;
}) {
  const removing = useRemoving();
  const shown = collaborators.filter((c) => !removing.has(c.id));
  if (collaborators.length === 0 && !(canManage && invites.length > 0)) return null;
  const everyone = [owner, ...shown];
  const pile = facePile(everyone.map((p) => p.name));
  return (
    <div className="board-people">
      <p className="board-people__pile">
        <span className="board-people__faces" aria-hidden="true">
          {everyone.slice(0, pile.names.length).map((p) => (
            <Avatar key={p.id} name={p.name} colorIndex={p.colorIndex} imageUrl={p.imageUrl} size={28} />
          ))}
        </span>
        <span>
          {SAVING_COPY.boardMembers(
            facePileText(
              everyone.map((p) => p.name),
              PLATFORM_MESSAGES.andMore,
            ),
          )}
        </span>
      </p>
      {canManage ? (
        <details className="board-people__manage">
          <summary>{SAVING_COPY.collaboratorsLabel}</summary>
          <ul className="board-people__list">
            {collaborators.map((c) => (
              <CollaboratorRow key={c.id} boardId={boardId} person={c} hidden={removing.has(c.id)} />
            ))}
          </ul>
          {invites.length > 0 ? (
            <>
              <p className="board-people__heading">{SAVING_COPY.pendingInvitesLabel}</p>
              <ul className="board-people__list">
                {invites.map((i) => (
                  <InviteRow key={i.id} boardId={boardId} invite={i} />
                ))}
              </ul>
            </>
          ) : null}
        </details>
      ) : null}
    </div>
  );
}

function CollaboratorRow({ boardId, person, hidden }: { boardId: string; person: BoardPerson; hidden: boolean }) {
  const fetcher = useFetcher<CollaboratorAnswer>({ key: `remove-${boardId}-${person.id}` });
  const location = useLocation();
  const hydrated = useHydrated();
  if (hidden) return null;
  const failed = fetcher.state === "idle" && fetcher.data?.ok === false;
  return (
    <li className="board-people__row">
      <Avatar name={person.name} colorIndex={person.colorIndex} imageUrl={person.imageUrl} size={32} />
      <span className="board-people__name">{person.name}</span>
      <fetcher.Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="board_id" value={boardId} />
        <input type="hidden" name="user_id" value={person.id} />
        <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <Button type="submit" size="small" variant="secondary" aria-label={SAVING_COPY.removeCollaborator(person.name)}>
          {SAVING_COPY.remove}
        </Button>
      </fetcher.Form>
      {failed ? (
        <p className="form-error board-people__error" role="alert">
          {SAVING_COPY.collaboratorRemoveFailed(person.name)}
        </p>
      ) : null}
    </li>
  );
}

/** A pending invite with its Re-send button; the answer is a toast (sent, or the API's reason). */
function InviteRow({ boardId, invite }: { boardId: string; invite: PendingInvite }) {
  const fetcher = useFetcher<CollaboratorAnswer>({ key: `resend-${boardId}-${invite.id}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const toast = useToast();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    toast.show({
      message: answer.ok ? SAVING_COPY.inviteResent : (answer.message ?? PLATFORM_MESSAGES.somethingWrong),
      duration: TOAST_DURATION_MS.notice,
    });
  }, [answer, toast]);
  return (
    <li className="board-people__row board-people__row--invite">
      <span className="board-people__name">{invite.name}</span>
      <fetcher.Form method="post" action={ACTION}>
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="board_id" value={boardId} />
        <input type="hidden" name="invite_id" value={invite.id} />
        <input type="hidden" name="next" value={`${location.pathname}${location.search}`} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <Button
          type="submit"
          size="small"
          variant="secondary"
          disabled={fetcher.state !== "idle"}
          aria-label={SAVING_COPY.resendInviteTo(invite.name)}
        >
          {SAVING_COPY.resendInvite}
        </Button>
      </fetcher.Form>
    </li>
  );
}
