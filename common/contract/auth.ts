import * as z from 'zod/mini';
import { lazySchema } from './lazy.ts';
import { noControlChars } from './common.ts';
import { MSG } from '../texts.ts';
import { PROFILE_MSG } from '../texts/profile-messages.ts';

/** Auth payloads (spec §3 User, §5 sign-up/login, §7 Auth). */

export const emailSchema = lazySchema(() => z.pipe(
  z.string().check(noControlChars, z.trim(), z.toLowerCase()),
  z.email(MSG.invalidEmail).check(z.maxLength(254, MSG.invalidEmail)),
));
const passwordSchema = lazySchema(() => z.string().check(noControlChars, z.minLength(8, MSG.passwordMin), z.maxLength(128, 'Password must be at most 128 characters')));

/** POST /api/userAuth/register body. */
export const registerBodySchema = lazySchema(() => z.strictObject({
  firstname: z.string().check(noControlChars, z.trim(), z.minLength(3, MSG.nameMin), z.maxLength(50, 'Name must be at most 50 characters')),
  emailID: emailSchema,
  password: passwordSchema,
}));
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/userAuth/login body. */
export const loginBodySchema = lazySchema(() => z.strictObject({
  emailID: emailSchema,
  password: passwordSchema,
}));
export type LoginBody = z.infer<typeof loginBodySchema>;

export const roleSchema = lazySchema(() => z.enum(['user', 'admin']));

/** The signed-in user as every auth call returns it (never the password). */
export const publicUserSchema = lazySchema(() => z.object({
  _id: z.string(),
  firstname: z.string(),
  emailID: z.string(),
  role: roleSchema,
  /**
   * When the account was made (ISO 8601; an addition to the spec's user): the progress calendar marks
   * no day before it as missed. Optional: a user cached on a device before it was sent has none.
   */
  createdAt: z.optional(z.string()),
}));
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Response of register, login and check: `user` is null when nobody is signed in. */
export const authResponseSchema = lazySchema(() => z.object({
  user: z.nullable(publicUserSchema),
  message: z.optional(z.string()),
}));
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/userauth/getProfile response (spec §3 Profile, flattened with the user). */
export const profileSchema = lazySchema(() => z.extend(publicUserSchema, {
  secureUrl: z.nullable(z.string()),
  college: z.nullable(z.string()),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  /** True once a verified premium payment was made (an addition to the spec's profile). */
  isPremium: z._default(z.boolean(), false),
}));
export type Profile = z.infer<typeof profileSchema>;

/**
 * Unwraps a profile that arrives as a database document wrapper (`{ _doc: {…}, … }`, spec §3):
 * the `_doc` fields, with the outer fields filling in what `_doc` lacks. Anything else is returned
 * as it is.
 */
export function unwrapProfileDoc(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('_doc' in value)) return value;
  const { _doc: doc, ...outer } = value as { _doc: unknown };
  return typeof doc === 'object' && doc !== null ? { ...outer, ...doc } : value;
}

/** A getProfile/editProfile response in either shape (flat, or wrapped in `_doc`). */
export const profileResponseSchema = lazySchema(() => z.pipe(z.transform(unwrapProfileDoc), profileSchema));

/** Characters of the college name. */
export const COLLEGE_MAX = 120;
/** Entries of the skills and of the languages list, at most. */
export const PROFILE_LIST_MAX = 30;
/** Characters of one skill or language. */
export const PROFILE_ITEM_MAX = 40;

const profileItem = lazySchema(() => z.string().check(noControlChars, z.maxLength(PROFILE_ITEM_MAX, `Each entry must be at most ${PROFILE_ITEM_MAX} characters`)));

/**
 * PATCH /api/userauth/editProfile body (spec §4, §5): college, skills and languages (the form
 * splits its comma-separated text on commas). Messages are the spec's.
 */
export const editProfileBodySchema = lazySchema(() => z.strictObject({
  college: z.string().check(noControlChars, z.trim(), z.minLength(1, PROFILE_MSG.collegeRequired), z.maxLength(COLLEGE_MAX, `College must be at most ${COLLEGE_MAX} characters`)),
  skills: z
    .array(profileItem)
    .check(
      z.refine<string[]>((l) => l.some((s) => s.trim() !== ''), PROFILE_MSG.skillRequired),
      z.maxLength(PROFILE_LIST_MAX, `At most ${PROFILE_LIST_MAX} skills`),
    ),
  languages: z
    .array(profileItem)
    .check(
      z.refine<string[]>((l) => l.some((s) => s.trim() !== ''), PROFILE_MSG.languageRequired),
      z.maxLength(PROFILE_LIST_MAX, `At most ${PROFILE_LIST_MAX} languages`),
    ),
}));
export type EditProfileBody = z.infer<typeof editProfileBodySchema>;
