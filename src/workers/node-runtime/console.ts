/**
 * The run's `console`: `log`/`info`/`debug`/`dir` to stdout, `error`/`warn`/`trace`/`assert` to
 * stderr, formatted by Node's `util.format`; `count*`, `time*` and `group*` keep their state per run.
 */
import { format, inspect, type InspectOptions } from './inspect.ts';

type Write = (text: string) => void;
type ConsoleObject = Record<string, (...args: unknown[]) => unknown>;

/** `1.234ms` / `1.500s`, as `console.timeEnd` prints a duration in milliseconds. */
function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(3)}s`;
  return `${Number(ms.toFixed(3))}ms`;
}

/** `console.count`, `countReset`, `time`, `timeLog`, `timeEnd` with their labels' state. */
function counterMethods(print: (write: Write, args: unknown[]) => void, out: Write, now: () => number): ConsoleObject {
  const counts = new Map<string, number>();
  const timeLabels = new Map<string, number>();
  return {
    count: (label = 'default') => {
      const key = String(label);
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      print(out, [`${key}: ${n}`]);
    },
    countReset: (label = 'default') => void counts.delete(String(label)),
    time: (label = 'default') => void timeLabels.set(String(label), now()),
    timeLog: (label = 'default', ...a) => {
      const t = timeLabels.get(String(label));
      if (t !== undefined) print(out, [`${String(label)}: ${formatMs(now() - t)}`, ...a]);
    },
    timeEnd: (label = 'default') => {
      const t = timeLabels.get(String(label));
      if (t !== undefined) {
        timeLabels.delete(String(label));
        print(out, [`${String(label)}: ${formatMs(now() - t)}`]);
      }
    },
  };
}

/**
 * A `console` writing to `out` (stdout) and `err` (stderr); `now` is the host clock in ms
 * (for `console.time`).
 */
export function createConsole(out: Write, err: Write, now: () => number): ConsoleObject {
  let groupIndent = '';
  const print = (write: Write, args: unknown[]) => {
    let text = format(...args);
    if (groupIndent) text = groupIndent + text.replaceAll('\n', `\n${groupIndent}`);
    write(`${text}\n`);
  };
  const group = (...a: unknown[]) => {
    if (a.length) print(out, a);
    groupIndent += '  ';
  };
  return {
    log: (...a) => print(out, a),
    info: (...a) => print(out, a),
    debug: (...a) => print(out, a),
    error: (...a) => print(err, a),
    warn: (...a) => print(err, a),
    trace: (...a) => print(err, [`Trace${a.length ? `: ${format(...a)}` : ''}`]),
    dir: (v, opts) => print(out, [inspect(v, (opts ?? {}) as InspectOptions)]),
    dirxml: (...a) => print(out, a),
    table: (...a) => print(out, a),
    assert: (cond, ...a) => {
      if (!cond) print(err, a.length ? [`Assertion failed: ${format(...a)}`] : ['Assertion failed']);
    },
    ...counterMethods(print, out, now),
    group,
    groupCollapsed: (...a) => group(...a),
    groupEnd: () => {
      groupIndent = groupIndent.slice(0, -2);
    },
    clear: () => undefined,
    profile: () => undefined,
    profileEnd: () => undefined,
    timeStamp: () => undefined,
  };
}
