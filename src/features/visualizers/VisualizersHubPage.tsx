/** /visualizers (spec §2.9 "Hub"): three cards linking to the search, sorting and data-structure visualizers. */
import { Link } from 'react-router-dom';
import { VISUALIZERS_TEXT } from '../../../common/texts/visualizers.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

const t = VISUALIZERS_TEXT.visualizers;

function SearchIcon() {
  return (
    <svg viewBox="0 0 64 40" className="h-16 w-full" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x={2 + i * 12} y="12" width="10" height="14" rx="2" className={i === 3 ? 'fill-success' : i < 3 ? 'fill-error/70' : 'fill-base-content/25'} />
      ))}
      <circle cx="42" cy="19" r="9" fill="none" strokeWidth="2.5" className="stroke-base-content" />
      <path d="M48.5 25.5 56 33" strokeWidth="3" strokeLinecap="round" className="stroke-base-content" />
    </svg>
  );
}

function SortIcon() {
  return (
    <svg viewBox="0 0 64 40" className="h-16 w-full" aria-hidden="true">
      {[10, 16, 22, 28, 34].map((h, i) => (
        <rect key={i} x={6 + i * 11} y={38 - h} width="8" height={h} rx="1.5" className={i === 4 ? 'fill-success' : i === 2 ? 'fill-warning' : 'fill-primary'} />
      ))}
    </svg>
  );
}

function StackIcon() {
  return (
    <svg viewBox="0 0 64 40" className="h-16 w-full" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <rect key={i} x="8" y={6 + i * 11} width="20" height="9" rx="2" className={i === 0 ? 'fill-secondary' : 'fill-primary'} />
      ))}
      {[0, 1, 2].map((i) => (
        <rect key={`q${i}`} x={34 + i * 9} y="16" width="7" height="9" rx="2" className={i === 0 ? 'fill-secondary' : 'fill-accent'} />
      ))}
    </svg>
  );
}

const CARDS = [
  { to: '/visualizers/SearchAlgo', ...t.cards.search, Icon: SearchIcon },
  { to: '/visualizers/sorting', ...t.cards.sorting, Icon: SortIcon },
  { to: '/visualizers/datastructures', ...t.cards.structures, Icon: StackIcon },
] as const;

/** The visualizer hub. */
export function VisualizersHubPage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <PageTitle>{VISUALIZERS_TEXT.pageTitle.hub}</PageTitle>
      <div>
        <h1 className="text-3xl font-bold">{t.hubTitle}</h1>
        <p className="text-base-content/80">{t.hubSubtitle}</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map(({ to, title, body, Icon }) => (
          <li key={to}>
            <Link to={to} className="card card-border h-full border-base-300 bg-base-200 transition hover:shadow-lg focus-visible:outline-2 motion-reduce:transition-none">
              <div className="card-body">
                <Icon />
                <h2 className="card-title">{title}</h2>
                <p className="text-base-content/80">{body}</p>
                <div className="card-actions justify-end">
                  <span className="btn btn-primary btn-sm" aria-hidden="true">
                    {t.open}
                  </span>
                </div>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
