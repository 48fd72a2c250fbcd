/**
 * Floor page 3: the app's whole client stack on a trivial list: React, React Router (links and a
 * route), Dexie with a live query, and zod checking the fetched rows.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import Dexie, { type EntityTable } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import * as z from 'zod/mini';
import { FloorList, type FloorRow } from './rows.tsx';

const db = new Dexie('floor') as Dexie & { problems: EntityTable<FloorRow, '_id'> };
db.version(1).stores({ problems: '_id, title, difficulty, tag' });
const rowsSchema = z.array(z.object({ _id: z.string(), title: z.string(), difficulty: z.string(), tag: z.string() }));

async function refresh(): Promise<void> {
  const res = await fetch('/problems.json');
  await db.problems.bulkPut(rowsSchema.parse(await res.json()));
}

function List() {
  const rows = useLiveQuery(() => db.problems.orderBy('title').toArray(), []);
  return <FloorList rows={rows} link={(r) => <Link to={`/prblm/${r._id}`}>{r.title}</Link>} />;
}

void refresh();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route path="*" element={<List />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  ),
);
