/**
 * The offline runner's `util.format` / `util.inspect` against Node's own (these tests run in
 * Node, so the reference is the real `node:util`).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { format, formatWithOptions, inspect } from '../../src/workers/node-runtime/inspect.ts';
import { NodeBuffer } from '../../src/workers/node-runtime.ts';

interface NodeUtil {
  format(...args: unknown[]): string;
  formatWithOptions(options: object, ...args: unknown[]): string;
  inspect(value: unknown, options?: object): string;
}
let nodeUtil: NodeUtil;
beforeAll(async () => {
  const id = 'node:util';
  nodeUtil = (await import(/* @vite-ignore */ id)) as NodeUtil;
});

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

/** Values whose printed form must be byte-identical to Node's. */
function values(): [string, unknown][] {
  const circular: Record<string, unknown> = { name: 'c' };
  circular.self = circular;
  circular.list = [circular, { inner: circular }];
  const sparse: unknown[] = [1];
  sparse[4] = 5;
  const holes: unknown[] = new Array(5);
  holes[2] = 1;
  const withProps = Object.assign([1, 2], { extra: 'x' });
  const nullProto = Object.assign(Object.create(null) as object, { a: 1 });
  const getters = { get g() { return 1; }, set s(_v: number) {}, get gs() { return 2; }, set gs(_v: number) {} };
  return [
    ['numbers', [0, -0, 1.5, -2, 1e21, 1e-7, NaN, Infinity, -Infinity]],
    ['bigint', 12345678901234567890n],
    ['strings', ['plain', "it's", 'say "hi"', 'both \'" and `', 'tab\tnl\nend', 'back\\slash', '\u0001\u007f\u009f', 'é ✓ 🎉', '']],
    ['long string', 'x'.repeat(200)],
    ['long multiline string in object', { text: 'line one of a long text\nline two of a long text\nline three of the text\n' }],
    ['booleans, null, undefined, symbols', [true, false, null, undefined, Symbol('s'), Symbol(), Symbol.iterator]],
    ['empty', [[], {}, new Map(), new Set(), [[]], [{}]]],
    ['nested', { a: { b: { c: { d: { e: 1 } } } }, arr: [[1, [2, [3, [4]]]]] }],
    ['object keys', { simple: 1, 'with-dash': 2, '1': 'one', $dollar: 3, _u: 4, 'a b': 5, [Symbol('k')]: 6, __proto__x: 7 }],
    ['30 numbers (grouped)', Array.from({ length: 30 }, (_, i) => i * i)],
    ['120 numbers (more items)', Array.from({ length: 120 }, (_, i) => i)],
    ['27 short strings (grouped, padEnd)', Array.from({ length: 27 }, (_, i) => String.fromCharCode(97 + (i % 26)).repeat((i % 4) + 1))],
    ['7 mixed', [1, 'two', 3, 'four', 5, 'six', 7]],
    ['words', ['apple', 'banana', 'cherry', 'dates', 'elderberry', 'fig', 'grape', 'honeydew']],
    ['matrix', Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => r * 5 + c))],
    ['big matrix', Array.from({ length: 12 }, (_, r) => Array.from({ length: 12 }, (_, c) => r * c))],
    ['objects in array', Array.from({ length: 8 }, (_, i) => ({ id: i, name: `n${i}` }))],
    ['sparse', sparse],
    ['holes', holes],
    ['array with props', withProps],
    ['Map and Set', [new Map<unknown, unknown>([['a', 1], [{ k: 1 }, [1, 2]]]), new Set([1, 'two', [3]])]],
    ['class instance', [new Point(1, 2), [new Point(3, 4)]]],
    ['null prototype', nullProto],
    ['functions', [function named() {}, () => {}, async function af() {}, function* gen() {}, class Foo {}, class Bar extends Point {}, Math.max]],
    ['function with props', Object.assign(function withProps() {}, { a: 1 })],
    ['circular', circular],
    ['getters/setters', getters],
    ['boxed', [new Number(3), new String('ab'), new Boolean(false)]],
    ['date and regexp', [new Date(0), /re+g/gi, new Date(NaN)]],
    ['typed arrays', [new Uint8Array([1, 2, 3]), new Float64Array([1.5, -2]), new Int32Array(0), new Uint16Array(40)]],
    ['depth limit', { l1: { l2: { l3: { l4: 'deep' } } }, arr: [[[['deep']]]] }],
    ['wide object', Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`key${i}`, i * 1000]))],
    ['nested arrays of strings', [['a', 'b'], ['c', ['d', ['e', ['f']]]]]],
    ['array of maps', [new Map([[1, { a: [1, 2, { b: 3 }] }]])]],
  ];
}

