/**
 * Texts of the admin screens and of the admin API (spec §2.6, §5 Problem create and update,
 * Video upload, §8 Create problem, Update problem, Admin lists, Admin video list, Video upload).
 * `ADMIN_MSG` is used by both tiers (the contract's validation messages, the server's answers);
 * `ADMIN_TEXT` only by the admin screens. Spec spellings (`Aprouch`, `updates`, `posteed`…) are kept.
 * `IMPORT_REPORT_TEXT`: a package import's report, as the server's warnings, the import screen and the CLI say it.
 */
import type { ImportInputValidator, ImportMemoryLimit, ImportReport, ImportSubmission, ImportTimeLimit } from '../contract/package-import.ts';
import { formatScore } from '../judging/scoring.ts';

/** Messages both tiers use. */
export const ADMIN_MSG = {
  // §5 Problem create and update
  titleRequired: 'Title is required',
  titleRequiredUpdate: 'title is required',
  descriptionRequired: 'Description is required',
  difficultyInvalid: 'Difficulty must be easy, medium or hard',
  tagInvalid: 'Tag must be one of Array, Linkedlist, DP, Graph',
  topicInvalid: 'Each topic must be one of the library\'s topics',
  tooManyTopics: (max: number) => `At most ${max} topics`,
  topicTwice: 'A topic is listed twice',
  visibleRequired: 'At least one visible test case required',
  hiddenRequired: 'At least one hidden test case required',
  inputRequired: 'Input is required',
  outputRequired: 'Output is required',
  explanationRequired: 'Explanation is required',
  allLanguages: 'All 3 language required',
  initialCodeRequired: 'Initial code is required',
  startCodeIsWholeProgram: 'With a driver, the initial code must be only what the learner writes (it defines main or reads the input itself)',
  completeCodeRequired: 'Complete code is required',
  approachesRequired: 'The 3 approaches Brute Force, Better Aprouch and Optimized Aprouch are required, in that order',
  conceptRequired: 'Concept is required',
  stepsRequired: 'Steps are required',
  complexitiesRequired: 'Complexities are required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  testCaseTooLarge: (limit: string) => `must be at most ${limit}`,
  tooManyTestCases: (max: number) => `at most ${max} test cases`,
  /** A reference solution the judge did not accept (the problem is not saved). */
  referenceFails: (language: string, where: string, verdict: string) => `The ${language} reference solution fails ${where}: ${verdict}`,
  referenceCompile: (language: string) => `The ${language} reference solution does not compile`,
  /** A further update while the admin's earlier ones still have their reference solutions judged. */
  referenceChecksBusy: 'Your other problem updates are still checking their reference solutions. Please wait for them to finish and try again.',

  // §8
  created: 'Problem created successfully.',
  updated: 'Problem updates successfully.',
  updateLoadFailed: 'Failed to update data',
  listFailed: 'Failed to fetch problems',
  deleteConfirm: 'Are you sure you want to delete this problem?',
  deleteFailed: 'Failed to delete problem',
  deleted: 'Problem deleted',
  videoDeleteConfirm: 'Are you sure you want to delete this video?',
  videoDeleted: 'Video has been deleted',
  videoRequired: 'Please select a video file',
  videoInvalid: 'Please select a valid video file',
  videoTooLarge: (limit: string) => `File size should be less than ${limit}`,
  videoUploadFailed: 'Video  failed to uploading',
  videoNotIssued: 'secureUrl: this video was not uploaded through this server for this problem',
  noVideo: 'This problem has no editorial video',
  packageRequired: 'Please select a problem package (.zip)',
  packageInvalid: 'A problem package is a .zip file',
  packageTooLarge: (limit: string) => `The package must be at most ${limit}`,
  packageFailed: 'The package could not be imported',
} as const;

