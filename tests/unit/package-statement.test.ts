/** LaTeX problem statements → Markdown (server/modules/packages/statement.ts), and their pictures linked by hash (convert.ts). */
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { linkStatementImages } from '../../server/modules/packages/convert.ts';
import { latexToMarkdown } from '../../server/modules/packages/statement.ts';

describe('latexToMarkdown', () => {
  it('drops the title and turns sections and inline math into Markdown', () => {
    const md = latexToMarkdown('\\problemname{Odd Echo}\nEcho back words.\n\n\\section*{Input}\nAn integer \\(N\\) (\\(1 \\le N \\le 10\\)).\n');
    expect(md).not.toContain('problemname');
    expect(md).toMatch(/^#+ Input$/m);
    expect(md).toContain('$1 \\le N \\le 10$');
  });

  it('turns a tabular with rules into a Markdown table whose first row is the header', () => {
    const tex = [
      '\\section*{Scoring}',
      '\\noindent',
      '\\begin{tabular}{| l | l | l |}',
      '  \\hline',
      '  Group & Points & Constraints \\\\ \\hline',
      '  $1$ & $1$ & $N$ is always $5$ \\\\ \\hline',
      '  $2$ & $1$ & No additional constraints \\\\ \\hline',
      '\\end{tabular}',
    ].join('\n');
    const rows = latexToMarkdown(tex)
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .map((l) => l.split('|').slice(1, -1).map((c) => c.trim()));
    expect(rows).toEqual([
      ['Group', 'Points', 'Constraints'],
      [expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/), expect.stringMatching(/^-+$/)],
      ['$1$', '$1$', '$N$ is always $5$'],
      ['$2$', '$1$', 'No additional constraints'],
    ]);
  });

  it('turns problemtools\' \\illustration and \\includegraphics into Markdown images', () => {
    const md = latexToMarkdown('Shout.\n\n\\illustration{0.3}{cave}{A cave, by W. Craig [CC BY-SA]}\n\nMore.\n\n\\includegraphics[width=0.5\\textwidth]{img/tree.png}\n');
    expect(md).toContain('![A cave, by W. Craig CC BY-SA](cave)');
    expect(md).toContain('![](img/tree.png)');
    expect(md).not.toMatch(/PJIMAGE|illustration|includegraphics/);
  });
});

describe('linkStatementImages', () => {
  const png = new Uint8Array([137, 80, 78, 71]);
  const stored = `/statement-files/${createHash('sha256').update(png).digest('hex')}.png`;
  const statement = { file: 'problem_statement/problem.en.md', images: [{ name: 'cave.png', bytes: png }, { name: 'img/tree.png', bytes: png }] };

  it('links each picture by the hash of its bytes, once, with or without ./ and its extension', () => {
    const warnings: string[] = [];
    const { description, statementFiles } = linkStatementImages('![a](cave.png) ![b](./img/tree.png) ![c](cave)', statement, warnings);
    expect(description).toBe(`![a](${stored}) ![b](${stored}) ![c](${stored})`);
    expect(statementFiles).toEqual([{ name: stored.split('/').pop(), contentType: 'image/png', bytes: png }]);
    expect(warnings).toEqual([]);
  });

  it('leaves a missing picture, an SVG and an outside URL as written, warning for the first two', () => {
    const warnings: string[] = [];
    const md = '![x](gone.png) ![y](art.svg) ![z](https://example.com/p.png)';
    expect(linkStatementImages(md, statement, warnings)).toEqual({ description: md, statementFiles: [] });
    expect(warnings).toEqual([
      'The statement shows gone.png, which is not in problem_statement/: its alt text is shown instead.',
      'The statement shows art.svg, which is not a PNG, JPEG or GIF image: its alt text is shown instead.',
    ]);
  });
});
