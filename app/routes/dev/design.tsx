/**
 * /_dev/design — every component of app/components/ in every state, on one page: buttons (each
 * variant, size and busy), fields with and without errors, a modal of each width and the tall
 * saving modal, toasts of each duration with and without an action, spinners, the page loader and
 * avatars. test/browser/platform/design.browser.test.ts runs axe on it and screenshots it at 1280 and 375px.
 *
 * A developer page, not part of the product: it is served only when the DEV_TOOLS var is "true"
 * (`npm start` and the browser tests set it; wrangler.toml ships "false"), otherwise its loader
 * answers with the normal 404 page. Its sample text is written here, not in a message catalogue,
 * because no user ever sees it; the components' own labels come from the catalogues.
 */
import { useState, type ReactNode } from "react";
import { data } from "react-router";
import { MODAL_WIDTHS, TOAST_DURATION_MS, type ModalWidth } from "~common/platform/constants";
import { devToolsEnabled } from "~common/platform/flags";
import { Avatar } from "../../components/avatar";
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from "../../components/button";
import { Modal } from "../../components/dialog";
import { PageLoading, Spinner } from "../../components/spinner";
import { SelectField } from "../../components/select-field";
import { PasswordField, TextField } from "../../components/text-field";
import { useToast, type ToastOptions } from "../../components/toast";
import { cloudflareContext } from "../../lib/cloudflare-context";
import { pageMeta } from "../../lib/meta";
import type { Route } from "./+types/design";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Design system", "Every component of the design system in every state."),
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  if (!devToolsEnabled(context.get(cloudflareContext).env)) throw data(null, { status: 404 });
  return null;
}

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "tertiary"];
const SIZES: ButtonSize[] = ["medium", "small"];

