/** LaTeX problem statements → Markdown (server/modules/packages/statement.ts). */
import { describe, expect, it } from 'vitest';
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
});
