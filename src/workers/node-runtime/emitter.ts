/** A minimal Node `EventEmitter`, base of `process`, its streams and readline interfaces. */
import { describeReceived, nodeTypeError } from './errors.ts';
import { inspect } from './inspect.ts';

/** An event listener. */
export type Listener = (...args: unknown[]) => unknown;

/** A minimal Node `EventEmitter`: on/once/off/emit/listeners. An unhandled `'error'` throws. */
export class Emitter {
  private events = new Map<string | symbol, { fn: Listener; once: boolean }[]>();

  on(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, false, false);
  }
  addListener(event: string | symbol, fn: Listener): this {
    return this.on(event, fn);
  }
  prependListener(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, false, true);
  }
  once(event: string | symbol, fn: Listener): this {
    return this.add(event, fn, true, false);
  }
  off(event: string | symbol, fn: Listener): this {
    const list = this.events.get(event);
    if (!list) return this;
    const i = list.findIndex((l) => l.fn === fn);
    if (i >= 0) list.splice(i, 1);
    if (list.length === 0) this.events.delete(event);
    return this;
  }
  removeListener(event: string | symbol, fn: Listener): this {
    return this.off(event, fn);
  }
  removeAllListeners(event?: string | symbol): this {
    if (event === undefined) this.events.clear();
    else this.events.delete(event);
    return this;
  }
  listenerCount(event: string | symbol): number {
    return this.events.get(event)?.length ?? 0;
  }
  listeners(event: string | symbol): Listener[] {
    return (this.events.get(event) ?? []).map((l) => l.fn);
  }
  setMaxListeners(): this {
    return this;
  }
  emit(event: string | symbol, ...args: unknown[]): boolean {
    const list = this.events.get(event);
    if (!list || list.length === 0) {
      if (event === 'error') throw args[0] instanceof Error ? args[0] : new Error(`Unhandled error. (${inspect(args[0])})`);
      return false;
    }
    for (const l of [...list]) {
      if (l.once) this.off(event, l.fn);
      l.fn.apply(this, args);
    }
    return true;
  }
  /** Hook for subclasses: a listener was added. */
  protected listenerAdded(_event: string | symbol): void {}

  private add(event: string | symbol, fn: Listener, once: boolean, prepend: boolean): this {
    if (typeof fn !== 'function') throw nodeTypeError('ERR_INVALID_ARG_TYPE', `The "listener" argument must be of type function. Received ${describeReceived(fn)}`);
    const list = this.events.get(event) ?? [];
    if (prepend) list.unshift({ fn, once });
    else list.push({ fn, once });
    this.events.set(event, list);
    this.listenerAdded(event);
    return this;
  }
}
