/**
 * /explore (spec §2.7): 'Explore: Free Resources' — five groups, each a title, a description and
 * a horizontally scrolling row of cards. A card shows its picture, label, title, chapter count
 * and items figure, and opens the resource in a new tab. Everything here ships with the app
 * (data in `resources.ts`, pictures in `assets/`), so the page is the same offline.
 */
import { useId } from 'react';
import { EXPLORE_TEXT } from '../../../common/texts/explore.ts';
import { itemsFigure } from './items-figure.ts';
import { RESOURCE_GROUPS, type ResourceGroup, type ResourceItem } from './resources.ts';
import { PageTitle } from '../../ui/PageTitle.tsx';

const t = EXPLORE_TEXT.explore;

function BookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7" />
    </svg>
  );
}

function LayersIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="m12 3 9 5-9 5-9-5zM3 13l9 5 9-5" />
    </svg>
  );
}

/** One resource card: a link that opens the resource in a new tab. */
function ResourceCard({ item }: { item: ResourceItem }) {
  const items = itemsFigure(item.link);
  return (
    <a
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      className="card card-border h-full w-64 border-base-300 bg-base-200 transition hover:shadow-lg focus-visible:outline-2 motion-reduce:transition-none"
      data-testid="resource-card"
    >
      <figure className="h-36 bg-base-300">
        <img src={item.image} alt="" width={320} height={180} className="h-full w-full object-cover" />
      </figure>
      <div className="card-body gap-2 p-4">
        <span className="text-xs font-semibold tracking-wide text-base-content/80 uppercase" data-testid="resource-label">
          {item.label ?? t.defaultLabel}
        </span>
        <h3 className="card-title text-base leading-snug">
          {item.title}
          <span className="sr-only"> {t.newTab}</span>
        </h3>
        <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-base-content/80">
          <span className="flex items-center gap-1" data-testid="resource-chapters">
            <BookIcon />
            {t.chapters(item.chapters ?? 0)}
          </span>
          <span className="flex items-center gap-1" data-testid="resource-items">
            <LayersIcon />
            {t.items(items)}
          </span>
        </div>
      </div>
    </a>
  );
}

/** One group: heading, description, and its row of cards (scrolls sideways inside itself). */
function GroupSection({ group }: { group: ResourceGroup }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2" data-testid="resource-group">
      <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
        {group.title}
      </h2>
      <p className="text-base-content/80">{group.description}</p>
      <ul aria-label={t.row(group.title)} className="flex snap-x gap-4 overflow-x-auto pt-1 pb-3">
        {group.items.map((item) => (
          <li key={item.link} className="shrink-0 snap-start">
            <ResourceCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The Explore page. */
export function ExplorePage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-8 px-4 py-8">
      <PageTitle>{EXPLORE_TEXT.pageTitle}</PageTitle>
      <div>
        <h1 className="text-3xl font-bold">{t.title}</h1>
        <p className="text-base-content/80">{t.subtitle}</p>
      </div>
      {RESOURCE_GROUPS.map((group) => (
        <GroupSection key={group.id} group={group} />
      ))}
    </div>
  );
}
