/** A campaign's, ad group's or ad's status as a badge, by its name (the console's tables and pages). */
import { CONSOLE_COPY as T } from "~common/business/console";

export function StatusBadge({ status }: { status: string }) {
  return <span className={`status${status === "ACTIVE" ? "" : " status--paused"}`}>{T.status[status] ?? status}</span>;
}
