import { describe, expect, it } from 'vitest';
import { problemCreateSchema, problemUpdateSchema, type ProblemForUpdate } from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { referenceFailure } from '../../server/modules/admin/reference-check.ts';
import { sniffVideo } from '../../server/modules/media/sniff.ts';
import { emptyProblemForm, fromProblem, splitComma, toProblemInput, validateProblemForm } from '../../src/features/admin/problem-form.ts';
import { sumProblem } from '../support/admin-fixtures.ts';
import { pocketYamlSchema } from '../../server/modules/packages/pocket.ts';

/** The admin form's model, the reference-solution verdict message and the video sniffing. */

describe('problem form model', () => {
  it('splits approach lists on commas (trimmed, blanks dropped) and joins them back for editing', () => {
    expect(splitComma(' Read `a`,  print it ,, ')).toEqual(['Read `a`', 'print it']);
    const stored: ProblemForUpdate = { ...sumProblem('Round trip'), _id: 'a'.repeat(24), updatedAt: '2026-01-01T00:00:00.000Z' };
    const values = fromProblem(stored);
    expect(values.Aprouch[0]).toEqual({ concept: 'Add the numbers', steps: 'Read `a` and `b`, Print `a + b`', complexities: 'O(1), O(1)' });
    expect(values.startCode.java).toBe(stored.startCode[1]!.initialCode);
    const { _id: _i, updatedAt: _u, ...input } = stored;
    expect(toProblemInput(values)).toEqual(input);
    expect(validateProblemForm(problemCreateSchema, values)).toEqual({ ok: true, data: input });
  });

  it('sends the topics ticked, none when nothing is ticked, and pre-fills them from a stored problem', () => {
    const stored: ProblemForUpdate = { ...sumProblem('Topics'), topics: ['Greedy', 'Intervals'], _id: 'c'.repeat(24), updatedAt: '2026-01-01T00:00:00.000Z' };
    const values = fromProblem(stored);
    expect(values.topics).toEqual(['Greedy', 'Intervals']);
    expect((toProblemInput(values) as { topics?: string[] }).topics).toEqual(['Greedy', 'Intervals']);
    expect('topics' in (toProblemInput({ ...values, topics: [] }) as object)).toBe(false);
    const five = validateProblemForm(problemCreateSchema, { ...values, topics: ['Greedy', 'Intervals', 'Stack', 'Tries', 'Strings'] });
    expect(five).toMatchObject({ ok: false, errors: { topics: ADMIN_MSG.tooManyTopics(4) } });
  });

  it('requires the three spec languages and takes Python when given: blank Python is not sent, a language twice is refused', () => {
    const stored: ProblemForUpdate = { ...sumProblem('Python optional'), _id: 'b'.repeat(24), updatedAt: '2026-01-01T00:00:00.000Z' };
    const values = fromProblem(stored);
    expect(values.startCode.python3).toBe('');
    const sent = toProblemInput(values) as { startCode: { language: string }[]; referenceSolution: { language: string }[] };
    expect(sent.startCode.map((s) => s.language)).toEqual(['c++', 'java', 'javascript']);
    expect(problemCreateSchema.safeParse(sent).success).toBe(true);

    const python = 'print(sum(map(int, input().split())))\n';
    const withPython = toProblemInput({ ...values, startCode: { ...values.startCode, python3: python }, referenceSolution: { ...values.referenceSolution, python3: python } }) as typeof sent;
    expect(withPython.startCode.map((s) => s.language)).toEqual(['c++', 'java', 'javascript', 'python3']);
    expect(problemCreateSchema.safeParse(withPython).success).toBe(true);

    const missingJava = { ...sent, startCode: sent.startCode.filter((s) => s.language !== 'java') };
    expect(problemCreateSchema.safeParse(missingJava).error?.issues[0]?.message).toBe(ADMIN_MSG.allLanguages);
    const twice = { ...withPython, startCode: [...withPython.startCode, withPython.startCode[3]!] };
    expect(problemCreateSchema.safeParse(twice).error?.issues[0]?.message).toBe(ADMIN_MSG.allLanguages);
  });

  it('sends a driver only where one is typed, keeps it on the round trip, and puts a driver\'s problem on its field', () => {
    const driver = "const [a, b] = require('fs').readFileSync(0, 'utf8').split(' ').map(Number);\n// @learner-code\nconsole.log(sum(a, b));\n";
    const base = sumProblem('Driver');
    const stored: ProblemForUpdate = {
      ...base,
      startCode: base.startCode.map((s) => (s.language === 'javascript' ? { ...s, initialCode: 'function sum(a, b) {\n}\n', driver } : s)),
      _id: 'c'.repeat(24),
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const values = fromProblem(stored);
    expect(values.drivers).toEqual({ 'c++': '', java: '', javascript: driver, python3: '' });
    const { _id: _i, updatedAt: _u, ...input } = stored;
    expect(toProblemInput(values)).toEqual(input);

    const noLine = validateProblemForm(problemCreateSchema, { ...values, drivers: { ...values.drivers, javascript: 'console.log(1);\n' } });
    expect(noLine).toEqual({ ok: false, errors: { 'startCode.2.driver': 'The driver needs a line "// @learner-code" where the learner\'s code goes' } });
    const wholeStart = validateProblemForm(problemCreateSchema, { ...values, startCode: { ...values.startCode, javascript: "require('fs').readFileSync(0, 'utf8');\n" } });
    expect(wholeStart).toEqual({ ok: false, errors: { 'startCode.2.driver': ADMIN_MSG.startCodeIsWholeProgram } });
  });

  it('accepts a blank test output (one empty line: an empty list printed) but not an empty one', () => {
    const blank = problemUpdateSchema.safeParse({ ...sumProblem('Blank output'), hiddenTestCases: [{ input: '0\n', output: '\n' }] });
    expect(blank.success).toBe(true);
    const empty = problemUpdateSchema.safeParse({ ...sumProblem('Empty output'), hiddenTestCases: [{ input: '0\n', output: '' }] });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['hiddenTestCases', 0, 'output'], message: ADMIN_MSG.outputRequired });
  });

  it('puts each message on the field it names, with the create or the update wording of an empty title', () => {
    const empty = emptyProblemForm();
    const created = validateProblemForm(problemCreateSchema, empty);
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.errors).toMatchObject({
      title: ADMIN_MSG.titleRequired,
      description: ADMIN_MSG.descriptionRequired,
      difficulty: ADMIN_MSG.difficultyInvalid,
      tags: ADMIN_MSG.tagInvalid,
      'visibleTestCases.0.input': ADMIN_MSG.inputRequired,
      'visibleTestCases.0.explanation': ADMIN_MSG.explanationRequired,
      'hiddenTestCases.0.output': ADMIN_MSG.outputRequired,
      'startCode.2.initialCode': ADMIN_MSG.initialCodeRequired,
      'referenceSolution.0.completeCode': ADMIN_MSG.completeCodeRequired,
      'Aprouch.1.steps': ADMIN_MSG.stepsRequired,
      'Aprouch.2.complexities': ADMIN_MSG.complexitiesRequired,
    });
    const updated = validateProblemForm(problemUpdateSchema, { ...empty, visibleTestCases: [], hiddenTestCases: [] });
    expect(updated.ok || updated.errors).toMatchObject({ title: ADMIN_MSG.titleRequiredUpdate, visibleTestCases: ADMIN_MSG.visibleRequired, hiddenTestCases: ADMIN_MSG.hiddenRequired });
  });
});

