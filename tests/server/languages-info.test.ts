import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LANGUAGES_INFO } from '../../common/contract/languages-info.ts';
import { CXX_FLAGS } from '../../server/judge/languages.ts';

/**
 * The language menu's "language info" (common/contract/languages-info.ts) is what the judge's
 * toolchain really is.
 */
const require = createRequire(import.meta.url);

describe('language info against the toolchain', () => {
  it('C++: g++ of that major version, compiling that standard', () => {
    const version = spawnSync('g++', ['-dumpversion'], { encoding: 'utf8' }).stdout.trim();
    expect(Number(version.split('.')[0])).toBe(LANGUAGES_INFO['c++'].compilerMajor);
    const std = CXX_FLAGS.find((f) => f.startsWith('-std='));
    expect(std?.replace(/^-std=(gnu|c)\+\+/, 'C++')).toBe(LANGUAGES_INFO['c++'].standard);
  });

  it('Java: that major version', () => {
    const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
    const m = /version "(\d+)/.exec(out.stderr);
    expect(Number(m?.[1])).toBe(LANGUAGES_INFO.java.major);
  });

  it('Python: the minor version of the python3 the sandbox starts (/usr/bin)', () => {
    const out = spawnSync('/usr/bin/python3', ['-c', 'import sys; print(sys.version_info[0], sys.version_info[1])'], { encoding: 'utf8' });
    expect(out.stdout.trim()).toBe(`${LANGUAGES_INFO.python3.major} ${LANGUAGES_INFO.python3.minor}`);
  });

  it('JavaScript: the Node major version that runs the judge, and the packages of its globals at those versions', () => {
    expect(Number(process.versions.node.split('.')[0])).toBe(LANGUAGES_INFO.javascript.nodeMajor);
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    for (const pkg of LANGUAGES_INFO.javascript.globalPackages) {
      expect(manifest.dependencies[pkg.name]).toBe(pkg.version);
      expect((require(`${pkg.name}/package.json`) as { version: string }).version).toBe(pkg.version);
    }
  });
});
