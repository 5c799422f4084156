/** D1 access for experiment assignments (migrations/0004_experiment_assignments.sql). */
import type { Assignments } from "~common/platform/experiments";

export type AssignmentScope = "user" | "device" | "country";

interface Row {
  scope: AssignmentScope;
  experiment: string;
  group_name: string;
}

/** Every assignment of this user, device and country, in one query. */
export async function assignmentsFor(
  db: D1Database,
  subjects: { userId: string | null; deviceId: string | null; country: string | null },
): Promise<Assignments> {
  const { results } = await db
    .prepare(
      `SELECT scope, experiment, group_name FROM experiment_assignments
       WHERE (scope = 'user' AND subject = ?1) OR (scope = 'device' AND subject = ?2) OR (scope = 'country' AND subject = ?3)`,
    )
    .bind(subjects.userId ?? "", subjects.deviceId ?? "", subjects.country ?? "")
    .all<Row>();
  const byUser: Record<string, string> = {};
  const byDevice: Record<string, string> = {};
  const byCountry: Record<string, string> = {};
  const target = { user: byUser, device: byDevice, country: byCountry };
  for (const r of results) target[r.scope][r.experiment] = r.group_name;
  return { byUser, byDevice, byCountry };
}

/** Assigns `group` of `experiment` to one subject (insert or replace). */
export const assign = (db: D1Database, scope: AssignmentScope, subject: string, experiment: string, group: string, now: number) =>
  db
    .prepare(
      `INSERT INTO experiment_assignments (scope, subject, experiment, group_name, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (scope, subject, experiment) DO UPDATE SET group_name = excluded.group_name, updated_at = excluded.updated_at`,
    )
    .bind(scope, subject, experiment, group, now)
    .run();
