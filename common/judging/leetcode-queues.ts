/**
 * LeetCode's priority-queue globals (`PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue`),
 * built over the classes of @datastructures-js/priority-queue 6.x (the version of
 * `common/contract/languages-info.ts`), with code written for its 5.x API kept working.
 *
 * The judge's preload (server/judge/js-globals.ts) and the offline runner
 * (src/workers/node-runtime/leetcode-globals.ts) both build their globals here, so the two
 * behave the same. The package's classes are passed in: common/ imports no package.
 *
 * Each queue is in one of two styles, fixed once and for that queue only:
 * - 6.x (the package's own behaviour): `new PriorityQueue((a, b) => …)`, `new MinPriorityQueue()`,
 *   `new MinPriorityQueue((x) => x.val)`, `fromArray`, `fix`. `enqueue(x)` takes the element, a second
 *   argument is ignored, and `front`, `back`, `dequeue`, `pop`, `toArray`, iteration return elements.
 * - 5.x, chosen by either
 *   - an options object as the constructor's argument: `{ priority?: (x) => number }` or
 *     `{ compare: (a, b) => number }` (6.x code passes a function or nothing there), or
 *   - a `MinPriorityQueue` or `MaxPriorityQueue` constructed without arguments whose first
 *     `enqueue`/`push` has a number as its second argument (`enqueue(x, 5)`); a first `enqueue`
 *     without one makes it a 6.x queue.
 *
 *   A 5.x queue behaves as 5.x did: with `{ compare }` it orders by that function and returns
 *   elements; otherwise it orders by a numeric priority (the second argument of `enqueue` when it
 *   is numeric, else `priority(element)`, else `+element`) and `front`, `back`, `dequeue`, `pop`,
 *   `toArray`, iteration and the callbacks of `remove` and `contains` give fresh
 *   `{ priority, element }` objects. `MinPriorityQueue.from([[element, priority], …])` (5.x) builds one.
 *
 * `enqueue` and `push` return the queue itself in both styles.
 */

/** A queue of @datastructures-js/priority-queue 6.x, the part the wrappers use. */
export interface BasePriorityQueue {
  front(): unknown;
  back(): unknown;
  enqueue(value: unknown): unknown;
  dequeue(): unknown;
  remove(callback: (value: unknown) => boolean): unknown[];
  contains(callback: (value: unknown) => boolean): boolean;
  size(): number;
  isEmpty(): boolean;
  clear(): void;
  toArray(): unknown[];
  fix(): unknown;
  [Symbol.iterator](): Iterator<unknown>;
}

/** A class of @datastructures-js/priority-queue 6.x (`PriorityQueue`, `MinPriorityQueue` or `MaxPriorityQueue`). */
export interface BasePriorityQueueClass {
  /** Takes the package's own arguments (a compare function or a value getter, then values or a heap): see {@link make}. */
  new (first: never, second?: never): BasePriorityQueue;
  fromArray(values: unknown[], first?: unknown): BasePriorityQueue;
}

/** The three classes exported by @datastructures-js/priority-queue 6.x. */
export interface BasePriorityQueues {
  PriorityQueue: BasePriorityQueueClass;
  MinPriorityQueue: BasePriorityQueueClass;
  MaxPriorityQueue: BasePriorityQueueClass;
}

/** A LeetCode priority queue (see the module's documentation for the two styles): 6.x's methods, with 5.x's priority argument and `pop`. */
export interface LeetCodePriorityQueue extends Omit<BasePriorityQueue, 'enqueue' | 'fix'> {
  enqueue(element: unknown, priority?: unknown): this;
  push(element: unknown, priority?: unknown): this;
  pop(): unknown;
  fix(): this;
}

/** `PriorityQueue`: `new PriorityQueue(compare, values?)`, `new PriorityQueue({ compare })` (5.x), `fromArray(values, compare)`. */
export interface LeetCodePriorityQueueClass {
  new (first?: unknown, second?: unknown): LeetCodePriorityQueue;
  readonly prototype: LeetCodePriorityQueue;
  fromArray(values: unknown[], first?: unknown): LeetCodePriorityQueue;
}

