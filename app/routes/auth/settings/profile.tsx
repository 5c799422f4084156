/**
 * /settings/profile/ — Edit profile (issue 34 item 4): the photo (chosen, cropped square in the
 * page — photo-crop.tsx, loaded only when a file is chosen — and uploaded), first and last name,
 * username (its former one redirects for USERNAME_REDIRECT_DAYS), about and website. The rules
 * are the Worker's (common/auth/settings checkProfile), run here before the form is sent. Plain
 * forms: without JavaScript the photo goes as chosen (the API takes only a square one).
 */
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { checkProfile, SETTINGS_COPY as S, SETTINGS_ERRORS } from "~common/auth/settings";
import { Avatar } from "../../../components/avatar";
import { Button, ButtonLink, buttonClassName } from "../../../components/button";
import { useHydrated } from "../../../lib/hydrated";
import { TextField } from "../../../components/text-field";
import { FallbackError, FallbackNotice, useNoticeToast } from "../recovery";
import { settingsAction, type SettingsAnswer } from "./settings.server";
import { useSettings } from "./settings-layout";
import type { Route } from "./+types/profile";

const PhotoCrop = lazy(() => import("./photo-crop"));

export const action = (args: Route.ActionArgs) => settingsAction(args);

export default function ProfileSettings({ actionData }: Route.ComponentProps) {
  const { settings, origin, colorIndex } = useSettings();
  const answer = actionData as SettingsAnswer | undefined;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const submit = useSubmit();
  const hydrated = useHydrated();
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const photoForm = useRef<HTMLFormElement>(null);
  const p = settings.profile;
  const mine = answer?.intent === "profile" ? answer : undefined;
  const values = mine?.values;
  const fieldErrors = { ...(mine?.fieldErrors ?? {}), ...errors };
  const photoError = answer?.intent === "photo" ? (answer.fieldErrors?.["image_base64"] ?? answer.formError) : undefined;
  useNoticeToast(answer?.notice ?? photoError ?? answer?.formError, answer);
  const [username, setUsername] = useState(values?.username ?? p.username);
  const cancelCrop = useCallback(() => setFile(null), []);

  const onCropped = (blob: Blob) => {
    const body = new FormData();
    body.set("intent", "photo");
    body.set("photo", new File([blob], "photo.jpg", { type: "image/jpeg" }));
    submit(body, { method: "post", encType: "multipart/form-data" });
    setFile(null);
  };

  return (
    <>
      <h1 className="page__title">{S.sections.profile}</h1>
      <p className="settings__lead">{S.profileLead}</p>
      <FallbackNotice message={answer?.notice} />
      <FallbackError message={photoError ?? answer?.formError} />
      <section className="settings__group" aria-labelledby="photo-title">
        <h2 id="photo-title" className="section-title">
          {S.photo}
        </h2>
        {file ? (
          <Suspense fallback={null}>
            <PhotoCrop file={file} busy={busyIntent === "photo"} onCancel={cancelCrop} onCropped={onCropped} />
          </Suspense>
        ) : (
          <div className="settings__row settings__photo">
            <Avatar name={p.first_name || p.username} colorIndex={colorIndex} imageUrl={p.image_url} size={96} label={S.photo} />
            <Form method="post" encType="multipart/form-data" ref={photoForm} className="settings__row">
              <input type="hidden" name="intent" value="photo" />
              <label className={buttonClassName({ variant: "secondary", size: "small" })}>
                {S.changePhoto}
                <input
                  type="file"
                  name="photo"
                  accept="image/jpeg,image/png,image/webp"
                  className="visually-hidden"
                  onChange={(e) => {
                    const chosen = e.target.files?.[0];
                    if (chosen) setFile(chosen);
                  }}
                />
              </label>
              {hydrated ? null : (
                <Button type="submit" size="small">
                  {S.savePhoto}
                </Button>
              )}
            </Form>
            {p.image_url ? (
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="remove_photo"
                  variant="tertiary"
                  size="small"
                  busy={busyIntent === "remove_photo"}
                >
                  {S.removePhoto}
                </Button>
              </Form>
            ) : null}
          </div>
        )}
      </section>
      <Form
        method="post"
        noValidate
        className="settings__group"
        onSubmit={(e) => {
          const form = new FormData(e.currentTarget);
          const failure = checkProfile({
            first_name: String(form.get("first_name") ?? ""),
            last_name: String(form.get("last_name") ?? ""),
            username: String(form.get("username") ?? ""),
            about: String(form.get("about") ?? ""),
            website_url: String(form.get("website_url") ?? ""),
          });
          setErrors(failure ? { [failure.field]: SETTINGS_ERRORS[failure.error].message } : {});
          if (failure) e.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="profile" />
        <div className="settings__row">
          <TextField
            label={S.firstName}
            name="first_name"
            defaultValue={values?.first_name ?? p.first_name}
            error={fieldErrors["first_name"]}
            autoComplete="given-name"
          />
          <TextField
            label={S.lastName}
            name="last_name"
            defaultValue={values?.last_name ?? p.last_name}
            error={fieldErrors["last_name"]}
            autoComplete="family-name"
          />
        </div>
        <TextField
          label={S.username}
          name="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          hint={`${S.usernameHint(origin, username)} ${S.usernameRedirect}`}
          error={fieldErrors["username"]}
          autoComplete="username"
          spellCheck={false}
        />
        <div className={`field${fieldErrors["about"] ? " field--invalid" : ""}`}>
          <label className="field__label" htmlFor="settings-about">
            {S.about}
          </label>
          <p id="settings-about-hint" className="field__hint">
            {S.aboutHint}
          </p>
          <textarea
            id="settings-about"
            name="about"
            className="settings__textarea"
            defaultValue={values?.about ?? p.about ?? ""}
            aria-describedby={fieldErrors["about"] ? "settings-about-hint settings-about-error" : "settings-about-hint"}
            aria-invalid={fieldErrors["about"] ? true : undefined}
          />
          {fieldErrors["about"] ? (
            <p id="settings-about-error" className="field__error" role="alert">
              {fieldErrors["about"]}
            </p>
          ) : null}
        </div>
        <TextField
          label={S.website}
          name="website_url"
          type="url"
          defaultValue={values?.website_url ?? p.website_url ?? ""}
          error={fieldErrors["website_url"]}
          autoComplete="url"
        />
        <div className="settings__actions">
          <ButtonLink to={`/${p.username}/`} variant="secondary">
            {S.viewProfile}
          </ButtonLink>
          <Button type="submit" busy={busyIntent === "profile"}>
            {S.save}
          </Button>
        </div>
      </Form>
    </>
  );
}
