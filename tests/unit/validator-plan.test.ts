import { describe, expect, it } from 'vitest';
import { validatorHash, validatorPlan, ValidatorSetupError, type CustomValidation } from '../../server/judge/validators.ts';

const v = (language: CustomValidation['language'], names: string[], content = 'x'): CustomValidation => ({ kind: 'custom', language, files: names.map((name) => ({ name, content })), flags: [] });

describe('validatorPlan (how a custom output validator is compiled and started)', () => {
  it('C++: compiles every source file together, headers alongside', () => {
    expect(validatorPlan(v('c++', ['validate.h', 'validator.cpp', 'util.cc']))).toEqual({
      compile: ['g++', '-std=gnu++20', '-O2', '-pipe', '-I/pch', '-o', 'validator', 'validator.cpp', 'util.cc'],
      run: ['/box/validator'],
    });
  });
  it('Java: compiles into classes/ and runs the one class with main', () => {
    const files = [
      { name: 'Check.java', content: 'public class Check { public static void main(String[] a) {} }' },
      { name: 'Util.java', content: 'class Util {}' },
    ];
    const plan = validatorPlan({ kind: 'custom', language: 'java', files, flags: [] });
    expect(plan.compile).toEqual(expect.arrayContaining(['-d', 'classes', 'Check.java', 'Util.java']));
    expect(plan.run.slice(-3)).toEqual(['-cp', '/box/classes', 'Check']);
  });
  it('Python and JavaScript: the only file, or the one named validator', () => {
    expect(validatorPlan(v('python3', ['check.py'])).run).toEqual(['python3', '/box/check.py']);
    expect(validatorPlan(v('python3', ['lib.py', 'validator.py'])).run).toEqual(['python3', '/box/validator.py']);
    expect(validatorPlan(v('javascript', ['validator.js', 'lib.js'])).run.at(-1)).toBe('/box/validator.js');
    expect(() => validatorPlan(v('python3', ['a.py', 'b.py']))).toThrow(/cannot tell which Python file/);
  });
  it('refuses unsafe, duplicate and missing files', () => {
    for (const bad of ['../x.cpp', '/etc/x.cpp', 'a/../../x.cpp', '.hidden.cpp', 'a b.cpp', '']) {
      expect(() => validatorPlan(v('c++', [bad])), bad).toThrow(ValidatorSetupError);
    }
    expect(() => validatorPlan(v('c++', ['v.cpp', 'v.cpp']))).toThrow(/same name/);
    expect(() => validatorPlan(v('c++', ['validate.h']))).toThrow(/no \.cpp/);
    expect(() => validatorPlan(v('java', ['A.java']))).toThrow(/exactly one class with main/);
  });
  it('hashes language and files, not their order', () => {
    const a = v('c++', ['a.cpp', 'b.cpp']);
    const b: CustomValidation = { ...a, files: [...a.files].reverse() };
    expect(validatorHash(a)).toBe(validatorHash(b));
    expect(validatorHash(a)).not.toBe(validatorHash({ ...a, language: 'java' }));
    expect(validatorHash(a)).not.toBe(validatorHash(v('c++', ['a.cpp', 'b.cpp'], 'y')));
  });
});
