import { LANGUAGES_INFO } from '../contract/languages-info.ts';
import { formatScore } from '../judging/scoring.ts';

const { 'c++': CPP_INFO, java: JAVA_INFO, javascript: JS_INFO, python3: PY_INFO } = LANGUAGES_INFO;
/** Texts of the problem page (`/prblm/:id`): its tabs, the notes editor, the video player, the AI helper. */
export const PROBLEM_TEXT = {




  workspace: {
    loading: 'Loading problem…',
    notFoundBack: 'Back to the problems',
    /** A Run offline without the language's offline pack (Python, C++). */
    runNeedsPack: { python3: "Running Python3 code offline needs Python on this device: make Python available offline while you're online, or reconnect. You can still Submit: it will be queued and judged when you're back online.", 'c++': "Running C++ code offline needs C++ on this device: make C++ available offline while you're online, or reconnect. You can still Submit: it will be queued and judged when you're back online." } as Record<string, string>,
    /** Loads the problem again after a failed load. */
    retryLoad: 'Try again',
    leftTabs: 'Problem information',
    rightTabs: 'Code and results',
    description: 'Description',
    editorial: 'Editorial',
    solutions: 'Solutions',
    submissions: 'Submissions',
    chatAI: 'ChatAI',
    notes: 'Notes',
    code: 'Code',
    testcase: 'Testcase',
    result: 'Result',
    example: (n: number) => `Example ${n}:`,
    input: 'Input:',
    output: 'Output:',
    explanation: 'Explanation:',
    languages: 'Language',
    languageNames: { javascript: 'JavaScript', java: 'Java', 'c++': 'C++', python3: 'Python3' } as const,
    /** What each language runs, as LeetCode's "language info" says it (from `LANGUAGES_INFO`). */
    languageInfo: {
      javascript: `JavaScript (Node ${JS_INFO.nodeMajor}) with ${JS_INFO.globalPackages.map((p, i) => `${i === 0 ? p.name : p.shortName} ${p.version}`).join(', ')}`,
      java: `Java ${JAVA_INFO.major}`,
      'c++': `${CPP_INFO.standard} (${CPP_INFO.compiler} ${CPP_INFO.compilerMajor})`,
      python3: `Python ${PY_INFO.major}.${PY_INFO.minor} (standard library only)`,
    } as const,
    editorLabel: (lang: string) => `Code editor (${lang})`,
    editorLoading: 'Loading editor…',
    run: 'Run',
    submit: 'Submit',
    running: 'Running…',
    submitting: 'Judging…',
    signInToRun: 'Please sign in to run or submit code.',
    noRunYet: 'Run your code to see how it does on the example test cases.',
    noSubmitYet: 'Submit your code to see the verdict on every test case.',
    caseLabel: (n: number) => `Case ${n}`,
    casePassed: 'Passed',
    caseFailed: 'Failed',
    caseNotChecked: 'Not checked yet',
    checkedByServer: 'This problem has its own output checker: your output is checked by the server when you run online or submit.',
    judgeMessage: 'Judge message:',
    someNotChecked: (ran: number) => `Ran ${ran} test case${ran === 1 ? '' : 's'} on this device — the server checks the output`,
    allPassed: 'All test cases passed',
    customTitle: 'Custom input',
    customLabel: 'Your input (stdin)',
    customPlaceholder: 'Type an input, or start from an example',
    customFromExample: (n: number) => `Use example ${n}`,
    customRun: 'Run with this input',
    customRunning: 'Running your input…',
    customOutput: 'Output',
    customStatus: (description: string, time: string, memory: string) => `${description} · ${time} · ${memory}`,
    staleRun: (from: string, shown: string) => `These results are from your ${from} code. Run to test your ${shown} code.`,
    staleCustom: (previousInput: boolean, from: string | null) =>
      `Output of ${previousInput ? 'the previous input' : 'this input'}${from ? ` with your ${from} code` : ''}. Run with this input to update it.`,
    staleSubmission: (from: string) => `This is the verdict of your ${from} submission.`,
    somePassed: (passed: number, total: number) => `${passed} / ${total} test cases passed`,
    yourOutput: 'Your output:',
    expected: 'Expected output:',
    stderr: 'Error output:',
    compileError: 'Compilation error',
    caseStats: (time: string, memory: string) => `Runtime ${time} · Memory ${memory}`,
    testCasesPassed: (passed: number, total: number) => `${passed}/${total} test cases passed`,
    /** A scoring problem's score, e.g. "Score 60 / 100". */
    score: (score: number, max: number) => `Score ${formatScore(score)} / ${formatScore(max)}`,
    /** The short form in the submission history, e.g. "60 / 100". */
    scoreShort: (score: number, max: number) => `${formatScore(score)} / ${formatScore(max)}`,
    testGroups: 'Test groups',
    groupName: 'Group',
    groupPoints: 'Points',
    groupVerdict: 'Verdict',
    /** A group's points got of its points, e.g. "20 / 20". */
    groupScore: (score: number, max: number) => `${formatScore(score)} / ${formatScore(max)}`,
    /** A group left out after an earlier rejection (on_reject: break). */
    groupNotJudged: 'Not judged',
    runtime: 'Runtime',
    memory: 'Memory',
    statusLabel: { accepted: 'Accepted', wrong: 'Wrong Answer', error: 'Error', pending: 'Pending' } as Record<string, string>,
    /** An edit (a paste, typing) refused in the editor because the code would pass the size limit. */
    editTooLarge: 'Error: Code is larger than the 64 KB limit, so that was not applied.',
    /** The badge of a scoring problem's submission that earned some of its points, not all. */
    partiallyAccepted: 'Partially accepted',
    referenceSolution: (lang: string) => `Reference solution (${lang})`,
    queuedOffline: "Queued — it will be judged when you're back online",
    judging: 'Judging…',
    submitFailed: 'The server refused this submission.',
    runShortcut: (mod: string) => `Run (${mod}+Enter)`,
    submitShortcut: (mod: string) => `Submit (${mod}+Shift+Enter)`,
    failedTest: 'First failing test case',
    failedInput: 'Input',
    failedExpected: 'Expected output',
    failedOutput: 'Your output',
    failedStderr: 'Standard error',
    failedJudgeMessage: 'Judge message',
    failedEmpty: '(empty)',
    failedTruncated: 'Large test: the first 2 KB are shown.',
    queuedToast: "Submission queued — it will be judged when you're back online",
    /** What an offline Run is doing while it takes long enough to notice (`OfflineRunStage`). */
    /** The Cancel beside an offline Run's stage line (the stage texts: `common/texts/offline-run.ts`). */
    offlineRunCancel: 'Cancel',
    offlineRunCancelLabel: 'Cancel this Run',
    runNeedsConnection: (lang: string) => `Running ${lang} code needs a connection. You can still Submit: it will be queued and judged when you're back online.`,
    /** Run offline on an interactive problem: its examples need the judge's interactor. */
    interactiveNeedsConnection: "Running an interactive problem needs a connection: your program talks with the judge. You can still Submit: it will be queued and judged when you're back online.",
    /** In place of the custom-input box on an interactive problem. */
    interactiveNoCustomInput: 'Interactive problem: your program talks with the judge, so there is no input to type. Run plays the examples with the judge; Submit plays every test.',
    runOfflineJs: 'Ran on this device (offline).',
    reset: 'Reset to start code',
    /** Opens the read-only view of the program the judge runs (the learner's code joined to the driver). */
    fullProgram: 'Show the full program',
    resetConfirm: 'Replace your code with the start code? Your current code in this language will be lost.',
    notCachedOffline: 'This problem is not available offline yet. Open it once with a connection (or use "Make available offline" on your profile).',
    historyTime: 'Time',
    historyLanguage: 'Language',
    historyStatus: 'Status',
    viewCode: 'View code',
    submittedCode: (lang: string) => `Submitted code (${lang})`,
    statusLocal: { queued: 'Queued', judging: 'Judging', failed: 'Failed' } as Record<string, string>,
  },
  /** The offline Python pack: Pyodide downloaded to this device so Python runs offline (problem page and profile). */
  /** The document title of a problem page before its problem is known (`PageTitle` appends the brand). */
  pageTitle: 'Problem',
} as const;
