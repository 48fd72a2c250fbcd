import { unifiedLatexToMdast } from '@unified-latex/unified-latex-to-mdast';
import { unifiedLatexFromString } from '@unified-latex/unified-latex-util-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** True when no text is found below `node`. */
const isBlank = (node: MdNode): boolean => (node.value ?? '').trim() === '' && (node.children ?? []).every(isBlank);

/** A unified plugin: removes the empty rows unified-latex makes of a tabular's line breaks, so the header row is the first with text. */
function dropEmptyTableRows() {
  const visit = (node: MdNode): void => {
    if (node.type === 'table' && node.children) node.children = node.children.filter((row) => !isBlank(row));
    node.children?.forEach(visit);
  };
  return (tree: MdNode) => visit(tree);
}

/**
 * LaTeX statement (`problem.en.tex`) → Markdown, through unified-latex
 * (https://github.com/siefkenj/unified-latex: LaTeX AST → mdast → remark-stringify).
 * Math stays LaTeX between `$…$` (inline) or in a ```math block (display), readable as text;
 * `tabular` becomes a GitHub-flavoured Markdown table (remark-gfm), readable as text too.
 * Kattis-specific commands: `\problemname{…}` is dropped (the title comes from problem.yaml);
 * `\illustration{width}{file}{caption}` (problemtools' problemset.cls) and `\includegraphics[…]{file}`
 * become Markdown images `![caption](file)` (the file as written, maybe without its extension).
 * @throws Error when the LaTeX cannot be parsed.
 */
export function latexToMarkdown(tex: string): string {
  // Pictures become Markdown images after the conversion (a placeholder word carries each through it).
  const images: string[] = [];
  const image = (file: string, caption: string) => {
    images.push(`![${caption.trim().replace(/[[\]\\]/g, '')}](${file.trim()})`);
    return ` PJIMAGE${images.length - 1}X `;
  };
  const cleaned = tex
    .replace(/\\problemname\{[^}]*\}/g, '')
    .replace(/\\illustration\{[^}]*\}\{([^}]*)\}\{([^}]*)\}/g, (_, file: string, caption: string) => image(file, caption))
    .replace(/\\includegraphics(\[[^\]]*\])?\{([^}]*)\}/g, (_, _options, file: string) => image(file, ''))
    // Table rules draw lines on the PDF page; in Markdown they would be empty rows.
    .replace(/\\(hline|toprule|midrule|bottomrule)\b/g, '');
  const out = unified().use(unifiedLatexFromString).use(unifiedLatexToMdast).use(dropEmptyTableRows).use(remarkGfm).use(remarkStringify).processSync(cleaned);
  return String(out)
    .replace(/PJIMAGE(\d+)X/g, (_, i: string) => images[Number(i)] ?? '')
    .trim();
}
