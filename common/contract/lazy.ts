/**
 * Schemas built on first use. Building a zod schema is work done when its module is evaluated
 * (every `z.object(…)`, `z.string()`, `.check(…)` makes instances and runs their initialisers), and
 * the PWA's entry evaluates every contract module it imports before its first render: about 8 ms of
 * a low-end phone's main thread for schemas most visits never use, in the task that blocks the most.
 * {@link lazySchema} defers that work to the first time a schema is used (a parse, or a schema built
 * from it), for the server and the PWA alike.
 */

/**
 * A stand-in for the value `build` returns, built on its first use and then shared: a `Proxy` whose
 * traps forward every read (`get`, `has`, own keys and descriptors, the prototype, so `instanceof`
 * and zod's own checks see the built schema) and write to it. Getters run on the built value; a
 * method called through the proxy gets the proxy as `this`, which forwards every read in turn.
 * @param build makes the schema (called at most once; called again only if it threw)
 * @returns a value typed and behaving as `build()`'s, built when first touched
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const real = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // Reported as configurable: the stand-in's own (empty) target has none of these properties, and a
    // proxy may not report a non-configurable property its target lacks.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
