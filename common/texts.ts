/**
 * The text catalogue: every fixed text a learner can read, in one place, so the PWA and the
 * server say the same thing and a wording change happens here only.
 * - `MSG`: the texts both tiers use — the spec's validation messages (§5), error and status texts
 *   (§8) the PWA shows itself. Spec spellings (`atleast`, …) are kept on purpose.
 * - `API_MSG` (`common/texts/api.ts`): the texts only the server says (the PWA shows them as the
 *   API sends them), kept out of the PWA's first load.
 * - `TEXT`: the texts of the PWA's shell every screen shows (navigation, the sync status, dialogs,
 *   not found).
 * - `common/texts/<area>.ts`: the texts of one screen area (`PROBLEM_TEXT`, `PROBLEM_LIST_TEXT`,
 *   `AUTH_TEXT`, …), and its messages both tiers use (`PROBLEM_MSG`, `PROFILE_MSG`, …), so a screen's
 *   chunk carries its own texts and the first screen loads only what it shows.
 */

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
  codeTooLarge: 'Code is larger than the 64 KB limit',
  codeRequired: 'Code is required',
  problemNotFound: 'Problem not found',
  controlChars: 'must not contain control characters (such as NUL)',

  // §8 stars
  saveFailed: 'Unable to save problem.',
  savedOk: 'Saved successfully',
  saveTooltip: 'Save this question',
  unsaveTooltip: 'Unsave this question',

  // §8 package import (admin)
  packageTooLarge: (limit: string) => `package: the archive must be smaller than ${limit}`,

  // The messages of one screen area are beside its texts: PROBLEM_MSG (notes, solutions, submissions, the AI
  // helper), PROFILE_MSG (profile and photo), DISCUSS_MSG (discussions), PAYMENT_MSG (payments).
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
    action: 'Log out',
    unsynced: (n: number) =>
      `${n === 1 ? '1 change has' : `${n} changes have`} not been synced yet. Log out anyway and discard ${n === 1 ? 'it' : 'them'}? Cancel keeps you signed in so they can sync when you are back online.`,
    discardAndLogout: 'Discard and log out',
  },

  notFound: {
    title: 'Page not found',
    body: 'There is nothing at this address.',
    back: 'Back to the problems',
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
