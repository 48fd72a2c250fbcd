/** Floor page 2: React and Dexie: the rows are fetched, stored in IndexedDB and shown by a live query (`useLiveQuery`). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import Dexie, { type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { FloorList, type FloorRow } from './rows.tsx';

const db = new Dexie('floor') as Dexie & { problems: EntityTable<FloorRow, '_id'> };
db.version(1).stores({ problems: '_id, title, difficulty, tag' });

async function refresh(): Promise<void> {
  const res = await fetch('/problems.json');
  await db.problems.bulkPut((await res.json()) as FloorRow[]);
}

function List() {
  const rows = useLiveQuery(() => db.problems.orderBy('title').toArray(), []);
  return <FloorList rows={rows} link={(r) => <a href={`/prblm/${r._id}`}>{r.title}</a>} />;
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
