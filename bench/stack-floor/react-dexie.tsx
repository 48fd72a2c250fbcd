/** Floor page 2: React and Dexie: the rows are fetched, stored in IndexedDB and shown by a live query (`useLiveQuery`). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import Dexie, { type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FloorRow } from './rows.ts';

const db = new Dexie('floor') as Dexie & { problems: EntityTable<FloorRow, '_id'> };
db.version(1).stores({ problems: '_id, title, difficulty, tag' });

async function refresh(): Promise<void> {
  const res = await fetch('/problems.json');
  await db.problems.bulkPut((await res.json()) as FloorRow[]);
}

function List() {
  const rows = useLiveQuery(() => db.problems.orderBy('title').toArray(), []);
  if (!rows) return <p>Loading…</p>;
  return (
    <main>
      <h1>Problems</h1>
      <ul>
        {rows.map((r) => (
          <li key={r._id}>
            <a href={`/prblm/${r._id}`}>{r.title}</a> <span>{r.difficulty}</span> <span>{r.tag}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}

void refresh();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <List />
    </StrictMode>,
  ),
);
