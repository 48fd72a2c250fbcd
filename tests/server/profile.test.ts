import { describe, expect, it } from 'vitest';
import { profileSchema, userSubmissionListSchema } from '../../common/contract/index.ts';
import { stableId } from '../../server/db/ids.ts';
import { ApiClient } from '../support/client.ts';
import { testAppForSuite } from '../support/test-server.ts';
import { PROFILE_MSG } from '../../common/texts/profile-messages.ts';

/** The profile calls: getAllUserSubmits, editProfile, deleteProfile (both path spellings), session user only. */
const t = testAppForSuite();

const twoSum = stableId('two-sum');
const jsTwoSum = `const lines = require('fs').readFileSync(0, 'utf8').trim().split('\\n');
const nums = lines[1].trim().split(/\\s+/).map(Number); const target = Number(lines[2]);
const seen = new Map();
for (let i = 0; i < nums.length; i++) { const j = seen.get(target - nums[i]); if (j !== undefined) { console.log(j + ' ' + i); break; } seen.set(nums[i], i); }`;

describe('profile', () => {
  it('needs a signed-in learner', async () => {
    const anon = new ApiClient(t.app);
    expect((await anon.get('/api/submit/getAllUserSubmits')).statusCode).toBe(401);
    expect((await anon.patch('/api/userauth/editProfile', { college: 'x', skills: ['a'], languages: ['b'] })).statusCode).toBe(401);
    expect((await anon.delete('/api/userauth/deleteProfile')).statusCode).toBe(401);
  });

  it("lists only the caller's submissions, with the problem's title and difficulty and runtime in ms", async () => {
    const a = new ApiClient(t.app);
    await a.signUp();
    const b = new ApiClient(t.app);
    await b.signUp();
    const res = await a.post(`/api/submit/${twoSum}`, { code: 'function twoSum(nums, target) { return [1]; } // mine', language: 'javascript' });
    expect(res.statusCode).toBe(200);
    const mine = userSubmissionListSchema.parse((await a.get('/api/submit/getAllUserSubmits')).json());
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ language: 'javascript', status: 'wrong', prblmId: { _id: twoSum, title: 'Two Sum', difficulty: 'easy' } });
    expect(Number.isInteger(mine[0]!.runtime)).toBe(true);
    expect(JSON.stringify(mine)).not.toContain('// mine');
    expect(userSubmissionListSchema.parse((await b.get('/api/submit/getAllUserSubmits')).json())).toEqual([]);
  });

  it('edits the session user’s profile with the spec’s messages, at both path spellings', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const ok = await api.patch('/api/userauth/editProfile', { college: ' IIT Delhi ', skills: ['DP', ' Graphs', ''], languages: ['C++', 'Java'] });
    expect(ok.statusCode).toBe(200);
    expect(profileSchema.parse(ok.json())).toMatchObject({ college: 'IIT Delhi', skills: ['DP', ' Graphs'], languages: ['C++', 'Java'] });
    expect(profileSchema.parse((await api.get('/api/userAuth/getProfile')).json()).skills).toEqual(['DP', ' Graphs']);
    const bad = await api.patch('/api/userAuth/editProfile', { college: '', skills: [''], languages: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PROFILE_MSG.collegeRequired);
    expect(bad.json().message).toContain(PROFILE_MSG.skillRequired);
    expect(bad.json().message).toContain(PROFILE_MSG.languageRequired);
    expect((await api.patch('/api/userauth/editProfile', { college: 'x', skills: ['a'], languages: ['b'], role: 'admin' })).statusCode).toBe(400);
    expect((await api.patch('/api/userauth/editProfile', { college: 'x', skills: ['a'.repeat(41)], languages: ['b'] })).statusCode).toBe(400);
    expect(profileSchema.parse((await api.get('/api/userauth/getProfile')).json()).role).toBe('user');
  });

  it('says which type a wrong-typed editProfile field must have, and that a missing one is required', async () => {
    const api = new ApiClient(t.app);
    await api.signUp();
    const wrong = await api.patch('/api/userauth/editProfile', { college: 'x', skills: 'a,b', languages: ['b'] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('skills must be an array of strings');
    expect(wrong.json().issues).toEqual([{ path: 'skills', message: 'must be an array of strings' }]);
    const missing = await api.patch('/api/userauth/editProfile', { college: 'x', languages: ['b'] });
    expect(missing.json().message).toBe('skills is required');
  });

  it('deletes the session user and everything of theirs; the session dies and the login fails', async () => {
    const api = new ApiClient(t.app);
    const { emailID, password } = await api.signUp();
    const other = new ApiClient(t.app);
    await other.signUp();
    await api.put(`/api/prblm/activeStars/${twoSum}`);
    await api.post(`/api/submit/${twoSum}`, { code: jsTwoSum, language: 'javascript' });
    const posted = await api.post('/api/discuss/createDiscussion', { topic: 'Career', header: 'Bye', content: 'Leaving soon' });
    expect(posted.statusCode).toBeLessThan(300);

    const res = await api.delete('/api/userauth/deleteProfile');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MSG.profileDeleted);
    expect((await api.get('/api/userauth/getProfile')).statusCode).toBe(401);
    expect((await api.get('/api/userAuth/check')).json().user).toBeNull();
    const relogin = await new ApiClient(t.app).post('/api/userAuth/login', { emailID, password });
    expect(relogin.statusCode).toBe(401);
    // Their discussion is gone for everyone; the other learner is untouched.
    const all = (await other.get('/api/discuss/getAllDiscussions')).json() as Array<{ header: string }>;
    expect(all.some((d) => d.header === 'Bye')).toBe(false);
    expect((await other.get('/api/userauth/getProfile')).statusCode).toBe(200);
    // The email can be used again.
    expect((await new ApiClient(t.app).post('/api/userAuth/register', { firstname: 'Again', emailID, password })).statusCode).toBe(201);
  });
});
