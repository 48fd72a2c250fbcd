import { describe, expect, it } from 'vitest';
import { HTTPError } from 'ky';
import { describeError, serverMessage } from '../../src/api/errors.ts';
import { createApiClient, readCookie } from '../../src/api/http.ts';
import { authErrorText, authReducer, initialAuthState } from '../../src/session/auth.tsx';
import { difficultyBadgeClass, tagLabel } from '../../src/ui/badges.tsx';
import { splitInlineCode } from '../../src/ui/RichText.tsx';
import { readStoredDark } from '../../src/ui/theme.tsx';
import { loginBodySchema, MSG, registerBodySchema } from '../../common/contract/index.ts';
import { API_MSG } from '../../common/texts/api.ts';
import { SKELETON } from '../../common/domain/start-code.ts';
import { validateForm } from '../../src/ui/form.ts';
import { startCodes } from '../../src/features/problem/useEditorCodes.ts';
import { modifierName, shortcutAction } from '../../src/features/problem/useRunShortcuts.ts';
import { formatClock } from '../../src/ui/clock.ts';

/** The error the API client throws when the server answers `status` with `data` (JSON, text or no body). */
async function httpError(status: number, data: unknown): Promise<HTTPError> {
  const body = data === undefined ? null : typeof data === 'string' ? data : JSON.stringify(data);
  const client = createApiClient('http://localhost/api', { retry: 0, fetch: async () => new Response(body, { status }) });
  const error: unknown = await client.post('x').then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HTTPError)) throw new Error('expected an HTTPError');
  return error;
}

describe('readCookie', () => {
  it('finds and decodes the XSRF cookie', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%2Fdef; b=2', 'XSRF-TOKEN')).toBe('abc/def');
    expect(readCookie('XSRF-TOKEN=tok', 'XSRF-TOKEN')).toBe('tok');
  });
  it('returns undefined when absent or empty', () => {
    expect(readCookie('', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('XSRF-TOKENX=1; other=2', 'XSRF-TOKEN')).toBeUndefined();
    expect(readCookie('XSRF-TOKEN=', 'XSRF-TOKEN')).toBeUndefined();
  });
});

describe('server error texts', () => {
  it('passes the login 401 plain-text body through verbatim (spec §2.4)', async () => {
    const err = await httpError(401, 'Error Invalid credentials');
    expect(serverMessage(err)).toBe(API_MSG.invalidCredentials);
    expect(authErrorText(err)).toBe(API_MSG.invalidCredentials);
  });
  it('uses the JSON message of other errors', async () => {
    const err = await httpError(409, { statusCode: 409, error: 'Conflict', message: API_MSG.emailTaken });
    expect(authErrorText(err)).toBe(API_MSG.emailTaken);
    expect(describeError(err, 'x')).toBe(API_MSG.emailTaken);
  });
  it('falls back to the default auth text', async () => {
    expect(authErrorText(await httpError(500, undefined))).toBe(MSG.authDefault);
    expect(authErrorText(new TypeError('Failed to fetch'))).toBe(MSG.authDefault);
  });
  it('describes non-HTTP failures with their own message', () => {
    expect(describeError(new Error('boom'), 'fallback')).toBe('boom');
    expect(describeError('weird', 'fallback')).toBe('fallback');
  });
});

describe('auth reducer (spec §4)', () => {
  const user = { _id: 'a'.repeat(24), firstname: 'Ada', emailID: 'ada@example.com', role: 'user' as const };
  it('starts loading, before the session check', () => {
    expect(initialAuthState).toMatchObject({ user: null, isAuthenticated: false, loading: true, checked: false, verified: false, error: null });
  });
  it('sets the user on success and follows whether one came back', () => {
    const s = authReducer(authReducer(initialAuthState, { type: 'pending' }), { type: 'fulfilled', user });
    expect(s).toEqual({ user, error: null, isAuthenticated: true, loading: false, checked: true, verified: true });
    expect(authReducer(s, { type: 'fulfilled', user: null }).isAuthenticated).toBe(false);
  });
  it('clears the user and stores the error on failure', () => {
    const signedIn = authReducer(initialAuthState, { type: 'fulfilled', user });
    expect(authReducer(signedIn, { type: 'rejected', error: MSG.authDefault })).toEqual({
      user: null,
      error: MSG.authDefault,
      isAuthenticated: false,
      loading: false,
      checked: true,
      verified: true,
    });
  });
  it('a user shown from this device\'s cache is not verified until the server answers or cannot', () => {
    const cached = authReducer(initialAuthState, { type: 'fulfilled', user, fromCache: true });
    expect(cached).toMatchObject({ isAuthenticated: true, checked: true, verified: false });
    expect(authReducer(cached, { type: 'fulfilled', user: { ...user, role: 'admin' } })).toMatchObject({ verified: true, user: { role: 'admin' } });
    expect(authReducer(cached, { type: 'unverifiable' })).toMatchObject({ verified: true, user });
  });
});

