/** Floor page 1: React alone renders 15 rows fetched with `fetch` (state in `useState`). */
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { FloorRow } from './rows.ts';

function List() {
  const [rows, setRows] = useState<FloorRow[] | null>(null);
  useEffect(() => {
    void fetch('/problems.json')
      .then((r) => r.json() as Promise<FloorRow[]>)
      .then(setRows);
  }, []);
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

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <List />
    </StrictMode>,
  ),
);
