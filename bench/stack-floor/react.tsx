/** Floor page 1: React alone renders 15 rows fetched with `fetch` (state in `useState`). */
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorList, type FloorRow } from './rows.tsx';

function List() {
  const [rows, setRows] = useState<FloorRow[] | null>(null);
  useEffect(() => {
    void fetch('/problems.json')
      .then((r) => r.json() as Promise<FloorRow[]>)
      .then(setRows);
  }, []);
  return <FloorList rows={rows} link={(r) => <a href={`/prblm/${r._id}`}>{r.title}</a>} />;
}

const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <List />
    </StrictMode>,
  ),
);