/** Texts of the admin screens. */
export const ADMIN_TEXT = {
  panelTitle: 'Admin Panel',
  panelIntro: 'Keep the problem set alive: add, edit and remove problems and their editorial videos.',
  cards: {
    create: { title: 'Create Problem', body: 'Add a new problem with its test cases, start code, reference solutions and approaches.' },
    update: { title: 'Update Problem', body: 'Edit an existing problem.' },
    delete: { title: 'Delete Problem', body: 'Remove a problem and everything attached to it.' },
    video: { title: 'Upload/delete video', body: 'Upload or delete the editorial video of a problem.' },
    import: { title: 'Import package', body: 'Import a problem from an ICPC/Kattis problem package (.zip).' },
  },
  back: 'Back to the Admin Panel',
  needsConnection: 'The admin tools need a connection. You’re offline — they work again when you’re back online.',
  loading: 'Loading problems…',
  createTitle: 'Create Problem',
  updateTitle: (title: string) => `Update Problem: ${title}`,
  updateListTitle: 'Update Problem',
  deleteListTitle: 'Delete Problem',
  videoListTitle: 'Editorial videos',
  noProblems: 'There are no problems yet.',
  columns: { number: '#', title: 'Title', difficulty: 'Difficulty', tags: 'Tags', actions: 'Actions', video: 'Video' },
  edit: 'Edit',
  editLabel: (title: string) => `Edit ${title}`,
  delete: 'Delete',
  deleteLabel: (title: string) => `Delete ${title}`,
  deleteTitle: 'Delete problem',
  upload: 'Upload',
  uploadLabel: (title: string) => `Upload the video of ${title}`,
  deleteVideoLabel: (title: string) => `Delete the video of ${title}`,
  deleteVideoTitle: 'Delete video',
  hasVideo: (duration: string) => `Video (${duration})`,
  noVideoShort: 'No video',
  form: {
    basics: 'Basic information',
    title: 'Title',
    description: 'Description',
    difficulty: 'Difficulty',
    chooseDifficulty: 'Choose a difficulty',
    tags: 'Tag',
    chooseTag: 'Choose a tag',
    topics: 'Topics',
    topicsHint: (max: number) => `Up to ${max}; none: the tag's topic.`,
    visible: 'Visible test cases',
    visibleCase: (n: number) => `Visible test case ${n}`,
    hidden: 'Hidden test cases',
    hiddenCase: (n: number) => `Hidden test case ${n}`,
    input: 'Input',
    output: 'Output',
    explanation: 'Explanation',
    addVisible: 'Add visible test case',
    addHidden: 'Add hidden test case',
    remove: 'Remove',
    removeCase: (what: string) => `Remove ${what}`,
    startCode: 'Start code',
    referenceSolution: 'Reference solutions',
    initialCode: (language: string) => `Start code (${language})`,
    driver: (language: string) => `Driver (${language}, optional)`,
    /** What a driver is, above the start code fields. */
    driverNote:
      'A driver lets learners write only the function or class Solution, as on LeetCode: it is the whole program that reads the input, calls their code and prints the answer, with a line "// @learner-code" ("# @learner-code" in Python) where their code goes. Leave it empty when the start code is a program that reads the input itself.',
    completeCode: (language: string) => `Reference solution (${language})`,
    /** A language the form does not require (Python: left blank, learners get a program that reads stdin). */
    optionalLanguage: (language: string) => `${language}, optional`,
    approaches: 'Approaches',
    concept: 'Concepts (comma-separated)',
    steps: 'Steps (comma-separated)',
    complexities: 'Complexities (comma-separated: time, space)',
    create: 'Create Problem',
    update: 'Update Problem',
    saving: 'Checking the reference solutions with the judge…',
    judgeNote: 'Before saving, each reference solution is run against every visible and hidden test case.',
    fixErrors: 'Please fix the highlighted fields.',
    cancel: 'Cancel',
  },
  video: {
    uploadTitle: (title: string) => `Upload the editorial video: ${title}`,
    uploadTitleUnknown: 'Upload the editorial video',
    notFound: 'There is no problem with this id, so there is no video to upload for it.',
    choose: 'Video file',
    limit: (limit: string) => `MP4, WebM, Ogg or MOV, at most ${limit}.`,
    selected: (name: string, size: string) => `Selected: ${name} (${size})`,
    upload: 'Upload Video',
    uploading: 'Uploading…',
    progress: 'Upload progress',
    success: 'Video uploaded successfully!',
    duration: 'Duration',
    uploadedAt: 'Uploaded',
    open: 'Open the problem',
    back: 'Back to the videos',
    current: (duration: string) => `This problem already has a video (${duration}); a new upload replaces it.`,
  },
  import: {
    title: 'Import package',
    intro: 'A .zip of an ICPC/Kattis problem package (problem.yaml, statement, data/sample and data/secret, submissions/accepted).',
    choose: 'Package file (.zip)',
    limit: (limit: string) => `At most ${limit}.`,
    selected: (name: string, size: string) => `Selected: ${name} (${size})`,
    submit: 'Import',
    progress: 'Upload progress',
    importing: 'Importing and judging the package…',
    done: 'Package imported',
    warnings: 'Warnings',
    noWarnings: 'No warnings: everything was carried over.',
    open: 'Open the imported problem',
  },
  /** Document titles of the admin screens (`PageTitle` appends the brand). */
  pageTitle: {
    home: 'Admin',
    create: 'Create problem',
    updateList: 'Update problems',
    update: (title: string) => `Update ${title}`,
    updateLoading: 'Update problem',
    delete: 'Delete problems',
    video: 'Editorial videos',
    upload: 'Upload video',
    import: 'Import package',
  },
} as const;