/** A small picture for the image avatar (no network: an inline SVG). */
const SAMPLE_AVATAR_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f5d0a9"/><circle cx="32" cy="26" r="12" fill="#8b5a2b"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#2f6f8f"/></svg>',
)}`;

/** The toasts the specs name, with their durations. */
const SAMPLE_TOASTS: { name: keyof typeof TOAST_DURATION_MS; message: string; source: string }[] = [
  { name: "short", message: "Done!", source: "auth.md §9" },
  { name: "notice", message: "Email sent!", source: "auth.md §8.4" },
  { name: "boardSave", message: "Saved to Kitchen ideas", source: "saving.md §4" },
  { name: "confirmation", message: "We sent you a new code!", source: "auth.md §4.3" },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="design__section" aria-labelledby={id}>
      <h2 id={id} className="design__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Demo({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure className="design__demo">
      <div className="design__sample">{children}</div>
      <figcaption className="design__caption">{caption}</figcaption>
    </figure>
  );
}

function BusyDemo() {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      busy={busy}
      busyLabel="Saving…"
      onClick={() => {
        setBusy(true);
        setTimeout(() => setBusy(false), 2000);
      }}
    >
      Save (busy for 2 s)
    </Button>
  );
}

function ModalDemo({ width, tall = false }: { width: ModalWidth; tall?: boolean }) {
  const [open, setOpen] = useState(false);
  const title = tall ? "Choose board" : `Modal ${width} px`;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {tall ? "Open the tall saving modal" : `Open the ${width} px modal`}
      </Button>
      {open ? (
        <Modal title={title} width={width} tall={tall} closeLabel onClose={() => setOpen(false)}>
          {tall ? (
            <ul className="design__board-list">
              {Array.from({ length: 24 }, (_, i) => (
                <li key={i}>
                  <button type="button" className="design__board">
                    <span className="design__board-thumb" aria-hidden="true" />
                    Board {i + 1}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <p className="dialog__body">
                A modal {width} px wide (auth.md §9). Escape, the × control or Cancel closes it, and focus goes back to the button that
                opened it.
              </p>
              <div className="dialog__actions">
                <Button variant="secondary" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button onClick={() => setOpen(false)}>Got it</Button>
              </div>
            </>
          )}
        </Modal>
      ) : null}
    </>
  );
}

function OverlayDemo() {
  const [on, setOn] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOn(true);
          setTimeout(() => setOn(false), 1500);
        }}
      >
        Show the overlay for 1.5 s
      </Button>
      {on ? <PageLoading overlay label="Creating your Pin" /> : null}
    </>
  );
}

export default function DesignPage() {
  const toast = useToast();
  const showToast = (options: ToastOptions) => () => toast.show(options);
  return (
    <main id="main" className="page design">
      <h1 className="page__title">Design system</h1>
      <p className="page__lead design__lead">
        The components in app/components/, in every state. This page exists only when the DEV_TOOLS var is "true".
      </p>

      <Section id="buttons" title="Buttons">
        {SIZES.map((size) => (
          <div key={size} className="design__row">
            {VARIANTS.map((variant) => (
              <Demo key={variant} caption={`${variant}, ${size}`}>
                <Button variant={variant} size={size}>
                  {variant === "primary" ? "Save" : variant === "secondary" ? "Cancel" : "Skip"}
                </Button>
              </Demo>
            ))}
          </div>
        ))}
        <div className="design__row">
          {VARIANTS.map((variant) => (
            <Demo key={variant} caption={`${variant}, busy`}>
              <Button variant={variant} busy busyLabel="Saving…">
                Save
              </Button>
            </Demo>
          ))}
          <Demo caption="primary, small, busy">
            <Button size="small" busy busyLabel="Saving…">
              Save
            </Button>
          </Demo>
          <Demo caption="click to make it busy">
            <BusyDemo />
          </Demo>
        </div>
        <div className="design__row">
          <Demo caption="ButtonLink, primary">
            <ButtonLink to="/signup">Sign up</ButtonLink>
          </Demo>
          <Demo caption="ButtonLink, secondary, small">
            <ButtonLink to="/login" variant="secondary" size="small">
              Log in
            </ButtonLink>
          </Demo>
        </div>
        <div className="design__narrow">
          <Demo caption="block (fills its container, as in the auth forms)">
            <Button block>Continue</Button>
          </Demo>
        </div>
      </Section>

      <Section id="fields" title="Text fields">
        <div className="design__fields">
          <TextField label="Email" name="email" type="email" placeholder="Email" autoComplete="off" />
          <TextField
            label="Email with an error"
            name="email-error"
            type="email"
            defaultValue="jane@"
            error="Hmm...that doesn't look like an email address."
            autoComplete="off"
          />
          <PasswordField
            label="Password"
            name="password"
            placeholder="Password"
            showLabel="Show password"
            hideLabel="Hide password"
            autoComplete="off"
          />
          <PasswordField
            label="Password with an error"
            name="password-error"
            defaultValue="abc"
            error="Your password is too short! You need 6+ characters."
            showLabel="Show password"
            hideLabel="Hide password"
            autoComplete="off"
          />
          <TextField label="Birthdate" name="birthday" type="date" />
          <TextField label="Disabled" name="disabled" defaultValue="Not editable" disabled />
          <SelectField
            label="Country"
            name="country"
            hint="A choice among fixed options"
            options={[
              { value: "US", label: "United States" },
              { value: "SE", label: "Sweden" },
            ]}
            defaultValue="US"
          />
          <SelectField
            label="Duration with an error"
            name="duration"
            options={[{ value: "10", label: "10 days" }]}
            error="Choose how many days your ad runs."
          />
        </div>
      </Section>

      <Section id="modals" title="Modals">
        <div className="design__row">
          {MODAL_WIDTHS.map((width) => (
            <ModalDemo key={width} width={width} />
          ))}
          <ModalDemo width={484} tall />
        </div>
      </Section>

      <Section id="toasts" title="Toasts">
        <div className="design__row">
          {SAMPLE_TOASTS.map(({ name, message, source }) => (
            <Button key={name} variant="secondary" size="small" onClick={showToast({ message, duration: TOAST_DURATION_MS[name] })}>
              {`${TOAST_DURATION_MS[name]} ms toast (${source})`}
            </Button>
          ))}
        </div>
        <div className="design__row">
          {SAMPLE_TOASTS.map(({ name, source }) => (
            <Button
              key={name}
              variant="secondary"
              size="small"
              onClick={showToast({
                message: "Saved to Kitchen ideas",
                duration: TOAST_DURATION_MS[name],
                action: { label: "View", to: "/pin/1" },
              })}
            >
              {`${TOAST_DURATION_MS[name]} ms toast with View (${source})`}
            </Button>
          ))}
        </div>
      </Section>

      <Section id="spinners" title="Spinners">
        <div className="design__row">
          <Demo caption="small">
            <Spinner size="small" label="Loading" />
          </Demo>
          <Demo caption="medium">
            <Spinner label="Loading" />
          </Demo>
          <Demo caption="large">
            <Spinner size="large" label="Loading" />
          </Demo>
          <Demo caption="overlay (full page)">
            <OverlayDemo />
          </Demo>
        </div>
        <Demo caption="PageLoading: what a page shows while it has nothing else">
          <div className="design__frame">
            <PageLoading label="Loading your boards" />
          </div>
        </Demo>
      </Section>

      <Section id="avatars" title="Avatars">
        <div className="design__row">
          {Array.from({ length: 9 }, (_, i) => (
            <Demo key={i} caption={`colour ${i}`}>
              <Avatar
                name={["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"][i]!}
                colorIndex={i}
                imageUrl={null}
                size={48}
                label={`Avatar colour ${i}`}
              />
            </Demo>
          ))}
        </div>
        <div className="design__row">
          {[24, 32, 48, 96].map((size) => (
            <Demo key={size} caption={`${size} px`}>
              <Avatar name="Jane Doe" colorIndex={1} imageUrl={null} size={size} label="Jane Doe" />
            </Demo>
          ))}
          <Demo caption="with a picture">
            <Avatar name="Jane Doe" colorIndex={1} imageUrl={SAMPLE_AVATAR_IMAGE} size={96} label="Jane Doe" />
          </Demo>
        </div>
      </Section>
    </main>
  );
}
