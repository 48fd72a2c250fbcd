/**
 * The style of a box rendered only near the viewport (CSS `content-visibility: auto`): on a phone most
 * of the list's cards and both side panels start below the fold, and their style, layout and paint
 * wait until the learner scrolls near them. `contain-intrinsic-size` is the box's height (6rem, about
 * one card) until it has been rendered once; after that the browser keeps its last size.
 * An inline style rather than a class: the route's CSS stays within its budget.
 */
export const RENDER_NEAR_VIEWPORT = { contentVisibility: 'auto', containIntrinsicSize: 'auto 6rem' } as const;
