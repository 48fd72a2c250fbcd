import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/contract/common.ts';
import { customRunResultSchema, problemDetailSchema, problemSavedSchema, runCaseResultSchema, STATUS, submissionSchema, submitResponseSchema } from '../../common/contract/index.ts';
import { ADMIN_MSG } from '../../common/texts/admin.ts';
import { stableId } from '../../server/db/ids.ts';
import { signUpAdmin, sumProblem } from '../support/admin-fixtures.ts';
import { builtIn, learnerSolution } from '../support/builtin-problems.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';

/**
 * Start code without the driver: the learner submits only their function or `class Solution`, the judge
 * joins it to the problem's driver (common/domain/driver.ts); whole programs (drafts saved before) are
 * judged as they are; messages name the learner's own lines.
 */
const t = testAppForSuite();
const twoSum = stableId('two-sum');

describe('start code without the driver', () => {
  it('serves each language\'s driver with start code that holds no I/O', async () => {
    const detail = problemDetailSchema.parse((await new ApiClient(t.app).get(`/api/prblm/getPrblmById/${twoSum}`)).json());
    for (const s of detail.startCode) {
      expect(s.driver, s.language).toMatch(/@learner-code/);
      expect(s.initialCode, s.language).not.toMatch(/main|stdin|System\.in|readFileSync|cin/);
    }
  });

  it('judges the learner\'s part joined to the driver as Accepted in every language, and a whole program too', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    for (const language of LANGUAGES) {
      const part = submitResponseSchema.parse((await api.post(`/api/submit/${twoSum}`, { code: learnerSolution('two-sum', language), language })).json());
      expect(part.status, `${language}: ${part.error ?? ''}`).toBe('accepted');
    }
    // The history keeps what the learner wrote, not the joined program.
    const history = z.array(submissionSchema).parse((await api.get(`/api/prblm/getAllSubmitsOfAPrblm/${twoSum}`)).json());
    expect(history.map((h) => h.code).sort()).toEqual(LANGUAGES.map((l) => learnerSolution('two-sum', l)).sort());
    // A draft saved as the whole program before start code lost its driver.
    const whole = builtIn('two-sum').referenceSolution.find((r) => r.language === 'c++')!.completeCode;
    const old = submitResponseSchema.parse((await api.post(`/api/submit/${twoSum}`, { code: whole, language: 'c++' })).json());
    expect(old.status).toBe('accepted');
    // The untouched start code runs (it compiles with the driver) and is not accepted.
    const start = builtIn('two-sum').startCode.find((s) => s.language === 'java')!.initialCode;
    const run = z.array(runCaseResultSchema).parse((await api.post(`/api/submit/runCode/${twoSum}`, { code: start, language: 'java' })).json());
    expect(run.map((r) => r.status_id)).toEqual(run.map(() => STATUS.WRONG_ANSWER));
    expect(run[0]!.compile_output).toBeNull();
  });

  it('numbers compiler errors and tracebacks by the learner\'s lines', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const cpp = 'class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return undeclared;\n    }\n};\n';
    const ce = z.array(runCaseResultSchema).parse((await api.post(`/api/submit/runCode/${twoSum}`, { code: cpp, language: 'c++' })).json());
    expect(ce[0]!.status_id).toBe(STATUS.COMPILATION_ERROR);
    expect(ce[0]!.compile_output).toMatch(/main\.cpp:4:\d+: error: .undeclared. was not declared/);

    const py = 'class Solution:\n    def twoSum(self, nums, target):\n        x = 1\n        return nums[10**9]\n';
    const re = customRunResultSchema.parse((await api.post(`/api/submit/runCustom/${twoSum}`, { code: py, language: 'python3', stdin: '2\n1 2\n3\n' })).json());
    expect(re.status.id).toBe(STATUS.RE_NZEC);
    expect(re.stderr).toMatch(/main\.py", line 4, in twoSum/);

    const java = 'import java.util.function.*;\n\nclass Solution {\n    public int[] twoSum(int[] nums, int target) {\n        IntUnaryOperator f = x -> x;\n        return new int[] { f.applyAsInt(0), 1 };\n    }\n}\n';
    const withImport = z.array(runCaseResultSchema).parse((await api.post(`/api/submit/runCode/${twoSum}`, { code: java, language: 'java' })).json());
    expect(withImport[0]!.compile_output).toBeNull();
  });

  it('lets an admin give a problem a driver, checks the references through it, and refuses a driver without its placeholder', async () => {
    const admin = await signUpAdmin(t);
    const problem = sumProblem();
    const driver = "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\n// @learner-code\nconsole.log(String(sum(a, b)));\n";
    problem.startCode = problem.startCode.map((s) => (s.language === 'javascript' ? { language: s.language, initialCode: 'function sum(a, b) {\n  // Write your code here\n}\n', driver } : s));
    problem.referenceSolution = problem.referenceSolution.map((r) => (r.language === 'javascript' ? { ...r, completeCode: 'function sum(a, b) {\n  return a + b;\n}\n' } : r));
    const saved = problemSavedSchema.parse((await admin.post('/api/prblm/create', problem)).json());
    const detail = problemDetailSchema.parse((await admin.get(`/api/prblm/getPrblmById/${saved.prblm._id}`)).json());
    expect(detail.startCode.find((s) => s.language === 'javascript')!.driver).toBe(driver);
    expect(detail.startCode.find((s) => s.language === 'c++')!.driver).toBeUndefined();
    const ok = submitResponseSchema.parse((await admin.post(`/api/submit/${saved.prblm._id}`, { code: 'function sum(a, b) {\n  return a + b;\n}\n', language: 'javascript' })).json());
    expect(ok.status).toBe('accepted');

    // A wrong reference in the learner's shape is named like any other.
    const wrong = { ...problem, title: `${problem.title} 2`, referenceSolution: problem.referenceSolution.map((r) => (r.language === 'javascript' ? { ...r, completeCode: 'function sum(a, b) {\n  return a - b;\n}\n' } : r)) };
    const refused = await admin.post('/api/prblm/create', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/javascript reference solution fails visible test 1: Wrong Answer/);

    const noPlaceholder = { ...problem, startCode: problem.startCode.map((s) => (s.language === 'javascript' ? { ...s, driver: 'console.log(1);\n' } : s)) };
    const bad = await admin.post('/api/prblm/create', noPlaceholder);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('The driver needs a line "// @learner-code"');

    const wholeStart = { ...problem, startCode: problem.startCode.map((s) => (s.language === 'javascript' ? { ...s, initialCode: "const input = require('fs').readFileSync(0, 'utf8');\n" } : s)) };
    const both = await admin.post('/api/prblm/create', wholeStart);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(ADMIN_MSG.startCodeIsWholeProgram);
  });
});