/** `n` ms as seconds when whole (`3 s`), else ms (`1500 ms`). */
const ms = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000} s` : `${n} ms`);
/** `kb` KB as MiB. */
const mib = (kb: number) => `${Math.round(kb / 1024)} MiB`;

/** The report of a package import: reasons of the limits, notes, warnings, and the screen's and CLI's labels. */
export const IMPORT_REPORT_TEXT = {
  /** Why the time limit is what it is (problemtools' rule). */
  timeReason: (t: ImportTimeLimit): string => {
    const host = t.hostFactor === 1 ? '' : `; × host factor ${t.hostFactor} (JUDGE_TIME_FACTOR) = ${ms(t.limitMs)}`;
    switch (t.source) {
      case 'measured': {
        const s = t.slowest!;
        const cpu = s.normalisedMs === s.cpuMs ? `${s.cpuMs} ms CPU` : `${s.cpuMs} ms CPU = ${s.normalisedMs} ms C++ time`;
        return `Slowest accepted submission ${s.file} (${s.language}, ${cpu}) × time multiplier ${t.multiplier} = ${+(s.normalisedMs * t.multiplier).toFixed(1)} ms, rounded up to a multiple of ${ms(t.resolutionMs)}: ${ms(t.ruleMs)}${host}.`;
      }
      case 'package':
        return `Fixed by problem.yaml (limits.time_limit): ${ms(t.ruleMs)}${host}.`;
      case 'timelimit-file':
        return `Fixed by the package's .timelimit file: ${ms(t.ruleMs)}${host}.`;
      case 'default':
        return `No accepted submission ran: the judge's default ${ms(t.ruleMs)}${host}.`;
    }
  },
  /** The safety limit time_limit_exceeded submissions are run at. */
  safetyReason: (t: ImportTimeLimit) => `Submissions expected to time out must still do so at ${ms(t.safetyLimitMs)} (time limit × safety margin ${t.safetyMargin}).`,
  /** Why the memory limit is what it is. */
  memoryReason: (m: ImportMemoryLimit): string => {
    switch (m.source) {
      case 'package':
        return `Set by problem.yaml (limits.memory): ${mib(m.limitKb)}.`;
      case 'default':
        return `The package sets no memory limit: the Kattis default ${mib(m.limitKb)} (at most ${mib(m.hostMaxKb)} per job on this host).`;
      case 'capped':
        return `The package asks for ${mib(m.requestedKb)}, more than one judge job may have on this host: capped at ${mib(m.hostMaxKb)} (JUDGE_MEMORY_MAX_MB).`;
    }
  },
  memoryCappedWarning: (m: ImportMemoryLimit) =>
    `Memory limit capped at ${mib(m.hostMaxKb)} (what one judge job may have on this host, JUDGE_MEMORY_MAX_MB); the package asks for ${mib(m.requestedKb)}.`,
  noJudge: (reason: string | null) => `Not run: no judge can run programs here${reason ? ` (${reason})` : ''}.`,
  judge0Custom: 'Judge0 does not run custom output validators',
  validatorNeedsSandbox: 'Not run: input validators need the local sandbox (not Judge0).',
  validatorUnsupported: (kind: string) =>
    kind === 'checktestdata' || kind === 'viva' ? `Not run: ${kind} validators are not supported; the test files were not checked by it.` : 'Not run: not a program in a supported language (C++, Java, JavaScript, Python); the test files were not checked by it.',
  noInputValidators: 'The package has no input validators (input_validators/): the test files were not checked.',
  defaultTimeWarning: (limitMs: number) => `No accepted submission ran, so no time limit could be measured: the default ${ms(limitMs)} is used.`,
  /** The measured limit sits near a step of the rule's rounding (`limitSpread`, kattis-rules.ts). */
  nearRoundingStep: (t: ImportTimeLimit, spread: { lowMs: number; highMs: number }, spreadPercent: number) =>
    `The time limit was measured close to a rounding step: the slowest accepted submission (${t.slowest!.normalisedMs} ms × ${t.multiplier}) measured ${spreadPercent} % faster or slower would give ${ms(spread.lowMs)} or ${ms(spread.highMs)}, so another import may choose another limit. To keep ${ms(t.ruleMs)}, set limits.time_limit in problem.yaml (or a .timelimit file).`,
  fixedTooTight: (t: ImportTimeLimit) =>
    `The fixed time limit (${ms(t.ruleMs)}) is tighter than the rule gives (slowest accepted ${t.slowest!.normalisedMs} ms × ${t.multiplier}).`,
  /** A submission in a language the judge does not run (its display name: `Python 2`, `Scala`, …). */
  languageNotRun: (language: string) => `Skipped: the judge does not run ${language}.`,
  /** A submission of several files (a directory) in a language the judge runs. */
  directoryNotRun: (language: string) => `Skipped: a ${language} program of several files (a directory); the judge runs single-file submissions only.`,
  sensitive: (safetyLimitMs: number) => `Sensitive to the time limit: it passes at the safety limit (${ms(safetyLimitMs)}).`,
  /** An error line: a submission whose verdict is not its folder's. */
  submissionError: (s: ImportSubmission) =>
    `${s.file} (${s.languageName ?? s.language}) is in ${s.expected}/ but got ${s.actual ?? '–'}${s.testCase ? ` on ${s.testCase}` : ''}${s.score !== undefined ? ` (${s.note ?? ''})` : ''}.`,
  /** An error line: nothing accepted ran, so the package's time limit could not be measured. */
  noJudgedAccepted:
    'No accepted submission in a language the judge runs (C++, Java, JavaScript, Python 3): nothing shows the problem can be solved here, and the time limit is the package\'s or the default.',
  /** A warning: an accepted submission in a slower language set the limit (its CPU time over its language's factor). */
  setBySlowerLanguage: (t: ImportTimeLimit) =>
    `The time limit is set by ${t.slowest!.file} (${t.slowest!.language}: ${t.slowest!.cpuMs} ms CPU ÷ its language factor = ${t.slowest!.normalisedMs} ms C++ time); the accepted C++ submissions alone would give ${t.slowest!.cppMs} ms × ${t.multiplier}.`,
  /** The CLI's refusal under --strict. */
  strictRefusal: (errors: string[]) => `refused (--strict): ${errors.length} error${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ERROR ${e}`).join('\n')}`,

  // The import screen and the CLI.
  /** A time limit: `3 s`, `1500 ms`. */
  duration: ms,
  /** A memory limit: `2048 MiB`. */
  memorySize: mib,
  limits: 'Limits',
  time: 'Time limit',
  memory: 'Memory limit',
  format: (format: string, interactive = false) => `Package format: ${format}${interactive ? ' · interactive problem (the package\'s interactor talks with each submission)' : ''}`,
  submissions: 'Submissions',
  noSubmissions: 'The package has no submissions.',
  /** The error lines' heading and what they mean. */
  errors: 'Errors',
  errorsIntro: 'As verifyproblem would report them: the problem was imported all the same.',
  columns: { file: 'Submission', expected: 'Expected', actual: 'Verdict', time: 'CPU time', testCase: 'Test case', matches: 'Match' },
  expectedShort: (folder: string) => `expected: ${folder}`,
  matches: (m: boolean | null) => (m === null ? '–' : m ? 'yes' : 'no'),
  timeMs: (n: number | null) => (n === null ? '–' : `${n} ms`),
  inputValidators: 'Input validators',
  noValidators: 'None.',
  validatorOutcome: (v: ImportInputValidator) => (v.outcome === 'accepted' ? `accepted all ${v.files} test files` : (v.note ?? v.outcome)),
  testGroups: 'Test groups',
  testGroup: (name: string, cases: number, points?: number) => `${name}: ${cases} test case${cases === 1 ? '' : 's'}${points === undefined ? '' : `, ${formatScore(points)} point${points === 1 ? '' : 's'}`}`,
  /** A scoring problem's full score. */
  maxScore: (points: number) => `Scoring problem: full score ${formatScore(points)} points (the groups' scores add up as their grading settings say).`,
  /** A submission's score in the report. */
  submissionScore: (score: number, max: number) => `score ${formatScore(score)} / ${formatScore(max)}`,

  /** The whole report as lines of text (the CLI prints them). */
  lines: (r: ImportReport): string[] => [
    IMPORT_REPORT_TEXT.format(r.format, r.interactive),
    `${IMPORT_REPORT_TEXT.time}: ${ms(r.time.limitMs)}. ${IMPORT_REPORT_TEXT.timeReason(r.time)} ${IMPORT_REPORT_TEXT.safetyReason(r.time)}`,
    `${IMPORT_REPORT_TEXT.memory}: ${mib(r.memory.limitKb)}. ${IMPORT_REPORT_TEXT.memoryReason(r.memory)}`,
    ...(r.maxScore != null ? [IMPORT_REPORT_TEXT.maxScore(r.maxScore)] : []),
    `${IMPORT_REPORT_TEXT.testGroups}: ${r.testGroups.map((g) => IMPORT_REPORT_TEXT.testGroup(g.name, g.cases, g.points)).join('; ')}`,
    `${IMPORT_REPORT_TEXT.inputValidators}:${r.inputValidators.length ? '' : ` ${IMPORT_REPORT_TEXT.noValidators}`}`,
    ...r.inputValidators.map((v) => `  ${v.name}: ${IMPORT_REPORT_TEXT.validatorOutcome(v)}`),
    `${IMPORT_REPORT_TEXT.submissions}:${r.submissions.length ? '' : ` ${IMPORT_REPORT_TEXT.noSubmissions}`}`,
    ...r.submissions.map(
      (s) =>
        `  ${s.matches === false ? '✗' : s.matches ? '✓' : '·'} ${s.file} (${s.languageName ?? s.language}): expected ${s.expected}, got ${s.actual ?? '–'}${s.testCase ? ` on ${s.testCase}` : ''}, ${IMPORT_REPORT_TEXT.timeMs(s.timeMs)}${s.note ? ` — ${s.note}` : ''}`,
    ),
  ],
} as const;