/** `MinPriorityQueue` / `MaxPriorityQueue`: also 5.x's `from([[element, priority], …])`. */
export interface LeetCodeMinMaxQueueClass extends LeetCodePriorityQueueClass {
  from(entries: ReadonlyArray<readonly [unknown, unknown?]>): LeetCodePriorityQueue;
}

/** The LeetCode priority-queue globals by name. */
export interface LeetCodePriorityQueues {
  PriorityQueue: LeetCodePriorityQueueClass;
  MinPriorityQueue: LeetCodeMinMaxQueueClass;
  MaxPriorityQueue: LeetCodeMinMaxQueueClass;
}

type Kind = 'PriorityQueue' | 'MinPriorityQueue' | 'MaxPriorityQueue';

/** An element of a 5.x priority-ordered queue, as stored. */
interface Entry {
  priority: number;
  element: unknown;
}

/** Style of a queue: not fixed yet (a bare Min/Max queue before its first enqueue), elements, or 5.x entries. */
type Style = 'open' | 'elements' | 'entries';

/** Constructor argument that makes a queue adopt an already built base queue (module-private). */
const ADOPT = Symbol('adopt');

/** `new C(first, second)`: the arguments are passed through unchecked; the package checks them. */
function make(C: BasePriorityQueueClass, first?: unknown, second?: unknown): BasePriorityQueue {
  return new C(first as never, second as never);
}

const copy = (entry: unknown): unknown => {
  const e = entry as Entry | null;
  return e === null ? null : { priority: e.priority, element: e.element };
};

function entryCompare(kind: Kind): (a: Entry, b: Entry) => number {
  return kind === 'MaxPriorityQueue' ? (a, b) => (a.priority < b.priority ? 1 : -1) : (a, b) => (a.priority <= b.priority ? -1 : 1);
}

/** What a class made by {@link makeClass} wraps: its kind and the 6.x classes. */
interface QueueConfig {
  kind: Kind;
  /** The 6.x class of the same name. */
  base: BasePriorityQueueClass;
  /** 6.x's `PriorityQueue`, which holds the queues of compare functions and 5.x entries. */
  plain: BasePriorityQueueClass;
}

/** Static property through which a class made by {@link makeClass} (and a program's subclass of it) gives its config. */
const CONFIG = Symbol('config');

/** The wrapper of one 6.x queue; {@link makeClass} gives it a kind and the 6.x classes. */
class WrappedQueue implements LeetCodePriorityQueue {
  readonly #config: QueueConfig;
  #inner: BasePriorityQueue;
  #style: Style = 'elements';
  #priority: (element: unknown) => number = (element) => +(element as number);

  constructor(first?: unknown, second?: unknown) {
    this.#config = (new.target as unknown as Record<typeof CONFIG, QueueConfig>)[CONFIG];
    this.#inner = first === ADOPT ? (second as BasePriorityQueue) : this.#build(first, second);
  }

