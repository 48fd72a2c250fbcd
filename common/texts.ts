/**
 * The text catalogue: every fixed text a learner can read, in one place, so the PWA and the
 * server say the same thing and a wording change happens here only.
 * - `MSG`: the texts both tiers use — the spec's validation messages (§5), error and status texts
 *   (§8) the PWA shows itself. Spec spellings (`atleast`, …) are kept on purpose.
 * - `API_MSG` (`common/texts/api.ts`): the texts only the server says (the PWA shows them as the
 *   API sends them), kept out of the PWA's first load.
 * - `TEXT`: the texts of the PWA's shell (navigation, sync status, dialogs) and of the screens
 *   every visit shows (sign-in, the problem list).
 * - `common/texts/<area>.ts`: the texts of one screen area (`PROBLEM_TEXT`, `CONTEST_TEXT`, …),
 *   so a screen's chunk carries its own texts and the first screen loads only what it shows.
 */
import { formatScore } from './judging/scoring.ts';
import { COMMENT_MAX, DISCUSSION_CONTENT_MAX, DISCUSSION_HEADER_MAX, MAX_NOTES_PER_PROBLEM, NOTE_BODY_MAX, NOTE_TITLE_MAX } from './contract/limits.ts';

/** Texts shared by the PWA and the server (product spec §4, §5, §8). */
export const MSG = {
  // §5 validation
  nameMin: 'There should be atleast 3 characters in name field',
  invalidEmail: 'Invalid email',
  passwordMin: 'There should be atleast 8 characters in password field',
  titleRequired: 'Title is required',
  bodyRequired: 'Body is required',

  // §8 auth
  authDefault: 'Something went wrong please try again later',
  notSignedIn: 'Please sign in to continue',

  // §8 run / submit / submissions
  errorPrefix: 'Error: ',
  noSubmissions: 'No submissions found for this problem',
  codeTooLarge: 'Code is larger than the 64 KB limit',
  codeRequired: 'Code is required',
  customInputTooLarge: 'Custom input is larger than the 64 KB limit',
  aiError: 'Error from AI Chatbot',
  problemNotFound: 'Problem not found',
  controlChars: 'must not contain control characters (such as NUL)',

  // §2.5 solutions
  solutionsLocked: 'Solutions will be available after you solve the problem.',

  // §8 stars
  saveFailed: 'Unable to save problem.',
  savedOk: 'Saved successfully',
  saveTooltip: 'Save this question',
  unsaveTooltip: 'Unsave this question',

  // §4 notes
  tooManyNotes: `At most ${MAX_NOTES_PER_PROBLEM} notes per problem`,
  noteTitleTooLong: `Title must be at most ${NOTE_TITLE_MAX} characters`,
  noteBodyTooLong: `Body must be at most ${NOTE_BODY_MAX} characters`,

  // §5 edit profile, §8 delete profile
  collegeRequired: 'College name requirred',
  skillRequired: 'Atleast one skill requirred',
  languageRequired: 'Atleast one language name requirred',
  profileUpdated: 'Updated Profile',
  profileDeleted: 'Your profile was deleted successfully',
  profileDeleteFailed: 'There was an issue while deleting ur profile try again later.',
  profileDeleteConfirm: 'Are u sure u wanna delete your profile?',

  // §5 profile photo, §8 photo upload
  photoRequired: 'Please select an image file',
  photoInvalid: 'Please select a valid image file',
  photoTooLarge: (limit: string) => `Please upload a file with size less than ${limit}`,
  photoUploadFailed: 'Sorry unable to upload',
  packageTooLarge: (limit: string) => `package: the archive must be smaller than ${limit}`,

  // §8 payments
  paymentSuccess: 'Payment! done Successfully',
  paymentFailed: 'Payment  Failed',

  // §5 new discussion, comments, votes (§8 texts of the Discuss screen are in TEXT.discuss)
  topicRequired: 'Please choose a topic',
  /** Spec §5: the message of an empty HEADER reads 'Topic is required' (sic). */
  headerRequired: 'Topic is required',
  contentRequired: 'Content is required',
  headerTooLong: `Header must be at most ${DISCUSSION_HEADER_MAX} characters`,
  contentTooLong: `Content must be at most ${DISCUSSION_CONTENT_MAX} characters`,
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${COMMENT_MAX} characters`,
} as const;

/** Texts of the PWA's screens. */
export const TEXT = {
  brand: 'Pocket Judge',
  loading: 'Loading…',
  requestFailed: 'The request failed',
  close: 'Close',
  cancel: 'Cancel',
  confirm: 'Confirm',
  dismiss: 'Dismiss notification',
  notifications: 'Notifications',

  nav: {
    label: 'Main',
    problems: 'Problems',
    explore: 'Explore',
    contest: 'Contest',
    discuss: 'Discussions',
    visualizers: 'Visualizers',
    profile: 'Profile',
    login: 'Log in',
    signUp: 'Sign up',
    menu: 'Open menu',
    avatarAlt: (name: string) => `${name}'s avatar`,
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
  },

  update: {
    available: 'A new version is available',
    reload: 'Reload',
    later: 'Later',
    offlineReady: 'Pocket Judge is ready to work offline',
  },

  sync: {
    offline: 'Offline',
    offlineQueued: (n: number) => `Offline · ${n} queued`,
    syncing: (n: number) => `Syncing ${n}`,
    synced: 'All synced',
    attention: (n: number) => `${n} need attention`,
    signInAgain: 'Sign in again',
    panelTitle: 'Changes that need attention',
    panelEmpty: 'Nothing needs attention.',
    pendingNote: (n: number) => (n === 1 ? '1 change is waiting to sync.' : `${n} changes are waiting to sync.`),
    offlineNote: 'You are offline. Your changes are saved on this device and will sync when you are back online.',
    signInNote: 'Your session has expired. Log in again to sync your changes.',
    retry: 'Retry',
    discard: 'Discard',
    discardConfirm: 'Discard this change? It will not be sent to the server.',
    kind: { star: 'Save star', notePut: 'Note', noteDelete: 'Note removal', draft: 'Code draft', submit: 'Submission', discussPost: 'Discussion', discussComment: 'Comment', discussVote: 'Vote' } as Record<string, string>,
    statusLabel: 'Sync status',
  },

  offline: {
    title: 'Offline access',
    make: 'Make available offline',
    downloading: 'Downloading…',
    coverage: (cached: number, total: number) => `${cached} of ${total} problems available offline`,
    done: (n: number) => `${n} problems are available offline`,
    someFailed: (n: number) => `${n} problems could not be downloaded. Try again when your connection is better.`,
    needsConnection: 'Connect to the internet to download problems.',
  },

  logout: {
    unsynced: (n: number) =>
      `${n === 1 ? '1 change has' : `${n} changes have`} not been synced yet. Log out anyway and discard ${n === 1 ? 'it' : 'them'}? Cancel keeps you signed in so they can sync when you are back online.`,
    discardAndLogout: 'Discard and log out',
  },

  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    back: 'Back to the problems',
  },

  auth: {
    signUpTitle: 'Create your account',
    signUpSubtitle: 'Practise coding problems in JavaScript, Java and C++.',
    loginTitle: 'Welcome back',
    loginSubtitle: 'Log in to run and submit your code.',
    firstName: 'First name',
    firstNamePlaceholder: 'Ada',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'At least 8 characters',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    signUp: 'Sign up',
    login: 'Log in',
    haveAccount: 'Already have an account?',
    noAccount: 'New to Pocket Judge?',
    goLogin: 'Log in',
    goSignUp: 'Create an account',
    logout: 'Log out',
    loginOffline: 'Signing in needs a connection. You’re offline — try again when you’re back online.',
    signUpOffline: 'Creating an account needs a connection. You’re offline — try again when you’re back online.',
  },

  problems: {
    title: 'Problems',
    filters: 'Filters',
    status: 'Status',
    statusAll: 'All Problems',
    statusSolved: 'Solved Problems',
    difficulty: 'Difficulty',
    difficultyAll: 'All Difficulties',
    tags: 'Tags',
    tagsAll: 'All Tags',
    solved: 'Solved',
    empty: 'No problems match these filters.',
    count: (n: number) => (n === 1 ? '1 problem' : `${n} problems`),
    pager: 'Pages',
    prev: 'Prev',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
    loadFailed: 'The problems could not be loaded.',
    retry: 'Try again',
    search: 'Search problems',
    searchPlaceholder: 'Search by title',
    acceptance: (rate: number | null) => (rate === null ? 'Acceptance —' : `Acceptance ${rate.toFixed(1)}%`),
    attempted: 'Attempted',
    attemptedTitle: 'You submitted this problem but have not solved it yet',
    /** A scoring problem's best score so far when not solved (full score), e.g. "Best 50 / 100". */
    bestScore: (best: number, max: number) => `Best ${formatScore(best)} / ${formatScore(max)}`,
    bestScoreTitle: 'Your best score on this problem; solving it takes the full score',
    trending: 'Trending Topics',
    topicFilter: (topic: string, count: number) => `${topic}: ${count} ${count === 1 ? 'problem' : 'problems'}`,
    topicActive: (topic: string) => `Showing ${topic} problems: click to show all`,
  },

  calendar: {
    title: 'Progress Calendar',
    previous: 'Previous month',
    next: 'Next month',
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const,
    weekdayNames: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const,
    dailyChallenge: 'Daily Challenge',
    /** A day link's accessible name: its visible number first (WCAG 2.5.3 "label in name"), then the date and its problem. */
    dayLabel: (day: number, date: string, title: string, state: 'today' | 'solved' | 'missed' | 'open') =>
      `${day}, ${date}: ${title}${state === 'today' ? ' (today)' : state === 'solved' ? ' (solved a problem)' : state === 'missed' ? ' (no accepted submission)' : ''}`,
    /** Before the link to today's daily problem under the calendar. */
    todaysProblem: "Today's problem:",
    footer: 'Keep solving every day!',
  },

  difficulty: { easy: 'Easy', medium: 'Medium', hard: 'Hard' } as Record<string, string>,
  tag: { Array: 'Array', Linkedlist: 'Linked List', DP: 'DP', Graph: 'Graph' } as Record<string, string>,
  /**
   * Document titles (the browser tab, the history list): `documentTitle` appends the brand to a
   * screen's own title; `PageTitle` (`src/ui/PageTitle.tsx`) renders it. index.html's static title
   * shows until React renders.
   */
  documentTitle: (page: string) => `${page} — Pocket Judge`,
  pageTitle: { problems: 'Problems', signUp: 'Sign up', login: 'Log in', notFound: 'Page not found' },
} as const;
