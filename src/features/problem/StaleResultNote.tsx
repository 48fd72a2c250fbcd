/** The label of a shown result that was produced from another language or input than the page now shows. */

/** One line above the result saying what it came from (`text`, from the workspace texts). */
export function StaleResultNote({ text }: { text: string }) {
  return (
    <p role="note" className="alert alert-warning alert-soft py-2 text-sm text-base-content" data-testid="stale-result">
      {text}
    </p>
  );
}
