import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The repository holds plain files only: a symbolic link does not survive every way a change travels
 * (a patch, an archive unpacked without links), and a fixture that was a link arrives as a file holding
 * its target's path (a test package's data then reads `../subtask1/1.in` as its input). A package whose
 * upstream has links is kept with copies of their targets, as problemtools reads them.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `git ls-files -s` rows: mode and path of every tracked file (throws when git fails). */
function trackedFiles(): Array<{ mode: string; path: string }> {
  const r = spawnSync('git', ['ls-files', '-s', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`git ls-files failed: ${r.stderr}`);
  return r.stdout
    .split('\0')
    .filter(Boolean)
    .map((row) => {
      const [meta, path] = row.split('\t') as [string, string];
      return { mode: meta.split(' ')[0]!, path };
    });
}

describe('repository files', () => {
  it('tracks no symbolic link and no submodule', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => f.mode === '120000' || f.mode === '160000').map((f) => f.path)).toEqual([]);
  });
});
