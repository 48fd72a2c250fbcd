/**
 * The data structures visualizer's state: the tab (stack or queue), both structures' contents,
 * the value field with its message, and the Peek / Front message that shows for
 * `PEEK_MESSAGE_MS`. The operations themselves are `model/structures.ts`.
 */
import { useState, type FormEvent } from 'react';
import { PEEK_MESSAGE_MS, dequeue, enqueue, front, parseValue, peek, pop, push, type Outcome } from './model/structures.ts';
import { useFlashMessage } from './useFlashMessage.ts';

/** The structure a tab shows. */
export type Structure = 'stack' | 'queue';

/** What {@link useStructures} gives the screen. */
export interface StructuresState {
  tab: Structure;
  /** The shown structure's contents (a stack's top last, a queue's front first). */
  items: readonly string[];
  /** The shown structure's top (stack) or front (queue) element. */
  head: string | undefined;
  /** The value field as typed, and its message. */
  value: string;
  error: string | null;
  /** The message of the last operation, while it shows. */
  message: string | null;
  selectTab: (key: Structure) => void;
  /** Sets the value field; a message under it goes away. */
  changeValue: (value: string) => void;
  /** The form's submit: Push / Enqueue of the typed value, or its message. */
  add: (e: FormEvent) => void;
  /** Pop / Dequeue. */
  remove: () => void;
  /** Peek / Front. */
  look: () => void;
  /** Empties the shown structure and the field. */
  reset: () => void;
}

/** State and operations of the stack and queue visualizer. */
export function useStructures(): StructuresState {
  const [tab, setTab] = useState<Structure>('stack');
  const [stack, setStack] = useState<readonly string[]>([]);
  const [queue, setQueue] = useState<readonly string[]>([]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const flash = useFlashMessage(PEEK_MESSAGE_MS);
  const isStack = tab === 'stack';
  const items = isStack ? stack : queue;
  const setItems = isStack ? setStack : setQueue;

  const apply = (outcome: Outcome) => {
    setItems(outcome.items);
    flash.show(outcome.message);
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseValue(value);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    setError(null);
    setValue('');
    apply(isStack ? push(stack, parsed.value) : enqueue(queue, parsed.value));
  };

  return {
    tab,
    items,
    head: isStack ? items.at(-1) : items[0],
    value,
    error,
    message: flash.message,
    selectTab: (key) => {
      setTab(key);
      setError(null);
      flash.hide();
    },
    changeValue: (next) => {
      setValue(next);
      if (error) setError(null);
    },
    add,
    remove: () => apply(isStack ? pop(stack) : dequeue(queue)),
    look: () => flash.show(isStack ? peek(stack) : front(queue)),
    reset: () => {
      setItems([]);
      setValue('');
      setError(null);
      flash.hide();
    },
  };
}