describe('util.inspect parity with Node', () => {
  for (const [name, value] of values()) {
    it(name, () => {
      expect(inspect(value)).toBe(nodeUtil.inspect(value));
    });
  }

  it("prints the runner's Buffer like Node's Buffer", () => {
    const NodeJsBuffer = (globalThis as unknown as { Buffer: { from(s: string): unknown } }).Buffer;
    for (const text of ['hi ✓', '', 'x'.repeat(60)]) {
      expect(inspect(NodeBuffer.from(text))).toBe(nodeUtil.inspect(NodeJsBuffer.from(text)));
      expect(inspect({ b: [NodeBuffer.from(text)] })).toBe(nodeUtil.inspect({ b: [NodeJsBuffer.from(text)] }));
      expect(inspect(Object.assign(NodeBuffer.from(text), { extra: [1] }))).toBe(nodeUtil.inspect(Object.assign(NodeJsBuffer.from(text) as object, { extra: [1] })));
    }
  });

  it('honours depth, breakLength and compact options', () => {
    const v = { a: { b: { c: { d: { e: [1, 2, 3] } } } }, list: Array.from({ length: 10 }, (_, i) => ({ i })) };
    for (const opts of [{ depth: 0 }, { depth: null }, { depth: Infinity }, { breakLength: 40 }, { breakLength: Infinity }, { compact: false }, { compact: 1 }, { depth: 5, breakLength: 120 }]) {
      expect(inspect(v, opts), JSON.stringify(opts)).toBe(nodeUtil.inspect(v, opts));
    }
  });

  it('calls [nodejs.util.inspect.custom]', () => {
    const v = { [Symbol.for('nodejs.util.inspect.custom')]: () => 'CUSTOM', other: 1 };
    expect(inspect([v])).toBe(nodeUtil.inspect([v]));
  });
});

describe('util.format parity with Node', () => {
  const cases: unknown[][] = [
    ['plain'],
    ['%s'],
    ['%%'],
    ['%% %s', 'x'],
    ['%s %s', 'only one'],
    ['%s is %d years, %i days, %f%%', 'Bob', '42', '3.9px', '99.5'],
    ['%d %d %d %d', -0, 10n, '0x10', {}],
    ['%i %i', 12.9, -3.2],
    ['%s', [1, [2, [3]]]],
    ['%s', { a: { b: 1 } }],
    ['%s', { toString: () => 'custom toString' }],
    ['%s', new Date(0)],
    ['%s %s %s', null, undefined, Symbol('q')],
    ['%s', -0],
    ['%j', { a: [1, 'b'] }],
    ['%j', { toJSON: () => 'z' }],
    ['%O', { deep: { er: { and: { deeper: 1 } } } }],
    ['%o', [1, 2]],
    ['%c styled', 'color: red', 'extra', { z: 1 }],
    ['%x unknown %s', 'a'],
    ['trailing %'],
    ['trailing %', 1],
    [1, 'two', [3], { four: 4 }],
    [],
    ['a', 'b', 'c'],
    ['%s:%s', 'k', 'v', 'rest', 1, null],
  ];
  for (const args of cases) {
    it(JSON.stringify(args, (_k, v: unknown) => (typeof v === 'bigint' ? `${v}n` : typeof v === 'symbol' ? String(v) : v)) ?? 'no args', () => {
      expect(format(...args)).toBe(nodeUtil.format(...args));
    });
  }

  it('formatWithOptions honours its inspect options', () => {
    const v = { a: { b: { c: 1 } }, list: [1, 2, 3] };
    for (const opts of [{ depth: 0 }, { breakLength: 10 }, { compact: false }]) {
      expect(formatWithOptions(opts, 'v=%o and', v, v), JSON.stringify(opts)).toBe(nodeUtil.formatWithOptions(opts, 'v=%o and', v, v));
    }
  });

  it('prints circular structures with %j as [Circular]', () => {
    const c: Record<string, unknown> = {};
    c.c = c;
    expect(format('%j', c)).toBe(nodeUtil.format('%j', c));
  });
});
