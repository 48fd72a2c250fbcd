/** What the floor pages share: the 15 rows fetched from `/problems.json` and the list that shows them. */
import type { ReactNode } from 'react';

export interface FloorRow {
  _id: string;
  title: string;
  difficulty: string;
  tag: string;
}

/**
 * The list of rows, as the problem list shows them: a heading, then each row's title as a link with
 * its difficulty and tag; `null` rows (still loading) show "Loading…".
 * @param link renders a row's title as a link (an `<a>` or the router's `<Link>`)
 */
export function FloorList({ rows, link }: { rows: readonly FloorRow[] | null | undefined; link: (row: FloorRow) => ReactNode }) {
  if (!rows) return <p>Loading…</p>;
  return (
    <main>
      <h1>Problems</h1>
      <ul>
        {rows.map((r) => (
          <li key={r._id}>
            {link(r)} <span>{r.difficulty}</span> <span>{r.tag}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