describe('reference solution check', () => {
  const ok = { statusId: 3, description: 'Accepted' };
  it('names the language and the first failing test within its list', () => {
    expect(referenceFailure('java', { compileOutput: null, cases: [ok, ok, ok, { statusId: 4, description: 'Wrong Answer' }] }, 2, 5)).toBe('The java reference solution fails hidden test 2: Wrong Answer');
    expect(referenceFailure('c++', { compileOutput: null, cases: [ok, { statusId: 5, description: 'Time Limit Exceeded' }] }, 2, 5)).toBe('The c++ reference solution fails visible test 2: Time Limit Exceeded');
    expect(referenceFailure('c++', { compileOutput: 'error: expected', cases: [] }, 2, 5)).toBe(ADMIN_MSG.referenceCompile('c++'));
    expect(referenceFailure('javascript', { compileOutput: null, cases: [ok, ok] }, 2, 3)).toBe('The javascript reference solution fails hidden test 1: Internal Error');
    expect(referenceFailure('javascript', { compileOutput: null, cases: [ok, ok, ok] }, 2, 3)).toBeNull();
  });
});

describe('video sniffing', () => {
  const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it('knows MP4, QuickTime, WebM and Ogg by their first bytes, and nothing else', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]))).toBe('mp4');
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]))).toBe('mov');
    expect(sniffVideo(bytes([0, 0, 0, 8], 'wide', [0, 0, 0, 0]))).toBe('mov');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm', [0x42, 0x87]))).toBe('webm');
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'))).toBeNull();
    expect(sniffVideo(bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]))).toBe('ogv');
    expect(sniffVideo(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffVideo(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });
});

describe('pocket.yaml topics', () => {
  it('takes one to four of the library\'s topics, each once, as the admin form does', () => {
    const parse = (topics: unknown) => pocketYamlSchema.safeParse({ topics }).success;
    expect(parse(['Two Pointers', 'Stack'])).toBe(true);
    expect(parse([])).toBe(false);
    expect(parse(['Recursion'])).toBe(false);
    expect(parse(['Stack', 'Stack'])).toBe(false);
    expect(parse(['Stack', 'Tries', 'Greedy', 'Strings', 'Intervals'])).toBe(false);
  });
});
