/** The check that a package archive's entries can be unpacked side by side (server/modules/packages/zip.ts). */
import { describe, expect, it } from 'vitest';
import { checkEntryPaths, ZipError, type EntryKind } from '../../server/modules/packages/zip.ts';

const check = (...entries: [string, EntryKind][]) => () => checkEntryPaths(entries.map(([name, kind]) => ({ name, kind })));

describe('checkEntryPaths', () => {
  it('accepts files and links in directories, directories given or implied in any order, repeated directories', () => {
    expect(check(['p/', 'directory'], ['p/data/', 'directory'], ['p/data/1.in', 'file'], ['p/data/2.in', 'link'], ['p/data/', 'directory'], ['p/data', 'directory'])).not.toThrow();
    expect(check(['p/data/1.in', 'file'], ['p/data/', 'directory'], ['p/', 'directory'], ['./', 'directory'])).not.toThrow();
    expect(check()).not.toThrow();
  });

  it('refuses one path twice unless both are directories, comparing normalised paths', () => {
    expect(check(['a/1.in', 'file'], ['a/1.in', 'file'])).toThrow(new ZipError('"a/1.in" is in this archive twice'));
    expect(check(['a/1.in', 'link'], ['a/1.in', 'link'])).toThrow('"a/1.in" is in this archive twice');
    expect(check(['a/1.in', 'file'], ['a/1.in', 'link'])).toThrow('"a/1.in" is in this archive twice (a file and a symbolic link)');
    expect(check(['a/1.in', 'link'], ['a/1.in', 'file'])).toThrow('"a/1.in" is in this archive twice (a symbolic link and a file)');
    expect(check(['a/1.in', 'file'], ['a//./1.in', 'file'])).toThrow('"a//./1.in" unpacks to the same path as "a/1.in" in this archive');
    expect(check(['a/1.in/', 'directory'], ['a/1.in', 'file'])).toThrow('"a/1.in" unpacks to the same path as "a/1.in/" in this archive (a directory and a file)');
    expect(check(['a/1.in', 'file'], ['a/1.in/', 'directory'])).toThrow('"a/1.in/" unpacks to the same path as "a/1.in" in this archive (a file and a directory)');
  });

  it('refuses an entry below a file or a link, and a file or link above other entries, in either order', () => {
    expect(check(['1.in', 'file'], ['1.in/x', 'file'])).toThrow('"1.in/x": its parent "1.in" is a file in this archive');
    expect(check(['a/1.in', 'link'], ['a/1.in/b/x', 'link'])).toThrow('"a/1.in/b/x": its parent "a/1.in" is a symbolic link in this archive');
    expect(check(['1.in/x', 'file'], ['1.in', 'file'])).toThrow('"1.in": "1.in/x" lies below it in this archive, so it cannot be a file');
    expect(check(['a/b/x', 'file'], ['a/', 'directory'], ['a', 'link'])).toThrow('"a": "a/b/x" lies below it in this archive, so it cannot be a symbolic link');
  });

  it('refuses a file or link at the top directory itself', () => {
    expect(check(['.', 'file'])).toThrow('"." names the archive\'s top directory, so it cannot be a file');
    expect(check(['./', 'directory'], ['./.', 'link'])).toThrow('"./." names the archive\'s top directory, so it cannot be a symbolic link');
  });

  it('throws a ZipError of an unsafe archive, not of a size cap', () => {
    let error: unknown;
    try {
      check(['x', 'file'], ['x', 'file'])();
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ZipError);
    expect(error).toMatchObject({ tooLarge: false });
  });
});
