/**
 * An audience's own forms: its name, its rule (visitor and engagement audiences: lookback, events,
 * actions) and, for a customer list, more emails (hashed as the create form hashes them).
 */
import { Form } from "react-router";
import { AUDIENCE_NAME_MAX } from "~common/business/audiences";
import { Button } from "../../../components/button";
import { TextField } from "../../../components/text-field";
import type { AudienceAnswer } from "./actions.server";
import { AUDIENCES_COPY as T } from "./copy";
import { FormError, refusal, useBusy, useFormTarget } from "./feedback";
import { ListFileField, useHashedSubmit } from "./list-file";
import type { AudienceDetailView } from "./pages.server";
import { ActionChoices, EventChoices, LookbackField } from "./rule-fields";

interface Props {
  detail: AudienceDetailView;
  answer: AudienceAnswer | undefined;
}

export function RenameForm({ detail: d, answer }: Props) {
  const busy = useBusy("rename");
  const target = useFormTarget();
  return (
    <Form action={target} method="post" className="audiences__section" noValidate aria-labelledby="audience-rename-title">
      <h2 id="audience-rename-title">{T.renameTitle}</h2>
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="audience_id" value={d.id} />
      <TextField
        label={T.nameLabel}
        name="name"
        defaultValue={d.name}
        maxLength={AUDIENCE_NAME_MAX}
        autoComplete="off"
        error={refusal(answer, "rename", "name")}
      />
      <Button type="submit" variant="secondary" busy={busy} busyLabel={T.busy}>
        {T.rename}
      </Button>
    </Form>
  );
}

export function RuleForm({ detail: d, answer }: Props) {
  const busy = useBusy("rule");
  const target = useFormTarget();
  if (d.kind !== "visitor" && d.kind !== "engagement") return null;
  return (
    <Form action={target} method="post" className="audiences__section" noValidate aria-labelledby="audience-rule-title">
      <h2 id="audience-rule-title">{T.ruleTitle}</h2>
      <p className="console__note">{T.ruleHint}</p>
      <input type="hidden" name="intent" value="rule" />
      <input type="hidden" name="audience_id" value={d.id} />
      <input type="hidden" name="kind" value={d.kind} />
      {d.kind === "visitor" ? (
        <EventChoices checked={d.eventNames} />
      ) : (
        <ActionChoices checked={d.actions} error={refusal(answer, "rule", "actions")} />
      )}
      <LookbackField days={d.lookbackDays} error={refusal(answer, "rule", "lookback_days")} />
      <FormError message={answer?.field ? undefined : refusal(answer, "rule")} />
      <Button type="submit" variant="secondary" busy={busy} busyLabel={T.busy}>
        {T.saveRule}
      </Button>
    </Form>
  );
}

export function AddEmailsForm({ detail: d, answer }: Props) {
  const list = useHashedSubmit();
  const busy = useBusy("add_emails") || list.hashing;
  const target = useFormTarget();
  if (d.kind !== "customer_list") return null;
  return (
    // A new key after each list added: the file picker starts empty again.
    <Form
      action={target}
      key={answer?.ok && answer.intent === "add_emails" ? answer.message : "add"}
      method="post"
      encType="multipart/form-data"
      className="audiences__section"
      noValidate
      aria-labelledby="audience-add-title"
      onSubmit={list.onSubmit}
    >
      <h2 id="audience-add-title">{T.addTitle}</h2>
      <p className="console__note">{T.addHint}</p>
      <input type="hidden" name="intent" value="add_emails" />
      <input type="hidden" name="audience_id" value={d.id} />
      <ListFileField error={refusal(answer, "add_emails", "file")} localError={list.error} />
      <Button type="submit" variant="secondary" busy={busy} busyLabel={list.hashing ? T.hashing : T.adding}>
        {T.add}
      </Button>
    </Form>
  );
}
