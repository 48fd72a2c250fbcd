/**
 * A problem statement as the server rendered it (`ProblemDetail.descriptionHtml`: sanitised HTML,
 * math as KaTeX HTML), or, for a copy cached before the server rendered statements, its text as
 * plain paragraphs. KaTeX's stylesheet (and, through it, its fonts) is loaded only when the
 * statement has math.
 */
import { useEffect } from 'react';
import { RichText } from './RichText.tsx';

/** Whether rendered statement HTML holds KaTeX output. */
export const hasMath = (html: string) => html.includes('class="katex');

/** Loads KaTeX's stylesheet once (a separate CSS chunk; the service worker precaches it with its fonts). */
export const loadMathStyles = () => import('katex/dist/katex.min.css');

/** Renders the statement; `html` comes from the server's sanitiser, never from the learner. */
export function Statement({ html, text }: { html: string | undefined; text: string }) {
  const math = html !== undefined && hasMath(html);
  useEffect(() => {
    if (math) void loadMathStyles();
  }, [math]);
  if (html === undefined) return <RichText text={text} />;
  return <div className="pj-prose pj-statement leading-relaxed" data-testid="statement" dangerouslySetInnerHTML={{ __html: html }} />;
}
