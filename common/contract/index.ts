/** The API contract shared by the PWA and the server: zod schemas, types and the text catalogue. */
export * from './common.ts';
export * from './code.ts';
export { MSG } from '../texts.ts';
export * from './auth.ts';
export * from './problem.ts';
export * from './submission.ts';
export * from './notes.ts';
export * from './sync.ts';
export * from './ai.ts';
export * from './payments.ts';
export * from './package-import.ts';
export * from './discuss.ts';
export * from './media.ts';
export * from './admin.ts';
