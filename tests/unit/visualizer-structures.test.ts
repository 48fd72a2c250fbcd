import { describe, expect, it } from 'vitest';
import { PEEK_MESSAGE_MS, VALUE_MAX, dequeue, enqueue, front, parseValue, peek, pop, push } from '../../src/features/visualizers/model/structures.ts';

describe('stack', () => {
  it('pushes on top, peeks the top, pops the last pushed', () => {
    let stack: readonly string[] = [];
    expect(peek(stack)).toBe('No elements present in stack');
    stack = push(stack, '1').items;
    stack = push(stack, 'two').items;
    expect(stack).toEqual(['1', 'two']);
    expect(peek(stack)).toBe('Top element is two');
    const popped = pop(stack);
    expect(popped).toEqual({ items: ['1'], message: 'Popped two', changed: true });
    expect(peek(popped.items)).toBe('Top element is 1');
  });

  it('pop on an empty stack changes nothing', () => {
    expect(pop([])).toEqual({ items: [], message: 'No elements present in stack', changed: false });
  });

  it('never mutates its input', () => {
    const stack = Object.freeze(['a', 'b']);
    expect(push(stack, 'c').items).toEqual(['a', 'b', 'c']);
    expect(pop(stack).items).toEqual(['a']);
    expect(stack).toEqual(['a', 'b']);
  });
});

describe('queue', () => {
  it('enqueues at the rear, reads and dequeues the front', () => {
    let queue: readonly string[] = [];
    expect(front(queue)).toBe('No elements present in queue');
    for (const v of ['a', 'b', 'c']) queue = enqueue(queue, v).items;
    expect(front(queue)).toBe('Front element is a');
    const out = dequeue(queue);
    expect(out).toEqual({ items: ['b', 'c'], message: 'Dequeued a', changed: true });
    expect(front(out.items)).toBe('Front element is b');
  });

  it('dequeue on an empty queue changes nothing', () => {
    expect(dequeue([])).toEqual({ items: [], message: 'No elements present in queue', changed: false });
  });
});

describe('value field', () => {
  it('keeps the value as typed', () => {
    expect(parseValue('42')).toEqual({ ok: true, value: '42' });
    expect(parseValue(' x ')).toEqual({ ok: true, value: ' x ' });
  });

  it('refuses a blank or too long value', () => {
    expect(parseValue('')).toEqual({ ok: false, message: 'Type a value first' });
    expect(parseValue('   ')).toEqual({ ok: false, message: 'Type a value first' });
    expect(parseValue('x'.repeat(VALUE_MAX + 1))).toEqual({ ok: false, message: `A value can be at most ${VALUE_MAX} characters` });
    expect(parseValue('x'.repeat(VALUE_MAX)).ok).toBe(true);
  });

  it('shows peek messages for 3 seconds', () => {
    expect(PEEK_MESSAGE_MS).toBe(3000);
  });
});
