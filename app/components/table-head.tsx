/**
 * A table's header row from its column names (the console's tables).
 *
 * @example
 * <TableHead columns={{ name: "Audience", size: "Size" }} />
 */
export function TableHead({ columns }: { columns: Record<string, string> }) {
  return (
    <thead>
      <tr>
        {Object.values(columns).map((c) => (
          <th key={c} scope="col">
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
