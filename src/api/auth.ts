/**
 * Auth and profile calls (spec §7 "Auth and profile").
 * Every response is validated with the contract's zod schemas.
 */
import {
  authResponseSchema,
  profileResponseSchema,
  type AuthResponse,
  type EditProfileBody,
  type LoginBody,
  type Profile,
  type RegisterBody,
} from '../../common/contract/index.ts';
import { http, parseJson } from './http.ts';

/** `GET /api/userAuth/check`: the signed-in user, or `null`. Also hands out the XSRF cookie. */
export async function checkSession(): Promise<AuthResponse> {
  return parseJson(http.get('userAuth/check'), authResponseSchema);
}

/** `POST /api/userAuth/register` (201 `{ user }`; 409 when the email is taken; 400 on validation). */
export async function register(body: RegisterBody): Promise<AuthResponse> {
  return parseJson(http.post('userAuth/register', { json: body }), authResponseSchema);
}

/** `POST /api/userAuth/login` (401 with the text body `Error Invalid credentials`; 429 when rate-limited). */
export async function login(body: LoginBody): Promise<AuthResponse> {
  return parseJson(http.post('userAuth/login', { json: body }), authResponseSchema);
}

/** `POST /api/userAuth/logout`. */
export async function logout(): Promise<void> {
  await http.post('userAuth/logout');
}

/** `GET /api/userauth/getProfile` (401 when signed out). */
export async function getProfile(): Promise<Profile> {
  return parseJson(http.get('userauth/getProfile'), profileResponseSchema);
}

/** `PATCH /api/userauth/editProfile {college, skills, languages}` → the updated profile (400 with the spec's §5 texts). */
export async function editProfile(body: EditProfileBody): Promise<Profile> {
  return parseJson(http.patch('userauth/editProfile', { json: body }), profileResponseSchema);
}

/** `DELETE /api/userauth/deleteProfile`: deletes the signed-in user and all their data; the session ends. */
export async function deleteProfile(): Promise<void> {
  await http.delete('userauth/deleteProfile');
}