describe('form validation (spec §5)', () => {
  it('reports the first message of each field', () => {
    const v = validateForm(registerBodySchema, { firstname: 'Al', emailID: 'nope', password: 'short' });
    expect(v).toEqual({ ok: false, errors: { firstname: MSG.nameMin, emailID: MSG.invalidEmail, password: MSG.passwordMin } });
  });
  it('returns the parsed body when valid', () => {
    const v = validateForm(loginBodySchema, { emailID: ' Ada@Example.com ', password: 'longenough' });
    expect(v).toEqual({ ok: true, data: { emailID: 'ada@example.com', password: 'longenough' } });
  });
});

describe('small display helpers', () => {
  it('colours difficulties (easy green, medium yellow, hard red, else neutral)', () => {
    expect(difficultyBadgeClass('easy')).toBe('badge-success');
    expect(difficultyBadgeClass('Medium')).toBe('badge-warning');
    expect(difficultyBadgeClass('hard')).toBe('badge-error');
    expect(difficultyBadgeClass('legendary')).toBe('badge-neutral');
  });
  it('labels tags', () => {
    expect(tagLabel('Linkedlist')).toBe('Linked List');
    expect(tagLabel('DP')).toBe('DP');
  });
  it('splits `inline code` marks', () => {
    expect(splitInlineCode('Use `nums[i]` and `target`.')).toEqual([
      { code: false, text: 'Use ' },
      { code: true, text: 'nums[i]' },
      { code: false, text: ' and ' },
      { code: true, text: 'target' },
      { code: false, text: '.' },
    ]);
    expect(splitInlineCode('no marks')).toEqual([{ code: false, text: 'no marks' }]);
    expect(splitInlineCode('unclosed `tick')).toEqual([{ code: false, text: 'unclosed `tick' }]);
  });
  it('defaults to the dark theme', () => {
    expect(readStoredDark(undefined)).toBe(true);
    expect(readStoredDark({ getItem: () => null })).toBe(true);
    expect(readStoredDark({ getItem: () => 'light' })).toBe(false);
    expect(
      readStoredDark({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe(true);
  });
  it('maps start code per language; a language the problem has none for gets the stdin/stdout skeleton', () => {
    expect(startCodes({ startCode: [{ language: 'c++', initialCode: 'int main(){}' }, { language: 'javascript', initialCode: 'main()' }] })).toEqual({
      'c++': 'int main(){}',
      javascript: 'main()',
      java: SKELETON.java,
      python3: SKELETON.python3,
    });
  });
});

describe('problem page shortcuts', () => {
  const key = (over: Partial<KeyboardEvent>) => ({ key: 'Enter', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...over });
  it('Ctrl/Cmd+Enter runs, with Shift submits, nothing else does', () => {
    expect(shortcutAction(key({ ctrlKey: true }))).toBe('run');
    expect(shortcutAction(key({ metaKey: true }))).toBe('run');
    expect(shortcutAction(key({ ctrlKey: true, shiftKey: true }))).toBe('submit');
    expect(shortcutAction(key({ metaKey: true, shiftKey: true }))).toBe('submit');
    expect(shortcutAction(key({}))).toBeNull();
    expect(shortcutAction(key({ shiftKey: true }))).toBeNull();
    expect(shortcutAction(key({ ctrlKey: true, altKey: true }))).toBeNull();
    expect(shortcutAction(key({ ctrlKey: true, key: 'a' }))).toBeNull();
  });
  it('names the modifier as the device does', () => {
    expect(modifierName('MacIntel')).toBe('⌘');
    expect(modifierName('iPhone')).toBe('⌘');
    expect(modifierName('Linux x86_64')).toBe('Ctrl');
    expect(modifierName('Win32')).toBe('Ctrl');
  });
});

describe('video clock', () => {
  it('formats seconds as m:ss, from an hour as h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5.9)).toBe('0:05');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(600)).toBe('10:00');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});
