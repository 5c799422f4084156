/** The ad account's audiences, one row each: a phone shows each row as a card (.console__table--cards). */
import { TableHead } from "../../../components/table-head";
import { Link } from "react-router";
import { consoleRoute } from "~common/business/console";
import { AUDIENCES_COPY as T } from "./copy";
import type { AudienceRow } from "./pages.server";

/** An audience's size, with "Too small to run" under the floor. */
export function AudienceSize({ row }: { row: AudienceRow }) {
  return (
    <>
      {row.size}
      {row.tooSmall ? (
        <>
          {" "}
          <span className="status audiences__status--small">{T.tooSmall}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * @example
 * <AudienceTable rows={view.rows} advertiserId="7" />
 */
export function AudienceTable({ rows, advertiserId }: { rows: AudienceRow[]; advertiserId: string }) {
  if (rows.length === 0) return <p className="console__empty">{T.none}</p>;
  return (
    <table className="console__table console__table--cards audiences__table">
      <TableHead columns={T.columns} />
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} data-audience-id={a.id}>
            <td>
              <Link className="link" to={consoleRoute("audiences", { advertiserId, query: { id: a.id } })}>
                {a.name}
              </Link>
            </td>
            <td data-label={T.columns.kind}>{a.kindName}</td>
            <td data-label={T.columns.size}>
              <AudienceSize row={a} />
            </td>
            <td data-label={T.columns.madeOf}>{a.madeOf}</td>
            <td data-label={T.columns.usedBy}>{a.usedBy}</td>
            <td data-label={T.columns.refreshed}>{a.refreshed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
