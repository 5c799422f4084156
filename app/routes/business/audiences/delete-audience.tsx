/**
 * Deleting an audience asks first, in a modal that `?confirm=delete` opens, so it works without
 * JavaScript too; a refusal (ad groups or an actalike still use it) is said in the modal.
 */
import { Form, Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button, buttonClassName } from "../../../components/button";
import { Modal } from "../../../components/dialog";
import type { AudienceAnswer } from "./actions.server";
import { AUDIENCES_COPY as T } from "./copy";
import { FormError, refusal, useBusy, useFormTarget } from "./feedback";

/**
 * @example
 * <DeleteAudience id="4" name="Checked out" answer={answer} />
 */
export function DeleteAudience({ id, name, answer }: { id: string; name: string; answer: AudienceAnswer | undefined }) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const busy = useBusy("delete");
  const target = useFormTarget();
  const hrefWith = (confirm: boolean) => {
    const next = new URLSearchParams(params);
    next.delete("done");
    if (confirm) next.set("confirm", "delete");
    else next.delete("confirm");
    return `${location.pathname}?${next}`;
  };
  const small = buttonClassName({ size: "small", variant: "secondary" });
  return (
    <section className="audiences__section" aria-labelledby="audience-delete-title">
      <h2 id="audience-delete-title">{T.deleteTitle}</h2>
      <Link className={small} to={hrefWith(true)} replace preventScrollReset>
        {T.delete}
        <span className="visually-hidden"> {name}</span>
      </Link>
      {params.get("confirm") === "delete" ? (
        <Modal
          title={T.deleteTitle}
          width={480}
          onClose={() => void navigate(hrefWith(false), { replace: true, preventScrollReset: true })}
        >
          <p>{T.deleteConfirm(name)}</p>
          <FormError message={refusal(answer, "delete")} />
          <Form action={target} method="post" className="campaign-controls__confirm">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="audience_id" value={id} />
            <input type="hidden" name="name" value={name} />
            <Button type="submit" size="small" busy={busy} busyLabel={T.deleting}>
              {T.delete}
            </Button>
            <Link className={small} to={hrefWith(false)} replace preventScrollReset>
              {T.cancel}
            </Link>
          </Form>
        </Modal>
      ) : null}
    </section>
  );
}
