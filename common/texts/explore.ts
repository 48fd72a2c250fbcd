/** Texts of the Explore screen (spec §2.7). */
export const EXPLORE_TEXT = {
  explore: {
    title: 'Explore: Free Resources',
    subtitle: 'Hand-picked free courses, sheets and books. Each card opens the resource in a new tab.',
    defaultLabel: 'Course Label',
    chapters: (n: number) => (n === 1 ? '1 chapter' : `${n} chapters`),
    items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    newTab: '(opens in a new tab)',
    row: (title: string) => `${title} resources`,
  },
  /** The document title of `/explore` (`PageTitle` appends the brand). */
  pageTitle: 'Explore',
} as const;
