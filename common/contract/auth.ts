import * as z from 'zod/mini';
import { noControlChars } from './common.ts';
import { MSG } from '../texts.ts';

/** Auth payloads (spec §3 User, §5 sign-up/login, §7 Auth). */

export const emailSchema = z.pipe(
  z.string().check(noControlChars, z.trim(), z.toLowerCase()),
  z.email(MSG.invalidEmail).check(z.maxLength(254, MSG.invalidEmail)),
);
const passwordSchema = z.string().check(noControlChars, z.minLength(8, MSG.passwordMin), z.maxLength(128, 'Password must be at most 128 characters'));

/** POST /api/userAuth/register body. */
export const registerBodySchema = z.strictObject({
  firstname: z.string().check(noControlChars, z.trim(), z.minLength(3, MSG.nameMin), z.maxLength(50, 'Name must be at most 50 characters')),
  emailID: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/userAuth/login body. */
export const loginBodySchema = z.strictObject({
  emailID: emailSchema,
  password: passwordSchema,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The signed-in user as every auth call returns it (never the password). */
export const publicUserSchema = z.object({
  _id: z.string(),
  firstname: z.string(),
  emailID: z.string(),
  role: roleSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Response of register, login and check: `user` is null when nobody is signed in. */
export const authResponseSchema = z.object({
  user: z.nullable(publicUserSchema),
  message: z.optional(z.string()),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /api/userauth/getProfile response (spec §3 Profile, flattened with the user). */
export const profileSchema = z.extend(publicUserSchema, {
  secureUrl: z.nullable(z.string()),
  college: z.nullable(z.string()),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  /** True once a verified premium payment was made (an addition to the spec's profile). */
  isPremium: z._default(z.boolean(), false),
});
export type Profile = z.infer<typeof profileSchema>;
