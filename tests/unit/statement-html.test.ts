import { describe, expect, it } from 'vitest';
import { renderStatementHtml } from '../../server/modules/problems/statement-html.ts';

/** Statement Markdown → the page's HTML (server/modules/problems/statement-html.ts): Kattis' Markdown, math, and what never passes. */
const render = (md: string) => renderStatementHtml(md)!;
const OWN = `/statement-files/${'0'.repeat(64)}.png`;

describe('renderStatementHtml', () => {
  it('renders display math from $$ blocks, a paragraph of $$…$$, and ```math blocks (the LaTeX converter writes those)', () => {
    for (const md of ['$$\nx^2\n$$', '$$x^2$$', '```math\nx^2\n```']) {
      const html = render(md);
      expect(html, md).toMatch(/^<div class="math math-display"><span class="katex-display"><span class="katex">/);
      expect(html, md).not.toContain('```');
    }
    // $$…$$ amid text stays in the line, in display style.
    expect(render('a $$x$$ b')).toMatch(/^<p>a <span class="math math-display"><span class="katex-display">/);
    expect(render('a $x$ b')).toMatch(/^<p>a <span class="math math-inline"><span class="katex">/);
  });

  it('shows a formula KaTeX cannot parse in its error colour instead of failing the statement', () => {
    expect(render('bad $\\frac{1$ formula')).toContain('katex-error');
  });

  it('keeps footnote links pointing at their notes', () => {
    const html = render('Text[^1].\n\n[^1]: The note.');
    const hrefs = [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    const ids = new Set([...html.matchAll(/id="([^"]+)"/g)].map((m) => m[1]));
    expect(hrefs.length).toBe(2);
    for (const h of hrefs) expect(ids.has(h), h).toBe(true);
  });

  it('drops problemtools sample placeholders', () => {
    expect(render('Before.\n\n{{nextsample}}\n\nAfter {{remainingsamples}}')).not.toContain('{{');
  });

  it('shows only the problem\'s own images, lazily; other images become their alt text', () => {
    expect(render(`![own](${OWN})`)).toBe(`<p><img src="${OWN}" alt="own" loading="lazy" decoding="async"></p>`);
    for (const src of ['https://tracker.example/p.png', 'data:image/png;base64,AAAA', '/statement-files/x.png', 'javascript:alert(1)']) {
      expect(render(`![seen](${src})`), src).toBe('<p>seen</p>');
    }
  });

  it('lets nothing executable through: raw HTML, handlers, javascript: and data: links, KaTeX \\href', () => {
    const cases = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="https://example.com"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](data:text/html,<script>alert(1)</script>)',
      '<svg onload=alert(1)>',
      '<style>body{display:none}</style>',
      '$\\href{javascript:alert(1)}{x}$',
      '$\\url{javascript:alert(1)}$',
      '$\\htmlId{x}{y}$',
    ];
    for (const md of cases) {
      // MathML keeps each formula's TeX source as escaped text in an <annotation>; only markup counts here.
      const html = render(md).replace(/<annotation encoding="application\/x-tex">[^<]*<\/annotation>/g, '');
      for (const bad of ['<script', 'onerror', 'onload', 'javascript:', 'data:', '<iframe', '<svg', '<style', 'href="java', 'id="x"']) expect(html.toLowerCase(), md).not.toContain(bad.toLowerCase());
    }
  });

  it('opens outside links in a new tab without an opener', () => {
    expect(render('[docs](https://example.com/a)')).toBe('<p><a href="https://example.com/a" rel="noopener noreferrer nofollow" target="_blank">docs</a></p>');
  });
});
