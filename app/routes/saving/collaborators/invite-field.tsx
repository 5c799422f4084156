/**
 * Why: the create-board form's collaborators (saving.md §2 "a collaborator search", §4 invites
 * queued and sent after the board is saved) are the same on /board/create/ and in the save flow's
 * Create board step (the modal and the picker page): with JavaScript, the collaborator search
 * (./collaborator-search.tsx), loaded on demand so no page pays for it up front; without it, a
 * field of addresses and usernames. Either way the page's action sends the invites once the board
 * exists (./invites.server.ts).
 */
import { lazy, Suspense } from "react";
import { SAVING_COPY } from "~common/saving/messages";
import { TextField } from "../../../components/text-field";
import { useHydrated } from "../../../lib/hydrated";

const CollaboratorSearch = lazy(() => import("./collaborator-search"));

/** Without JavaScript: the people to invite, typed (./invites.server.ts reads them). */
const InviteField = ({ defaultValue }: { defaultValue?: string }) => (
  <TextField
    label={SAVING_COPY.collaboratorsLabel}
    name="invite"
    hint={SAVING_COPY.collaboratorsNoJsHint}
    defaultValue={defaultValue}
    autoComplete="off"
  />
);

/**
 * @example
 * <Form method="post">… <CollaboratorsField defaultValue={answer?.invite} /> …</Form>
 */
export function CollaboratorsField({ defaultValue }: { defaultValue?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return <InviteField defaultValue={defaultValue} />;
  return (
    <Suspense fallback={<InviteField defaultValue={defaultValue} />}>
      <CollaboratorSearch />
    </Suspense>
  );
}
