import { unifiedLatexToMdast } from '@unified-latex/unified-latex-to-mdast';
import { unifiedLatexFromString } from '@unified-latex/unified-latex-util-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

/**
 * LaTeX statement (`problem.en.tex`) → Markdown, through unified-latex
 * (https://github.com/siefkenj/unified-latex: LaTeX AST → mdast → remark-stringify).
 * Math stays LaTeX between `$…$` (inline) or in a ```math block (display), readable as text.
 * Kattis-specific commands that only place things on the PDF page are dropped first:
 * `\problemname{…}` (the title comes from problem.yaml), `\illustration{…}{…}{…}` and `\includegraphics`.
 * @throws Error when the LaTeX cannot be parsed.
 */
export function latexToMarkdown(tex: string): string {
  const cleaned = tex
    .replace(/\\problemname\{[^}]*\}/g, '')
    .replace(/\\illustration\{[^}]*\}\{[^}]*\}\{[^}]*\}/g, '')
    .replace(/\\includegraphics(\[[^\]]*\])?\{[^}]*\}/g, '');
  const out = unified().use(unifiedLatexFromString).use(unifiedLatexToMdast).use(remarkStringify).processSync(cleaned);
  return String(out).trim();
}
