/**
 * /_dev/experiments — every registered experiment (common/platform/experiments.ts, auth.md §6) with
 * this browser's group, and a form per experiment that puts this device in another group (a plain
 * form POST; works without JavaScript). A developer page like /_dev/design: served only when the
 * DEV_TOOLS var is "true", otherwise the normal 404. Sample text is written here, not in a
 * catalogue: no user sees it.
 */
import { Form } from "react-router";
import { EXPERIMENTS, type ExperimentName } from "~common/platform/experiments";
import { DEV_COUNTRIES } from "~common/platform/dev-country";
import { Button } from "../../components/button";
import { pageMeta } from "../../lib/meta";
import { flipExperiment, loadExperiments } from "./experiments.server";
import type { Route } from "./+types/experiments";

export const meta: Route.MetaFunction = () => [
  ...pageMeta("Experiments", "Every experiment with this browser's group; flip one for this device."),
  { name: "robots", content: "noindex" },
];

export const loader = (args: Route.LoaderArgs) => loadExperiments(args);
export const action = (args: Route.ActionArgs) => flipExperiment(args);
// The API sets the experiments device cookie on a browser's first visit: pass it on.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const NAMES = Object.keys(EXPERIMENTS) as ExperimentName[];

export default function ExperimentsPage({ loaderData }: Route.ComponentProps) {
  const { groups, country } = loaderData;
  return (
    <main id="main" className="page design">
      <h1>Experiments</h1>
      <section id="country" aria-labelledby="country-title">
        <h2 id="country-title">Country</h2>
        <p className="design__lead">
          The country this browser&apos;s requests come from: <strong data-testid="dev-country">{country ?? "none reported"}</strong>.
          Locally there is no edge to report one; choose it here (Line is offered in JP, the consents step&apos;s market is KR).
        </p>
        <Form method="post" className="experiments__form">
          <input type="hidden" name="intent" value="country" />
          <label className="experiments__label">
            <span className="visually-hidden">Country</span>
            <select name="country" defaultValue={country ?? ""} key={country ?? ""}>
              <option value="">As reported</option>
              {DEV_COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <Button type="submit" size="small" variant="secondary">
            Set country
          </Button>
        </Form>
      </section>
      <h2>Groups</h2>
      <p className="design__lead">
        This browser&apos;s group in every experiment: the user&apos;s assignment, else this device&apos;s, else the country&apos;s, else
        the default. Choosing a group assigns it to this device.
      </p>
      <table className="experiments">
        <thead>
          <tr>
            <th scope="col">Experiment</th>
            <th scope="col">Group</th>
            <th scope="col">Set for this device</th>
          </tr>
        </thead>
        <tbody>
          {NAMES.map((name) => {
            const def = EXPERIMENTS[name];
            return (
              <tr key={name} id={name}>
                <th scope="row">
                  <code>{name}</code>
                  <p className="experiments__description">
                    {def.description} <span className="experiments__spec">({def.spec})</span>
                  </p>
                </th>
                <td data-testid={`group-${name}`}>{groups[name]}</td>
                <td>
                  <Form method="post" className="experiments__form">
                    <input type="hidden" name="experiment" value={name} />
                    <label className="experiments__label">
                      <span className="visually-hidden">Group for {name}</span>
                      <select name="group" defaultValue={groups[name]} key={groups[name]}>
                        {def.groups.map((g) => (
                          <option key={g} value={g}>
                            {g}
                          </option>
                        ))}
                      </select>
                    </label>
                    <Button type="submit" size="small" variant="secondary" aria-label={`Set ${name}`}>
                      Set
                    </Button>
                  </Form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </main>
  );
}
