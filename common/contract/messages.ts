/**
 * The catalogue of user-facing texts (product spec §4, §5, §8).
 *
 * Every text a learner can read that the spec fixes lives here, so the client
 * and the server say the same thing and a wording change happens in one place.
 * Spec spellings (`atleast`, `posteed`, …) are kept on purpose.
 */
export const MSG = {
  // §5 validation
  nameMin: 'There should be atleast 3 characters in name field',
  invalidEmail: 'Invalid email',
  passwordMin: 'There should be atleast 8 characters in password field',
  titleRequired: 'Title is required',
  bodyRequired: 'Body is required',

  // §8 auth
  authDefault: 'Something went wrong please try again later',
  invalidCredentials: 'Error Invalid credentials',
  emailTaken: 'An account with this email already exists',
  tooManyLogins: 'Too many login attempts. Please wait a few minutes and try again.',
  notSignedIn: 'Please sign in to continue',
  adminOnly: 'Only admins can do this',
  xsrf: 'Missing or invalid XSRF token: reload the page and try again',

  // §8 run / submit / submissions
  errorPrefix: 'Error: ',
  submissionsFetchFailed: 'Error: In fetching data',
  noSubmissions: 'No submissions found for this problem',
  codeTooLarge: 'Code is larger than the 64 KB limit',
  codeRequired: 'Code is required',
  unsupportedLanguage: 'Language must be one of c++, java, javascript',
  problemNotFound: 'Problem not found',
  controlChars: 'must not contain control characters (such as NUL)',
  judgeBusy: 'The judge is busy right now, please try again in a minute',
  judgeUserBusy: 'You already have code running or waiting on the judge. Please wait for it to finish and try again.',
  judgeUnavailable: 'The judge is unavailable on this server: the sandbox (bubblewrap) is not installed',

  // §2.5 solutions
  solutionsLocked: 'Solutions will be available after you solve the problem.',

  // §8 stars
  saveFailed: 'Unable to save problem.',
  savedOk: 'Saved successfully',
  starsFetchFailed: 'Unable to fetch saved problems: ',
  saveTooltip: 'Save this question',
  unsaveTooltip: 'Unsave this question',
} as const;

export type MessageKey = keyof typeof MSG;
