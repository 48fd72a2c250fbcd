/**
 * Stack and queue operations as pure functions over immutable arrays of text values
 * (spec §2.9 "Data structures"). A stack's top is its last element; a queue's front is its
 * first. Every operation returns the new contents and the message to show.
 */
import * as z from 'zod/mini';
import { VISUALIZERS_TEXT } from '../../../../common/texts/visualizers.ts';

/** How long the Peek / Front message stays on screen (spec §9: 3 seconds). */
export const PEEK_MESSAGE_MS = 3000;
/** Longest value a learner may push or enqueue (characters), so it fits its box. */
export const VALUE_MAX = 20;

const t = VISUALIZERS_TEXT.visualizers.structures;

/** The value field: not blank, at most {@link VALUE_MAX} characters. */
export const valueSchema = z.string().check(
  z.refine((s) => s.trim().length > 0, t.valueRequired),
  z.maxLength(VALUE_MAX, t.valueTooLong(VALUE_MAX)),
);

/**
 * Validates the value field.
 * @returns the value as typed, or the message to show under the field
 */
export function parseValue(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const r = valueSchema.safeParse(input);
  return r.success ? { ok: true, value: r.data } : { ok: false, message: r.error.issues[0]?.message ?? t.valueRequired };
}

/** Result of an operation: the new contents, a message, and whether it changed anything. */
export interface Outcome {
  items: readonly string[];
  message: string;
  /** False when the structure was empty and nothing was removed. */
  changed: boolean;
}

/** Push: appends `value` on top. */
export function push(stack: readonly string[], value: string): Outcome {
  return { items: [...stack, value], message: t.pushed(value), changed: true };
}

/** Pop: removes the top (last) element. */
export function pop(stack: readonly string[]): Outcome {
  const top = stack.at(-1);
  if (top === undefined) return { items: stack, message: t.stackEmpty, changed: false };
  return { items: stack.slice(0, -1), message: t.popped(top), changed: true };
}

/** Peek: 'Top element is X', or 'No elements present in stack'. */
export function peek(stack: readonly string[]): string {
  const top = stack.at(-1);
  return top === undefined ? t.stackEmpty : t.topIs(top);
}

/** Enqueue: appends `value` at the rear. */
export function enqueue(queue: readonly string[], value: string): Outcome {
  return { items: [...queue, value], message: t.enqueued(value), changed: true };
}

/** Dequeue: removes the front (first) element. */
export function dequeue(queue: readonly string[]): Outcome {
  const first = queue[0];
  if (first === undefined) return { items: queue, message: t.queueEmpty, changed: false };
  return { items: queue.slice(1), message: t.dequeued(first), changed: true };
}

/** Front: 'Front element is X', or 'No elements present in queue'. */
export function front(queue: readonly string[]): string {
  const first = queue[0];
  return first === undefined ? t.queueEmpty : t.frontIs(first);
}
