import { createHash } from 'node:crypto';
import rehypeKatex from 'rehype-katex';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isStatementFileUrl } from '../../../common/contract/problem.ts';

/**
 * A problem statement (Markdown, as Kattis' `problem.en.md`, or the Markdown an imported LaTeX
 * statement was converted to) → the HTML the problem page shows, rendered once on the server so the
 * page needs no Markdown or math JavaScript (only KaTeX's stylesheet, loaded when there is math).
 *
 * Pipeline (unified, https://unifiedjs.com): remark-parse + remark-gfm (tables, strikethrough,
 * footnotes, autolinks) + remark-math (`$…$` inline, `$$…$$` display) → remark-rehype, which drops
 * every raw HTML tag written in the Markdown → rehype-sanitize (GitHub's allow-list: no script,
 * style, iframe, event handler or `javascript:` URL passes) → rehype-katex (math to HTML, after the
 * sanitiser: KaTeX writes only its own markup, `trust: false` refuses `\href`/`\url` and friends) →
 * rehype-stringify.
 *
 * Kattis specifics: a ```math fenced block is display math (the LaTeX converter writes display math
 * so); problemtools' `{{nextsample}}` / `{{remainingsamples}}` placeholders are dropped (the page
 * shows the examples after the statement); images are shown only from the problem's own statement
 * files (`STATEMENT_FILE_URL`, stored at import), lazily loaded, any other image source is
 * dropped (it would not load offline and would tell a third party who reads the statement).
 */

interface Node {
  type: string;
  tagName?: string;
  lang?: string | null;
  value?: string;
  url?: string;
  properties?: Record<string, unknown>;
  data?: Record<string, unknown>;
  position?: { start: { offset: number } };
  children?: Node[];
}

/** Visits every node below `node` (depth first), parents before children. */
function walk(node: Node, visit: (n: Node, parent: Node | null) => void, parent: Node | null = null): void {
  visit(node, parent);
  for (const child of node.children ?? []) walk(child, visit, node);
}

/** The hast remark-math gives display math (rehype-katex renders class `math-display` in display mode). */
const displayMath = (value: string) => ({ hName: 'div', hProperties: { className: ['math', 'math-display'] }, hChildren: [{ type: 'text', value }] });

/**
 * remark plugin: ```math fenced blocks and `$$…$$` within a line are display math (as pandoc reads
 * them for problemtools); problemtools' sample placeholders go.
 */
function kattisMarkdown() {
  return (tree: Node, file: { value: unknown }) => {
    const source = String(file.value);
    walk(tree, (n) => {
      if (n.type === 'code' && n.lang === 'math') Object.assign(n, { type: 'math', lang: null, data: displayMath(n.value ?? '') });
      const isDisplay = (m: Node | undefined) => m?.type === 'inlineMath' && !!m.position && source.startsWith('$$', m.position.start.offset);
      // A paragraph that is only `$$…$$` is a display block; `$$…$$` amid text is display math in the line.
      if (n.type === 'paragraph' && n.children?.length === 1 && isDisplay(n.children[0])) {
        const value = n.children[0]!.value ?? '';
        Object.assign(n, { type: 'math', value, data: displayMath(value) });
        delete n.children;
      } else if (isDisplay(n)) n.data = { ...n.data, hProperties: { className: ['math', 'math-display'] } };
      if (n.type === 'text' && n.value) n.value = n.value.replace(/\{\{(nextsample|remainingsamples)\}\}/g, '');
    });
  };
}

/** rehype plugin: images from elsewhere become their alt text; kept ones load lazily; links open safely. */
function ownImagesAndSafeLinks() {
  return (tree: Node) => {
    walk(tree, (n, parent) => {
      if (n.type !== 'element') return;
      const props = (n.properties ??= {});
      if (n.tagName === 'img') {
        if (typeof props.src === 'string' && isStatementFileUrl(props.src)) {
          props.loading = 'lazy';
          props.decoding = 'async';
        } else if (parent?.children) {
          const alt = typeof props.alt === 'string' ? props.alt : '';
          parent.children.splice(parent.children.indexOf(n), 1, { type: 'text', value: alt });
        }
      }
      if (n.tagName === 'a' && typeof props.href === 'string' && /^https?:/i.test(props.href)) {
        props.rel = ['noopener', 'noreferrer', 'nofollow'];
        props.target = '_blank';
      }
    });
  };
}

/**
 * GitHub's sanitise schema, plus the classes math needs and images' alt/title text. Ids are not prefixed
 * again: the only ids are footnotes', which remark-rehype already prefixes with `user-content-` (and
 * their links with it), as raw HTML never reaches the tree.
 */
const schema: typeof defaultSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    span: [...(defaultSchema.attributes?.span ?? []), ['className', 'math', 'math-inline', 'math-display']],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'math', 'math-display']],
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-./]],
    img: ['src', 'alt', 'title'],
  },
  protocols: { ...defaultSchema.protocols, src: [] as string[] },
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkMath)
  .use(kattisMarkdown)
  .use(remarkRehype)
  .use(rehypeSanitize, schema)
  // maxSize/maxExpand bound what one formula can cost (ems; macro expansions); MathML beside the HTML is what screen readers read.
  .use(rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false, maxSize: 50, maxExpand: 1000, output: 'htmlAndMathml' })
  .use(ownImagesAndSafeLinks)
  .use(rehypeStringify)
  .freeze();

/** Rendered statements by the SHA-256 of their Markdown (a statement renders in 1–30 ms; the page asks often). */
const cache = new Map<string, string | undefined>();
/** Statements kept rendered at most (least recently used go first). */
const CACHE_ENTRIES = 500;

/**
 * Renders a statement's Markdown to sanitised HTML (see the module comment), memoised.
 * @param markdown the statement as stored in `problems.description`.
 * @returns an HTML fragment (no `<html>`/`<body>`): block elements; math as KaTeX HTML (class `katex`);
 *   undefined when the pipeline fails on it (KaTeX errors do not count: a bad formula shows in red).
 */
export function renderStatementHtml(markdown: string): string | undefined {
  const key = createHash('sha256').update(markdown).digest('hex');
  const hit = cache.get(key);
  if (cache.has(key)) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  let html: string | undefined;
  try {
    html = String(processor.processSync(markdown));
  } catch {
    // A statement the pipeline cannot render is shown as plain paragraphs by the page (never a failed page).
    html = undefined;
  }
  cache.set(key, html);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return html;
}
