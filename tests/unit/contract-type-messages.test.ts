import { describe, expect, it } from 'vitest';
import {
  chatBodySchema,
  codeBodySchema,
  createDiscussionBodySchema,
  customRunBodySchema,
  editProfileBodySchema,
  loginBodySchema,
  videoMetaBodySchema,
} from '../../common/contract/index.ts';
import { HttpError, parseOr400 } from '../../server/http/errors.ts';
import { PROFILE_MSG } from '../../common/texts/profile-messages.ts';

/** The 400 parseOr400 throws for `data`, or undefined when the data is valid. */
function rejection(schema: Parameters<typeof parseOr400>[0], data: unknown): { message: string; issues?: { path: string; message: string }[] } | undefined {
  try {
    parseOr400(schema, data);
    return undefined;
  } catch (e) {
    if (!(e instanceof HttpError)) throw e;
    expect(e.statusCode).toBe(400);
    return { message: e.message, issues: e.issues };
  }
}

describe('contract messages of missing and wrong-typed fields', () => {
  it('a missing field is required; a present one of the wrong type says the type it must have', () => {
    expect(rejection(editProfileBodySchema, { college: 'x', languages: ['b'] })?.message).toBe('skills is required');
    expect(rejection(editProfileBodySchema, { college: 'x', skills: 'a,b', languages: ['b'] })).toEqual({
      message: 'skills must be an array of strings',
      issues: [{ path: 'skills', message: 'must be an array of strings' }],
    });
    expect(rejection(editProfileBodySchema, { college: 5, skills: ['a', 1], languages: ['b'] })?.message).toBe('college must be a string; skills.1 must be a string');
  });

  it('names strings, numbers, arrays of objects and objects', () => {
    expect(rejection(codeBodySchema, { code: 42, language: 'java' })?.message).toBe('code must be a string');
    expect(rejection(codeBodySchema, { language: 'java' })?.message).toBe('code is required');
    expect(rejection(customRunBodySchema, { code: 'x', language: 'java', stdin: ['1'] })?.message).toBe('stdin must be a string');
    expect(rejection(chatBodySchema, { message: 'text', title: 't', description: 'd', testCases: [] })?.message).toMatch(/^message must be an array of objects/);
    expect(rejection(videoMetaBodySchema, { prblmId: 'a'.repeat(24), cloudinaryPublicId: 'p', secureUrl: 'u', duration: '12' })?.message).toBe('duration must be a number');
    expect(rejection(loginBodySchema, 'emailID=a')?.message).toBe('body must be an object');
  });

  it('keeps the spec’s own messages of empty fields and wrong values', () => {
    expect(rejection(editProfileBodySchema, { college: ' ', skills: ['a'], languages: ['b'] })?.message).toBe(`college: ${PROFILE_MSG.collegeRequired}`);
    expect(rejection(codeBodySchema, { code: 'x', language: 'python' })?.message).toBe('language: Language must be one of c++, java, javascript, python3');
    expect(rejection(createDiscussionBodySchema, { topic: 'Career', header: '', content: 'c' })?.message).toBe('header: Topic is required');
  });
});
