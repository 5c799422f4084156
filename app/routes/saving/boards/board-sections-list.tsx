/**
 * The board page's sections for its members (issue 34 item 2): each card with "Move up", "Move
 * down" and "Edit section". The buttons are plain forms to the section's Edit route (which sends
 * a form without JavaScript back here); with JavaScript they go through a fetcher, the new order
 * shows at once (common/saving/sections/rules.ts, the Worker's own rule) and goes back, with a
 * toast, if the call fails.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { TOAST_DURATION_MS } from "~common/platform/constants";
import { BOARD_EDIT_COPY as C } from "~common/saving/boards/messages";
import { reorderSections } from "~common/saving/sections";
import { Button, ButtonLink } from "../../../components/button";
import { useToast } from "../../../components/toast";
import { useHydrated } from "../../../lib/hydrated";
import type { SectionCard } from "../pins";
import { SectionCardView } from "./board-card";

export function BoardSectionsList({ boardId, sections }: { boardId: string; sections: SectionCard[] }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>({ key: `section-order-${boardId}` });
  const hydrated = useHydrated();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok)
      toast.show({ message: C.reorderFailed, duration: TOAST_DURATION_MS.notice });
  }, [fetcher.state, fetcher.data, toast]);
  const pendingId = fetcher.formAction?.match(/section\/(\d+)\/edit/)?.[1];
  const pendingPosition = Number(fetcher.formData?.get("position"));
  const order = pendingId
    ? reorderSections(
        sections.map((s) => s.id),
        pendingId,
        pendingPosition,
      )
    : sections.map((s) => s.id);
  const byId = new Map(sections.map((s) => [s.id, s]));
  return (
    <ul className="board-grid board-grid--sections">
      {order.map((id, i) => {
        const s = byId.get(id)!;
        const action = `/board/${boardId}/section/${s.id}/edit`;
        const move = (to: number, label: string, text: string) => (
          <fetcher.Form method="post" action={action}>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="position" value={to} />
            <input type="hidden" name="js" value={hydrated ? "1" : "0"} />
            <Button type="submit" size="small" variant="tertiary" aria-label={label} disabled={fetcher.state !== "idle"}>
              {text}
            </Button>
          </fetcher.Form>
        );
        return (
          <li key={s.id}>
            <SectionCardView section={s} />
            <div className="section-order">
              {i > 0 ? move(i - 1, C.moveUp(s.title), C.up) : null}
              {i < order.length - 1 ? move(i + 1, C.moveDown(s.title), C.down) : null}
              <ButtonLink to={action} size="small" variant="tertiary" aria-label={C.editSectionOf(s.title)}>
                {C.editSection}
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
