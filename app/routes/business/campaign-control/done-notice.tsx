/**
 * Why: a plain form's answer (no JavaScript, so no toast) comes back in the page's query (`done`):
 * said on the page it came back to, in the console's shell, which loads the controls lazily.
 */
import { useSearchParams } from "react-router";
import { useHydrated } from "../../../lib/hydrated";

/** The words of a plain form's answer, on the page it came back to (no toast without JavaScript). */
export function DoneNotice() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const done = params.get("done");
  return done && !hydrated ? (
    <p className="console__notice" role="status">
      {done}
    </p>
  ) : null;
}