  /** The 6.x queue for the constructor's arguments; sets the style (module documentation). */
  #build(first: unknown, second: unknown): BasePriorityQueue {
    const { kind, base, plain } = this.#config;
    if (typeof first !== 'object' || first === null) {
      if (kind !== 'PriorityQueue' && first == null && second === undefined) this.#style = 'open';
      return make(base, first, second);
    }
    const { priority, compare } = first as { priority?: unknown; compare?: unknown };
    if (compare !== undefined) {
      if (typeof compare !== 'function') throw new Error('.constructor expects a valid compare function');
      return make(plain, compare);
    }
    if (kind === 'PriorityQueue') throw new Error('PriorityQueue constructor expects a compare function');
    if (priority !== undefined && typeof priority !== 'function') throw new Error('.constructor expects a valid priority function');
    if (priority !== undefined) this.#priority = priority as (element: unknown) => number;
    this.#style = 'entries';
    return make(plain, entryCompare(kind));
  }

  enqueue(element: unknown, priority?: unknown): this {
    if (this.#style === 'open') {
      this.#style = typeof priority === 'number' ? 'entries' : 'elements';
      if (this.#style === 'entries') this.#inner = make(this.#config.plain, entryCompare(this.#config.kind));
    }
    if (this.#style === 'elements') {
      this.#inner.enqueue(element);
      return this;
    }
    // 5.x: a numeric second argument, else the priority callback, else +element.
    if (priority && Number.isNaN(+priority)) throw new Error('.enqueue expects a numeric priority');
    const p = Number.isNaN(+(priority as number)) ? +this.#priority(element) : +(priority as number);
    if (Number.isNaN(p)) throw new Error('.enqueue expects a numeric priority or a constructor callback that returns a number');
    this.#inner.enqueue({ priority: p, element } satisfies Entry);
    return this;
  }

  push(element: unknown, priority?: unknown): this {
    return this.enqueue(element, priority);
  }

  front(): unknown {
    return this.#out(this.#inner.front());
  }

  back(): unknown {
    return this.#out(this.#inner.back());
  }

  dequeue(): unknown {
    return this.#out(this.#inner.dequeue());
  }

  pop(): unknown {
    return this.dequeue();
  }

  remove(callback: (value: unknown) => boolean): unknown[] {
    if (this.#style !== 'entries') return this.#inner.remove(callback);
    if (typeof callback !== 'function') throw new Error(`${this.#config.kind} remove expects a callback`);
    return this.#inner.remove((e) => callback(copy(e))).map(copy);
  }

  contains(callback: (value: unknown) => boolean): boolean {
    if (this.#style !== 'entries') return this.#inner.contains(callback);
    if (typeof callback !== 'function') throw new Error(`${this.#config.kind} contains expects a callback`);
    return this.#inner.contains((e) => callback(copy(e)));
  }

  size(): number {
    return this.#inner.size();
  }

  isEmpty(): boolean {
    return this.#inner.isEmpty();
  }

  clear(): void {
    this.#inner.clear();
  }

  /** 6.x: restores the order after the program changed values its compare function reads. */
  fix(): this {
    this.#inner.fix();
    return this;
  }

  toArray(): unknown[] {
    const values = this.#inner.toArray();
    return this.#style === 'entries' ? values.map(copy) : values;
  }

  /** 6.x's iterator: dequeues as many elements as the queue holds when it starts, in priority order. */
  [Symbol.iterator](): Iterator<unknown> {
    const it = this.#inner[Symbol.iterator]();
    if (this.#style !== 'entries') return it;
    return {
      next: () => {
        const r = it.next();
        return r.done ? r : { value: copy(r.value), done: false };
      },
    };
  }

  #out(value: unknown): unknown {
    return this.#style === 'entries' ? copy(value) : value;
  }
}

/** The class named `kind`: 6.x's `fromArray`, and for Min/Max 5.x's `from`. */
function makeClass(kind: Kind, bases: BasePriorityQueues): LeetCodeMinMaxQueueClass {
  const config: QueueConfig = { kind, base: bases[kind], plain: bases.PriorityQueue };
  const Queue = class extends WrappedQueue {
    static [CONFIG] = config;

    static fromArray(values: unknown[], first?: unknown): WrappedQueue {
      return new Queue(ADOPT, config.base.fromArray(values, first));
    }

    static from(entries: ReadonlyArray<readonly [unknown, unknown?]>): WrappedQueue {
      const queue = new Queue({});
      entries.forEach(([element, priority]) => queue.enqueue(element, priority));
      return queue;
    }
  };
  Object.defineProperty(Queue, 'name', { value: kind });
  if (kind === 'PriorityQueue') Reflect.deleteProperty(Queue, 'from');
  return Queue;
}

/**
 * The three LeetCode priority-queue classes over the given 6.x classes, new ones on every call
 * (a program that changes their prototypes changes only its own).
 * @param bases the exports of @datastructures-js/priority-queue 6.x.
 * @returns classes named `PriorityQueue`, `MinPriorityQueue`, `MaxPriorityQueue`. Their
 *   constructors throw as 6.x does for a bad argument, and with 5.x's messages for a bad
 *   options object or (5.x style) a non-numeric priority.
 */
export function leetCodePriorityQueues(bases: BasePriorityQueues): LeetCodePriorityQueues {
  return {
    PriorityQueue: makeClass('PriorityQueue', bases),
    MinPriorityQueue: makeClass('MinPriorityQueue', bases),
    MaxPriorityQueue: makeClass('MaxPriorityQueue', bases),
  };
}
