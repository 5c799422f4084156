/**
 * Why: the "Create audience" form: the kind (radios), its name, then the chosen kind's fields. The
 * stylesheet shows only the chosen kind's fields (:has), so the form is the same without
 * JavaScript; the action reads only that kind's.
 */
import { Form } from "react-router";
import { AUDIENCE_KINDS, AUDIENCE_NAME_MAX } from "~common/business/audiences";
import { Button } from "../../../components/button";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { AUDIENCES_COPY as T } from "./copy";
import { AnswerNotice, FormError, refusal, useAudienceAnswer, useBusy, useFormTarget } from "./feedback";
import { ListFileField, useHashedSubmit } from "./list-file";
import type { AudiencesView } from "./pages.server";
import { ActionChoices, EventChoices, LookbackField } from "./rule-fields";

const FIELDS = new Set(["name", "lookback_days", "actions", "seed_audience_id", "file"]);

function Seeds({ seeds, error }: { seeds: AudiencesView["seeds"]; error?: string }) {
  if (seeds.length === 0) return <p className="console__note">{T.noSeeds}</p>;
  return (
    <SelectField
      label={T.seedLabel}
      name="seed_audience_id"
      hint={T.seedHint}
      defaultValue=""
      error={error}
      options={[
        { value: "", label: T.seedChoose },
        ...seeds.map((s) => ({ value: s.id, label: s.ready ? s.name : T.seedTooSmall(s.name) })),
      ]}
    />
  );
}

/**
 * @example
 * <CreateAudienceForm view={view} />
 */
export function CreateAudienceForm({ view }: { view: AudiencesView }) {
  const answer = useAudienceAnswer();
  const list = useHashedSubmit((form) => form.get("kind") === "customer_list");
  const busy = useBusy("create") || list.hashing;
  const target = useFormTarget();
  const error = (field: string) => refusal(answer, "create", field);
  const formError = refusal(answer, "create");
  const kept = answer?.intent === "create" ? answer.kept : undefined;
  return (
    // A new key after each audience made: the form starts empty again.
    <Form
      key={answer?.ok && answer.intent === "create" ? answer.message : "create"}
      action={target}
      method="post"
      encType="multipart/form-data"
      className="auth-form audiences__create"
      noValidate
      aria-labelledby="audience-create-title"
      onSubmit={list.onSubmit}
    >
      <h2 id="audience-create-title">{T.createTitle}</h2>
      <AnswerNotice answer={answer} />
      <input type="hidden" name="intent" value="create" />
      <fieldset className="audiences__kinds">
        <legend className="field__label">{T.kindLegend}</legend>
        {AUDIENCE_KINDS.map((k) => (
          <label key={k} className="toggle audiences__kind">
            <input type="radio" name="kind" value={k} defaultChecked={k === (kept?.kind ?? "visitor")} />
            <span>
              <span className="toggle__label">{T.kinds[k]}</span>
              <span className="toggle__hint">{T.kindHints[k]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={T.nameLabel}
        name="name"
        maxLength={AUDIENCE_NAME_MAX}
        autoComplete="off"
        defaultValue={kept?.name}
        error={error("name")}
      />
      <div className="audiences__for audiences__for--visitor">
        <EventChoices />
      </div>
      <div className="audiences__for audiences__for--engagement">
        <ActionChoices error={error("actions")} />
      </div>
      <div className="audiences__for audiences__for--visitor audiences__for--engagement">
        <LookbackField error={error("lookback_days")} />
      </div>
      <div className="audiences__for audiences__for--customer_list">
        <ListFileField error={error("file")} localError={list.error} />
      </div>
      <div className="audiences__for audiences__for--actalike">
        <Seeds seeds={view.seeds} error={error("seed_audience_id")} />
      </div>
      <FormError message={formError && !FIELDS.has(answer?.field ?? "") ? formError : undefined} />
      <Button type="submit" busy={busy} busyLabel={list.hashing ? T.hashing : T.creating}>
        {T.create}
      </Button>
    </Form>
  );
}
