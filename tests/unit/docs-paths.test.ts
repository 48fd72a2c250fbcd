import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documentation names real files: every backticked repository path in `README.md`,
 * `docs/ARCHITECTURE.md` and `docs/decisions/*.md` exists, and the map lists every route of the
 * route table and every path the server's modules register.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Top-level folders whose paths the documents name. */
const PATH_ROOTS = ['src/', 'server/', 'common/', 'tests/', 'bench/', 'scripts/', 'problems/', 'docs/', 'public/', '.ci/'];

/** The documents checked, relative to the repository root. */
function documents(): string[] {
  const decisions = readdirSync(join(ROOT, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`);
  return ['README.md', 'docs/ARCHITECTURE.md', ...decisions];
}

/** The text of `markdown` inside single backticks, fenced code blocks left out. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
}

/**
 * True when `text` names one repository path: it starts with a top-level folder, contains `/`, ends
 * with `/` or has an extension, and is no pattern or placeholder (`<slug>`, `*`, `…`, `{a,b}`, spaces).
 */
function isRepositoryPath(text: string): boolean {
  if (!PATH_ROOTS.some((root) => text.startsWith(root))) return false;
  if (/[\s<>*…{}|$]/.test(text)) return false;
  return text.endsWith('/') || /\.[A-Za-z0-9]+$/.test(text);
}

/** Each document's backticked repository paths that do not exist. */
function missingPaths(): Array<{ document: string; path: string }> {
  const missing: Array<{ document: string; path: string }> = [];
  for (const document of documents()) {
    for (const path of inlineCode(readFileSync(join(ROOT, document), 'utf8')).filter(isRepositoryPath)) {
      if (!existsSync(join(ROOT, path))) missing.push({ document, path });
    }
  }
  return missing;
}

describe('documentation paths', () => {
  it('recognises repository paths and leaves other code alone', () => {
    expect(isRepositoryPath('src/data/core/db.ts')).toBe(true);
    expect(isRepositoryPath('server/judge/')).toBe(true);
    expect(isRepositoryPath('.ci/run')).toBe(false);
    expect(isRepositoryPath('problems/<slug>/')).toBe(false);
    expect(isRepositoryPath('problems/*/data/secret/large/')).toBe(false);
    expect(isRepositoryPath('server/modules/…')).toBe(false);
    expect(isRepositoryPath('npm run build')).toBe(false);
    expect(isRepositoryPath('/api/health')).toBe(false);
  });

  it('every backticked repository path in README.md, docs/ARCHITECTURE.md and docs/decisions/ exists', () => {
    const missing = missingPaths().map(({ document, path }) => `${document}: ${path}`);
    expect(missing, `missing paths:\n${missing.join('\n')}`).toEqual([]);
  });

  it('every relative link of the map and the decision records resolves, and the map links every record', () => {
    const broken: string[] = [];
    for (const document of documents().filter((d) => d.startsWith('docs/'))) {
      const dir = document.slice(0, document.lastIndexOf('/'));
      for (const [, target] of readFileSync(join(ROOT, document), 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (!/^[a-z]+:/.test(target!) && !existsSync(join(ROOT, dir, target!))) broken.push(`${document}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
    const map = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    const records = documents().filter((d) => d.startsWith('docs/decisions/'));
    expect(records.filter((record) => !map.includes(`](${record.slice('docs/'.length)})`))).toEqual([]);
  });

  it('the map stays a map: at most 250 lines', () => {
    expect(readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('the map lists every route of src/app/routes.tsx', () => {
    const routes = [...readFileSync(join(ROOT, 'src/app/routes.tsx'), 'utf8').matchAll(/<Route path="([^"*]+)"/g)].map((m) => m[1]!);
    expect(routes.length).toBeGreaterThan(10);
    const map = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    expect(routes.filter((route) => !map.includes(`\`${route}\``))).toEqual([]);
  });

  it('the map names every path the server modules register', () => {
    const modules = join(ROOT, 'server/modules');
    const registered = readdirSync(modules, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(modules, entry.name, 'routes.ts')))
      .flatMap((entry) => [...readFileSync(join(modules, entry.name, 'routes.ts'), 'utf8').matchAll(/\(\s*(?:'[A-Z]+',\s*)?'(\/(?:api|metrics)[^']*)'/g)].map((m) => m[1]!));
    expect(registered.length).toBeGreaterThan(30);
    const map = readFileSync(join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8');
    // A path is written in full, or (after the first of its area) by what follows `/api/<area>/`.
    const named = (path: string) => map.includes(path) || map.includes(`\`${path.split('/').slice(3).join('/')}\``);
    expect(registered.filter((path) => !named(path))).toEqual([]);
  });
});
