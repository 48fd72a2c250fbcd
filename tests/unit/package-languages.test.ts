import { describe, expect, it } from 'vitest';
import { detectLanguage, firstLineOf, KATTIS_LANGUAGES } from '../../server/modules/packages/kattis-rules.ts';
import { languageOf } from '../../server/modules/packages/load.ts';

/** How a package program's language is told: problemtools' languages.yaml rules (file globs, shebangs, priorities). */
const one = (name: string, firstLine = '') => detectLanguage([{ name, firstLine }]);

describe('detectLanguage (problemtools rules)', () => {
  it('tells Python 2 from Python 3 by a python2 shebang; a .py file without one is Python 3', () => {
    expect(one('a.py', '#!/usr/bin/env python2')).toMatchObject({ id: 'python2', name: 'Python 2', judged: null });
    expect(one('a.py', '#!/usr/bin/python2.7')).toMatchObject({ id: 'python2' });
    expect(one('a.py', '#!/usr/bin/python3')).toMatchObject({ id: 'python3', judged: 'python3' });
    expect(one('a.py', '#! /usr/bin/python3')).toMatchObject({ id: 'python3' });
    expect(one('a.py', 'import sys')).toMatchObject({ id: 'python3' });
    expect(one('a.py')).toMatchObject({ id: 'python3' });
    // Only the first line counts, and only a `#!` line.
    expect(one('a.py', '# python2')).toMatchObject({ id: 'python3' });
    expect(one('a.py', '#!/usr/bin/python20')).toMatchObject({ id: 'python3' });
    expect(one('a.py2')).toMatchObject({ id: 'python2' });
    expect(one('a.py3', '#!/usr/bin/env python2')).toMatchObject({ id: 'python3' });
  });

  it('knows the judged languages by their file globs', () => {
    for (const f of ['a.cc', 'a.cpp', 'a.cxx', 'a.c++', 'a.C']) expect(one(f)?.judged, f).toBe('c++');
    expect(one('Main.java')?.judged).toBe('java');
    expect(one('a.js')?.judged).toBe('javascript');
  });

  it('knows the languages the judge does not run, C winning the .c tie with Haskell and Objective C by priority', () => {
    expect(one('a.c')).toMatchObject({ id: 'c', name: 'C', judged: null });
    expect(one('a.scala')).toMatchObject({ id: 'scala', judged: null });
    expect(one('a.hs')).toMatchObject({ id: 'haskell' });
    expect(one('a.go')).toMatchObject({ id: 'go' });
    expect(one('a.rs')).toMatchObject({ id: 'rust' });
    expect(one('a.kt')).toMatchObject({ id: 'kotlin', name: 'Kotlin' });
    expect(one('a.pl')).toMatchObject({ id: 'prolog' });
  });

  it('has no language for unknown files, and globs are case-sensitive as fnmatch on POSIX', () => {
    expect(one('a.txt')).toBeNull();
    expect(one('validate.h')).toBeNull();
    expect(one('README')).toBeNull();
    expect(one('a.CPP')).toBeNull();
    expect(detectLanguage([])).toBeNull();
  });

  it('takes the language most files are evidence for in a program of several files', () => {
    // Haskell's files include *.c: two files for Haskell, one for C.
    expect(detectLanguage([{ name: 'main.hs', firstLine: '' }, { name: 'ffi.c', firstLine: '' }])).toMatchObject({ id: 'haskell' });
    // Every .py file has the python2 shebang: the tie goes to Python 2's higher priority.
    expect(detectLanguage([{ name: 'a.py', firstLine: '#!/usr/bin/env python2' }, { name: 'b.py', firstLine: '#!/usr/bin/env python2' }])).toMatchObject({ id: 'python2' });
    // A helper without the shebang: Python 3 has two files, Python 2 one.
    expect(detectLanguage([{ name: 'a.py', firstLine: '#!/usr/bin/env python2' }, { name: 'b.py', firstLine: '' }])).toMatchObject({ id: 'python3' });
    expect(detectLanguage([{ name: 'kattio.pl', firstLine: '' }, { name: 'different.pl', firstLine: '' }, { name: 'notes.txt', firstLine: '' }])).toMatchObject({ id: 'prolog' });
  });

  it('has distinct priorities, as problemtools requires', () => {
    expect(new Set(KATTIS_LANGUAGES.map((l) => l.priority)).size).toBe(KATTIS_LANGUAGES.length);
  });
});

describe('languageOf', () => {
  it("is the judge's language of one file, null for Python 2, other languages and unknown files", () => {
    expect(languageOf('submissions/accepted/sol.cpp')).toBe('c++');
    expect(languageOf('sol.cc')).toBe('c++');
    expect(languageOf('Sol.java')).toBe('java');
    expect(languageOf('sol.js')).toBe('javascript');
    expect(languageOf('sol.py')).toBe('python3');
    expect(languageOf('sol.py', '#!/usr/bin/python3')).toBe('python3');
    expect(languageOf('sol.py', '#!/usr/bin/env python2')).toBeNull();
    expect(languageOf('sol.scala')).toBeNull();
    expect(languageOf('sol.c')).toBeNull();
    expect(languageOf('notes.md')).toBeNull();
  });

  it('reads the first line of a text without its line break', () => {
    expect(firstLineOf('#!/usr/bin/env python2\r\nprint 1\n')).toBe('#!/usr/bin/env python2');
    expect(firstLineOf('one line')).toBe('one line');
    expect(firstLineOf('')).toBe('');
  });
});
