/**
 * A subset of Node's `util.format` and `util.inspect` (Node 20, colours off), so that
 * `console.log` in the offline JavaScript runner prints what `node` prints on the judge.
 *
 * Pure and environment-neutral: runs in a Web Worker and in Node (unit tests compare it
 * with the real `node:util`).
 *
 * Faithful for: primitives (`-0`, bigint, symbols), strings (Node's quote choice and
 * escapes, long strings split on newlines), arrays (holes, `... n more items`, Node's
 * column grouping of more than 6 entries), plain objects and class instances (key quoting,
 * symbol keys, getters), null-prototype objects, `Map`, `Set`, typed arrays, the runner's
 * `Buffer`, functions and classes, boxed primitives, `Date`, `RegExp`, circular references
 * (`<ref *1>` / `[Circular *1]`), `depth` (default 2), line breaking at `breakLength` 80 with
 * `compact` 3, and `[nodejs.util.inspect.custom]`.
 *
 * Approximate: `Error` objects (the browser's stack frames differ from Node's anyway),
 * `%o` (`showHidden` only adds `[length]` to arrays), `Promise` (its state cannot be read
 * outside V8's internals, so it prints `Promise { <unknown> }`), proxies (inspected as their
 * target would be), `compact: true` (treated as 3), `sorted`, `getters`, `numericSeparator`.
 */

/** Options of {@link inspect}; the defaults are Node's `util.inspect.defaultOptions`. */
export interface InspectOptions {
  /** Levels of nesting shown; deeper objects print as `[Object]`. `null` or `Infinity`: unlimited. Default 2. */
  depth?: number | null;
  /** Line width used to decide on single-line output. Default 80. */
  breakLength?: number;
  /** Number of innermost levels combined on one line; `false` puts every entry on its own line. Default 3. */
  compact?: number | boolean;
  /** Show non-enumerable properties (approximated: arrays get `[length]`). Default false. */
  showHidden?: boolean;
  /** Entries of arrays, sets and maps shown before `... n more items`. Default 100. */
  maxArrayLength?: number;
  /** Characters of a string shown before `... n more characters`. Default 10000. */
  maxStringLength?: number;
  /** Call `[Symbol.for('nodejs.util.inspect.custom')]` methods. Default true. */
  customInspect?: boolean;
}

interface Ctx {
  depth: number;
  breakLength: number;
  compact: number | false;
  showHidden: boolean;
  maxArrayLength: number;
  maxStringLength: number;
  customInspect: boolean;
  indentationLvl: number;
  currentDepth: number;
  seen: unknown[];
  circular: Map<unknown, number> | undefined;
  budget: Record<number, number>;
}

/** `Symbol.for('nodejs.util.inspect.custom')`, the key of custom inspect methods. */
export const inspectCustom: unique symbol = Symbol.for('nodejs.util.inspect.custom') as never;

/** Marks the runner's `Buffer` class so that buffers print as `<Buffer 61 62>`. */
export const BUFFER_MARK: unique symbol = Symbol.for('pocket-judge.buffer') as never;

const kObjectType = 0;
const kArrayType = 1;
const kArrayExtrasType = 2;
const kMinLineWidth = 16;

const keyStrRegExp = /^[a-zA-Z_][a-zA-Z_0-9]*$/;
// eslint-disable-next-line no-control-regex
const strEscapeSequencesRegExp = /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const strEscapeSequencesReplacer = /[\x00-\x1f\x27\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const strEscapeSequencesRegExpSingle = /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex
const strEscapeSequencesReplacerSingle = /[\x00-\x1f\x5c\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Node's escape table for code units 0x00–0x9f. */
const meta: string[] = (() => {
  const m: string[] = [];
  for (let i = 0; i < 0xa0; i++) {
    if (i < 0x20 || (i >= 0x7f && i <= 0x9f)) m[i] = `\\x${i.toString(16).toUpperCase().padStart(2, '0')}`;
    else m[i] = '';
  }
  m[8] = '\\b';
  m[9] = '\\t';
  m[10] = '\\n';
  m[12] = '\\f';
  m[13] = '\\r';
  m[39] = "\\'";
  m[92] = '\\\\';
  return m;
})();

function escapeFn(str: string): string {
  const code = str.charCodeAt(0);
  return code < meta.length ? meta[code]! : `\\u${code.toString(16)}`;
}

/** Quotes and escapes a string like Node: single quotes unless the text holds one. */
function strEscape(str: string): string {
  let escapeTest = strEscapeSequencesRegExp;
  let escapeReplace = strEscapeSequencesReplacer;
  let singleQuote = 39;
  if (str.includes("'")) {
    if (!str.includes('"')) singleQuote = -2;
    else if (!str.includes('`') && !str.includes('${')) singleQuote = -1;
    if (singleQuote !== 39) {
      escapeTest = strEscapeSequencesRegExpSingle;
      escapeReplace = strEscapeSequencesReplacerSingle;
    }
  }
  const quote = singleQuote === -2 ? '"' : singleQuote === -1 ? '`' : "'";
  if (str.length < 5000 && !escapeTest.test(str)) return quote + str + quote;
  if (str.length > 100) {
    return quote + str.replace(escapeReplace, escapeFn) + quote;
  }
  let result = '';
  let last = 0;
  for (let i = 0; i < str.length; i++) {
    const point = str.charCodeAt(i);
    if (point === singleQuote || point === 92 || point < 32 || (point > 126 && point < 160)) {
      if (last === i) result += meta[point];
      else result += `${str.slice(last, i)}${meta[point]}`;
      last = i + 1;
    } else if (point >= 0xd800 && point <= 0xdfff) {
      if (point <= 0xdbff && i + 1 < str.length) {
        const next = str.charCodeAt(i + 1);
        if (next >= 0xdc00 && next <= 0xdfff) {
          i++;
          continue;
        }
      }
      result += `${str.slice(last, i)}\\u${point.toString(16)}`;
      last = i + 1;
    }
  }
  if (last !== str.length) result += str.slice(last);
  return quote + result + quote;
}

function formatNumber(n: number): string {
  return Object.is(n, -0) ? '-0' : `${n}`;
}

function formatPrimitive(value: unknown, ctx: Ctx): string {
  switch (typeof value) {
    case 'string': {
      let v = value;
      let trailer = '';
      if (v.length > ctx.maxStringLength) {
        const remaining = v.length - ctx.maxStringLength;
        v = v.slice(0, ctx.maxStringLength);
        trailer = `... ${remaining} more character${remaining > 1 ? 's' : ''}`;
      }
      if (v.length > kMinLineWidth && v.length > ctx.breakLength - ctx.indentationLvl - 4) {
        return (
          v
            .split(/(?<=\n)/)
            .map((line) => strEscape(line))
            .join(` +\n${' '.repeat(ctx.indentationLvl + 2)}`) + trailer
        );
      }
      return strEscape(v) + trailer;
    }
    case 'number':
      return formatNumber(value);
    case 'bigint':
      return `${value}n`;
    case 'boolean':
      return `${value}`;
    case 'undefined':
      return 'undefined';
    case 'symbol':
      return value.toString();
    default:
      return String(value);
  }
}

type Obj = Record<PropertyKey, unknown>;

function getConstructorName(obj: object): string | null {
  let o: object | null = obj;
  while (o !== null) {
    const d = Object.getOwnPropertyDescriptor(o, 'constructor');
    if (d !== undefined && typeof d.value === 'function' && d.value.name !== '') return d.value.name as string;
    o = Object.getPrototypeOf(o) as object | null;
  }
  return null;
}

function getPrefix(constructor: string | null, tag: string, fallback: string, size = ''): string {
  if (constructor === null) {
    if (tag !== '' && fallback !== tag) return `[${fallback}${size}: null prototype] [${tag}] `;
    return `[${fallback}${size}: null prototype] `;
  }
  if (tag !== '' && constructor !== tag) return `${constructor}${size} [${tag}] `;
  return `${constructor}${size} `;
}

function getKeys(value: object, showHidden: boolean): PropertyKey[] {
  const symbols = Object.getOwnPropertySymbols(value);
  if (showHidden) return [...Object.getOwnPropertyNames(value), ...symbols];
  const keys: PropertyKey[] = Object.keys(value);
  for (const s of symbols) if (Object.prototype.propertyIsEnumerable.call(value, s)) keys.push(s);
  return keys;
}

function isIndex(key: string, length: number): boolean {
  if (!/^(?:0|[1-9]\d*)$/.test(key)) return false;
  const n = Number(key);
  return n < length && n < 2 ** 32 - 1;
}

function getNonIndexKeys(value: { length: number }, showHidden: boolean): PropertyKey[] {
  return getKeys(value, showHidden).filter((k) => typeof k === 'symbol' || (!isIndex(k as string, value.length) && !(showHidden && k === 'length')));
}

function isTypedArray(v: unknown): v is ArrayLike<number | bigint> & ArrayBufferView {
  return ArrayBuffer.isView(v) && !(v instanceof DataView);
}

function isError(v: unknown): v is Error {
  return v instanceof Error || Object.prototype.toString.call(v) === '[object Error]';
}

function getFunctionBase(value: (...a: unknown[]) => unknown, constructor: string | null, tag: string): string {
  let stringified = '';
  try {
    stringified = Function.prototype.toString.call(value);
  } catch {
    /* revoked proxy etc. */
  }
  if (stringified.startsWith('class') && stringified.endsWith('}')) {
    const slice = stringified.slice(5, -1);
    const bracketIndex = slice.indexOf('{');
    if (bracketIndex !== -1 && (!slice.slice(0, bracketIndex).includes('(') || /^\s*(?:extends|\{)/.test(slice.replace(/(\/\/.*?\n)|(\/\*(.|\n)*?\*\/)/g, '')))) {
      let base = `[class ${value.name || '(anonymous)'}`;
      if (constructor !== 'Function' && constructor !== null) base += ` [${constructor}]`;
      if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
      const superclass = Object.getPrototypeOf(value) as { name?: string } | null;
      if (superclass && superclass.name) base += ` extends ${superclass.name}`;
      return `${base}]`;
    }
  }
  let type = 'Function';
  const ctorName = getConstructorName(value);
  if (ctorName === 'GeneratorFunction' || ctorName === 'AsyncGeneratorFunction') type = `Generator${type}`;
  if (ctorName === 'AsyncFunction' || ctorName === 'AsyncGeneratorFunction') type = `Async${type}`;
  let base = `[${type}`;
  if (constructor === null) base += ' (null prototype)';
  if (value.name === '') base += ' (anonymous)';
  else base += `: ${value.name}`;
  base += ']';
  if (constructor !== type && constructor !== null) base += ` ${constructor}`;
  if (tag !== '' && constructor !== tag) base += ` [${tag}]`;
  return base;
}

function formatError(err: Error, ctx: Ctx): string {
  let stack = '';
  try {
    stack = typeof err.stack === 'string' && err.stack !== '' ? err.stack : `[${Error.prototype.toString.call(err)}]`;
  } catch {
    stack = '[Error]';
  }
  if (ctx.indentationLvl !== 0) {
    const indentation = ' '.repeat(ctx.indentationLvl);
    stack = stack.split('\n').join(`\n${indentation}`);
  }
  return stack;
}

function formatBuffer(value: Uint8Array, ctx: Ctx): string {
  const max = 50;
  let str = '';
  const shown = Math.min(max, value.length);
  for (let i = 0; i < shown; i++) str += `${i === 0 ? '' : ' '}${value[i]!.toString(16).padStart(2, '0')}`;
  const remaining = value.length - max;
  if (remaining > 0) str += ` ... ${remaining} more byte${remaining > 1 ? 's' : ''}`;
  void ctx;
  return `<Buffer ${str}>`;
}

function remainingText(remaining: number): string {
  return `... ${remaining} more item${remaining > 1 ? 's' : ''}`;
}

function formatValue(ctx: Ctx, value: unknown, recurseTimes: number, typedArray?: boolean): string {
  if (typeof value !== 'object' && typeof value !== 'function') return formatPrimitive(value, ctx);
  if (value === null) return 'null';

  if (ctx.customInspect) {
    let maybeCustom: unknown;
    try {
      maybeCustom = (value as Obj)[inspectCustom];
    } catch {
      maybeCustom = undefined;
    }
    if (typeof maybeCustom === 'function' && maybeCustom !== inspect) {
      const depth = ctx.depth === Infinity ? Infinity : ctx.depth - recurseTimes;
      const ret: unknown = (maybeCustom as (...a: unknown[]) => unknown).call(value, depth, optionsOf(ctx), inspect);
      if (ret !== value) {
        if (typeof ret !== 'string') return formatValue(ctx, ret, recurseTimes);
        return ret.replaceAll('\n', `\n${' '.repeat(ctx.indentationLvl)}`);
      }
    }
  }

  if (ctx.seen.includes(value)) {
    let index = 1;
    if (ctx.circular === undefined) {
      ctx.circular = new Map();
      ctx.circular.set(value, index);
    } else {
      const existing = ctx.circular.get(value);
      if (existing === undefined) {
        index = ctx.circular.size + 1;
        ctx.circular.set(value, index);
      } else {
        index = existing;
      }
    }
    return `[Circular *${index}]`;
  }
  return formatRaw(ctx, value, recurseTimes, typedArray);
}

function optionsOf(ctx: Ctx): InspectOptions {
  return {
    depth: ctx.depth,
    breakLength: ctx.breakLength,
    compact: ctx.compact,
    showHidden: ctx.showHidden,
    maxArrayLength: ctx.maxArrayLength,
    maxStringLength: ctx.maxStringLength,
    customInspect: ctx.customInspect,
  };
}

type Formatter = (ctx: Ctx, value: unknown, recurseTimes: number) => string[];

function formatRaw(ctx: Ctx, value: object, recurseTimes: number, typedArray?: boolean): string {
  let keys: PropertyKey[] = [];
  const constructor = getConstructorName(value);
  let tag = '';
  try {
    const t = (value as Obj)[Symbol.toStringTag];
    if (typeof t === 'string' && t !== '' && (ctx.showHidden ? Object.prototype.hasOwnProperty.call(value, Symbol.toStringTag) : true) && t !== constructor) tag = t;
  } catch {
    /* getter threw */
  }
  let base = '';
  let formatter: Formatter = () => [];
  let braces: [string, string];
  let noIterator = true;
  let extrasType = kObjectType;

  if (Array.isArray(value)) {
    noIterator = false;
    const prefix = constructor !== 'Array' || tag !== '' ? getPrefix(constructor, tag, 'Array', `(${value.length})`) : '';
    keys = getNonIndexKeys(value, ctx.showHidden);
    braces = [`${prefix}[`, ']'];
    if (value.length === 0 && keys.length === 0 && !ctx.showHidden) return `${braces[0]}]`;
    extrasType = kArrayExtrasType;
    formatter = (c, v, r) => formatArray(c, v as unknown[], r);
  } else if (value instanceof Set) {
    noIterator = false;
    const size = value.size;
    const prefix = getPrefix(constructor, tag, 'Set', `(${size})`);
    keys = getKeys(value, ctx.showHidden);
    formatter = (c, v, r) => formatSet(c, v as Set<unknown>, r);
    if (size === 0 && keys.length === 0) return `${prefix}{}`;
    braces = [`${prefix}{`, '}'];
  } else if (value instanceof Map) {
    noIterator = false;
    const size = value.size;
    const prefix = getPrefix(constructor, tag, 'Map', `(${size})`);
    keys = getKeys(value, ctx.showHidden);
    formatter = (c, v, r) => formatMap(c, v as Map<unknown, unknown>, r);
    if (size === 0 && keys.length === 0) return `${prefix}{}`;
    braces = [`${prefix}{`, '}'];
  } else if (isTypedArray(value)) {
    noIterator = false;
    if ((value as unknown as Obj)[BUFFER_MARK] === true) {
      keys = [];
      return formatBuffer(value as unknown as Uint8Array, ctx);
    }
    keys = getNonIndexKeys(value, ctx.showHidden);
    const size = value.length;
    const fallback = Object.prototype.toString.call(value).slice(8, -1);
    const prefix = getPrefix(constructor, tag, fallback, `(${size})`);
    braces = [`${prefix}[`, ']'];
    if (value.length === 0 && keys.length === 0 && !ctx.showHidden) return `${braces[0]}]`;
    formatter = (c, v, r) => formatTypedArray(c, v as ArrayLike<number | bigint>, r);
    extrasType = kArrayExtrasType;
  }
  if (noIterator) {
    keys = getKeys(value, ctx.showHidden);
    braces = ['{', '}'];
    if (constructor === 'Object' && Object.prototype.toString.call(value) === '[object Arguments]') {
      braces[0] = '[Arguments] [';
      braces[1] = ']';
      extrasType = kArrayExtrasType;
      keys = getNonIndexKeys(value as unknown as { length: number }, ctx.showHidden).filter((k) => k !== 'length' && k !== 'callee');
      formatter = (c, v, r) => formatArray(c, Array.prototype.slice.call(v) as unknown[], r);
      if ((value as unknown as { length: number }).length === 0 && keys.length === 0) return '[Arguments] []';
    } else if (constructor === 'Object') {
      if (tag !== '') braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
      if (keys.length === 0) return `${braces[0]}}`;
    } else if (typeof value === 'function') {
      base = getFunctionBase(value as (...a: unknown[]) => unknown, constructor, tag);
      keys = keys.filter((k) => k !== 'prototype' || ctx.showHidden);
      if (keys.length === 0) return base;
    } else if (value instanceof RegExp) {
      base = RegExp.prototype.toString.call(value);
      const prefix = getPrefix(constructor, tag, 'RegExp');
      if (prefix !== 'RegExp ') base = `${prefix}${base}`;
      keys = keys.filter((k) => k !== 'lastIndex');
      if (keys.length === 0) return base;
    } else if (value instanceof Date) {
      base = Number.isNaN(value.getTime()) ? Date.prototype.toString.call(value) : Date.prototype.toISOString.call(value);
      const prefix = getPrefix(constructor, tag, 'Date');
      if (prefix !== 'Date ') base = `${prefix}${base}`;
      if (keys.length === 0) return base;
    } else if (isError(value)) {
      base = formatError(value, ctx);
      keys = keys.filter((k) => k !== 'stack' && k !== 'message');
      if (keys.length === 0) return base;
    } else if (value instanceof Promise) {
      braces[0] = `${getPrefix(constructor, tag, 'Promise')}{`;
      formatter = () => ['<unknown>'];
    } else if (value instanceof WeakSet || value instanceof WeakMap) {
      braces[0] = `${getPrefix(constructor, tag, value instanceof WeakSet ? 'WeakSet' : 'WeakMap')}{`;
      formatter = () => ['<items unknown>'];
    } else if (value instanceof Number || value instanceof String || value instanceof Boolean || value instanceof BigInt || value instanceof Symbol) {
      let type: string;
      let prim: unknown;
      if (value instanceof Number) [type, prim] = ['Number', Number.prototype.valueOf.call(value)];
      else if (value instanceof String) {
        [type, prim] = ['String', String.prototype.valueOf.call(value)];
        keys = keys.filter((k) => typeof k === 'symbol' || !isIndex(String(k), (prim as string).length));
      } else if (value instanceof Boolean) [type, prim] = ['Boolean', Boolean.prototype.valueOf.call(value)];
      else if (value instanceof BigInt) [type, prim] = ['BigInt', BigInt.prototype.valueOf.call(value)];
      else [type, prim] = ['Symbol', Symbol.prototype.valueOf.call(value)];
      base = `[${type}`;
      if (type !== constructor) base += constructor === null ? ' (null prototype)' : ` (${constructor})`;
      base += `: ${formatPrimitive(prim, { ...ctx, compact: 3 })}]`;
      if (tag !== '' && tag !== constructor) base += ` [${tag}]`;
      if (keys.length === 0) return base;
    } else if (value instanceof ArrayBuffer) {
      const bytes = new Uint8Array(value);
      let hex = '';
      for (let i = 0; i < Math.min(50, bytes.length); i++) hex += `${i === 0 ? '' : ' '}${bytes[i]!.toString(16).padStart(2, '0')}`;
      if (bytes.length > 50) hex += ` ... ${bytes.length - 50} more byte${bytes.length - 50 > 1 ? 's' : ''}`;
      braces[0] = `${getPrefix(constructor, tag, 'ArrayBuffer')}{`;
      formatter = () => [`[Uint8Contents]: <${hex}>`, `byteLength: ${formatNumber(value.byteLength)}`];
    } else {
      if (keys.length === 0) return `${getPrefix(constructor, tag, 'Object')}{}`;
      braces[0] = `${getPrefix(constructor, tag, 'Object')}{`;
    }
  }

  if (recurseTimes > ctx.depth) {
    let constructorName = getPrefix(constructor, tag, 'Object').slice(0, -1);
    if (Array.isArray(value)) constructorName = getPrefix(constructor, tag, 'Array').slice(0, -1);
    if (constructor !== null) constructorName = `[${constructorName}]`;
    return constructorName;
  }
  recurseTimes += 1;
  ctx.seen.push(value);
  ctx.currentDepth = recurseTimes;
  const output = formatter(ctx, value, recurseTimes);
  if (ctx.showHidden && Array.isArray(value)) output.push(`[length]: ${formatNumber(value.length)}`);
  for (const key of keys) output.push(formatProperty(ctx, value as Obj, recurseTimes, key, extrasType));
  if (ctx.circular !== undefined) {
    const index = ctx.circular.get(value);
    if (index !== undefined) {
      const reference = `<ref *${index}>`;
      base = base === '' ? reference : `${reference} ${base}`;
    }
  }
  ctx.seen.pop();
  void typedArray;
  const res = reduceToSingleString(ctx, output, base, braces!, extrasType, recurseTimes, value);
  const budget = ctx.budget[ctx.indentationLvl] ?? 0;
  const newLength = budget + res.length;
  ctx.budget[ctx.indentationLvl] = newLength;
  if (newLength > 2 ** 27) ctx.depth = -1;
  return res;
}

function formatArray(ctx: Ctx, value: unknown[], recurseTimes: number): string[] {
  const valLen = value.length;
  const len = Math.min(Math.max(0, ctx.maxArrayLength), valLen);
  const remaining = valLen - len;
  const output: string[] = [];
  for (let i = 0; i < len; i++) {
    if (!Object.prototype.hasOwnProperty.call(value, i)) return formatSpecialArray(ctx, value, recurseTimes, len, output, i);
    output.push(formatProperty(ctx, value as unknown as Obj, recurseTimes, i, kArrayType));
  }
  if (remaining > 0) output.push(remainingText(remaining));
  return output;
}

/** Arrays with holes: consecutive holes print as `<n empty items>`. */
function formatSpecialArray(ctx: Ctx, value: unknown[], recurseTimes: number, maxLength: number, output: string[], i: number): string[] {
  const keys = Object.keys(value);
  let index = i;
  for (; i < keys.length && output.length < maxLength; i++) {
    const key = keys[i]!;
    const tmp = Number(key);
    if (!isIndex(key, value.length)) break;
    if (tmp !== index) {
      const emptyItems = tmp - index;
      output.push(`<${emptyItems} empty item${emptyItems > 1 ? 's' : ''}>`);
      index = tmp;
      if (output.length === maxLength) break;
    }
    output.push(formatProperty(ctx, value as unknown as Obj, recurseTimes, key, kArrayType));
    index++;
  }
  const remaining = value.length - index;
  if (output.length !== maxLength) {
    if (remaining > 0) {
      output.push(`<${remaining} empty item${remaining > 1 ? 's' : ''}>`);
    }
  } else if (remaining > 0) {
    output.push(remainingText(remaining));
  }
  return output;
}

function formatTypedArray(ctx: Ctx, value: ArrayLike<number | bigint>, recurseTimes: number): string[] {
  const length = value.length;
  const maxLength = Math.min(Math.max(0, ctx.maxArrayLength), length);
  const remaining = length - maxLength;
  const output: string[] = [];
  for (let i = 0; i < maxLength; ++i) output.push(formatPrimitive(value[i], ctx));
  if (remaining > 0) output.push(remainingText(remaining));
  void recurseTimes;
  return output;
}

/** The entries of a Set or Map, at most `ctx.maxArrayLength` of them, then "... N more items". */
function formatEntries<T>(ctx: Ctx, entries: Iterable<T>, size: number, format: (entry: T) => string): string[] {
  const maxLength = Math.min(Math.max(0, ctx.maxArrayLength), size);
  const remaining = size - maxLength;
  const output: string[] = [];
  ctx.indentationLvl += 2;
  let i = 0;
  for (const entry of entries) {
    if (i >= maxLength) break;
    output.push(format(entry));
    i++;
  }
  if (remaining > 0) output.push(remainingText(remaining));
  ctx.indentationLvl -= 2;
  return output;
}

function formatSet(ctx: Ctx, value: Set<unknown>, recurseTimes: number): string[] {
  return formatEntries(ctx, value, value.size, (v) => formatValue(ctx, v, recurseTimes));
}

function formatMap(ctx: Ctx, value: Map<unknown, unknown>, recurseTimes: number): string[] {
  return formatEntries(ctx, value, value.size, ([k, v]) => `${formatValue(ctx, k, recurseTimes)} => ${formatValue(ctx, v, recurseTimes)}`);
}

function formatProperty(ctx: Ctx, value: Obj, recurseTimes: number, key: PropertyKey, type: number): string {
  let name: string;
  let str: string;
  const extra = ' ';
  const desc: PropertyDescriptor = Object.getOwnPropertyDescriptor(value, key) ?? { value: value[key], enumerable: true };
  if (desc.value !== undefined) {
    ctx.indentationLvl += 2;
    str = formatValue(ctx, desc.value, recurseTimes);
    ctx.indentationLvl -= 2;
  } else if (desc.get !== undefined) {
    str = desc.set !== undefined ? '[Getter/Setter]' : '[Getter]';
  } else if (desc.set !== undefined) {
    str = '[Setter]';
  } else {
    str = 'undefined';
  }
  if (type === kArrayType) return str;
  if (typeof key === 'symbol') {
    name = `[${key.toString().replace(strEscapeSequencesReplacer, escapeFn)}]`;
  } else if (key === '__proto__') {
    name = "['__proto__']";
  } else if (desc.enumerable === false) {
    name = `[${String(key).replace(strEscapeSequencesReplacer, escapeFn)}]`;
  } else if (keyStrRegExp.test(String(key))) {
    name = String(key);
  } else {
    name = strEscape(String(key));
  }
  return `${name}:${extra}${str}`;
}

function isBelowBreakLength(ctx: Ctx, output: string[], start: number, base: string): boolean {
  let totalLength = output.length + start;
  if (totalLength + output.length > ctx.breakLength) return false;
  for (const entry of output) {
    totalLength += entry.length;
    if (totalLength > ctx.breakLength) return false;
  }
  return base === '' || !base.includes('\n');
}

function groupArrayElements(ctx: Ctx, output: string[], value: unknown): string[] {
  let totalLength = 0;
  let maxLength = 0;
  let i = 0;
  let outputLength = output.length;
  if (ctx.maxArrayLength < output.length) outputLength--;
  const separatorSpace = 2;
  const dataLen = new Array<number>(outputLength);
  for (; i < outputLength; i++) {
    const len = output[i]!.length;
    dataLen[i] = len;
    totalLength += len + separatorSpace;
    if (maxLength < len) maxLength = len;
  }
  const actualMax = maxLength + separatorSpace;
  if (actualMax * 3 + ctx.indentationLvl < ctx.breakLength && (totalLength / actualMax > 5 || maxLength <= 6)) {
    const approxCharHeights = 2.5;
    const averageBias = Math.sqrt(actualMax - totalLength / output.length);
    const biasedMax = Math.max(actualMax - 3 - averageBias, 1);
    const columns = Math.min(
      Math.round(Math.sqrt(approxCharHeights * biasedMax * outputLength) / biasedMax),
      Math.floor((ctx.breakLength - ctx.indentationLvl) / actualMax),
      (ctx.compact as number) * 4,
      15,
    );
    if (columns <= 1) return output;
    const tmp: string[] = [];
    const maxLineLength: number[] = [];
    for (let c = 0; c < columns; c++) {
      let lineLength = 0;
      for (let j = c; j < output.length; j += columns) {
        if (dataLen[j]! > lineLength) lineLength = dataLen[j]!;
      }
      maxLineLength.push(lineLength + separatorSpace);
    }
    let padStart = true;
    if (value !== undefined) {
      const arr = value as ArrayLike<unknown>;
      for (let k = 0; k < output.length; k++) {
        if (typeof arr[k] !== 'number' && typeof arr[k] !== 'bigint') {
          padStart = false;
          break;
        }
      }
    }
    for (let r = 0; r < outputLength; r += columns) {
      const max = Math.min(r + columns, outputLength);
      let str = '';
      let j = r;
      for (; j < max - 1; j++) {
        const padding = maxLineLength[j - r]! + output[j]!.length - dataLen[j]!;
        str += padStart ? `${output[j]}, `.padStart(padding, ' ') : `${output[j]}, `.padEnd(padding, ' ');
      }
      if (padStart) {
        const padding = maxLineLength[j - r]! + output[j]!.length - dataLen[j]! - separatorSpace;
        str += output[j]!.padStart(padding, ' ');
      } else {
        str += output[j];
      }
      tmp.push(str);
    }
    if (ctx.maxArrayLength < output.length) tmp.push(output[outputLength]!);
    return tmp;
  }
  return output;
}

function reduceToSingleString(ctx: Ctx, output: string[], base: string, braces: [string, string], extrasType: number, recurseTimes: number, value: unknown): string {
  if (ctx.compact !== false) {
    const entries = output.length;
    if (extrasType === kArrayExtrasType && entries > 6) output = groupArrayElements(ctx, output, value);
    if (ctx.currentDepth - recurseTimes < ctx.compact && entries === output.length) {
      const start = output.length + ctx.indentationLvl + braces[0].length + base.length + 10;
      if (isBelowBreakLength(ctx, output, start, base)) {
        const joinedOutput = output.join(', ');
        if (!joinedOutput.includes('\n')) {
          return `${base ? `${base} ` : ''}${braces[0]} ${joinedOutput} ${braces[1]}`;
        }
      }
    }
  }
  const indentation = `\n${' '.repeat(ctx.indentationLvl)}`;
  return `${base ? `${base} ` : ''}${braces[0]}${indentation}  ${output.join(`,${indentation}  `)}${indentation}${braces[1]}`;
}

/**
 * Node's `util.inspect(value, options)` with colours off.
 * Also accepts Node's legacy signature `inspect(value, showHidden, depth)`.
 * @returns the printed representation (strings come back quoted).
 */
export function inspect(value: unknown, options?: InspectOptions | boolean, legacyDepth?: number | null): string {
  let opts: InspectOptions = {};
  if (typeof options === 'object' && options !== null) opts = options;
  else if (typeof options === 'boolean') opts = { showHidden: options, ...(legacyDepth !== undefined ? { depth: legacyDepth } : {}) };
  const compact = opts.compact === undefined || opts.compact === true ? 3 : opts.compact === false ? false : opts.compact;
  const ctx: Ctx = {
    depth: opts.depth === undefined ? 2 : opts.depth === null ? Infinity : opts.depth,
    breakLength: opts.breakLength ?? 80,
    compact,
    showHidden: opts.showHidden ?? false,
    maxArrayLength: opts.maxArrayLength ?? 100,
    maxStringLength: opts.maxStringLength ?? 10000,
    customInspect: opts.customInspect ?? true,
    indentationLvl: 0,
    currentDepth: 0,
    seen: [],
    circular: undefined,
    budget: {},
  };
  return formatValue(ctx, value, 0);
}
inspect.custom = inspectCustom;

/** Node's `hasBuiltInToString`: true unless the object has a user-defined `toString`. */
function hasBuiltInToString(value: object): boolean {
  const v = value as Obj;
  if (typeof v.toString !== 'function') return true;
  if (Object.prototype.hasOwnProperty.call(v, 'toString')) return false;
  let pointer: object | null = value;
  do {
    pointer = Object.getPrototypeOf(pointer) as object | null;
  } while (pointer !== null && !Object.prototype.hasOwnProperty.call(pointer, 'toString'));
  if (pointer === null) return true;
  const descriptor = Object.getOwnPropertyDescriptor(pointer, 'constructor');
  return descriptor !== undefined && typeof descriptor.value === 'function' && BUILT_IN_NAMES.has((descriptor.value as { name: string }).name);
}

const BUILT_IN_NAMES = new Set(
  Object.getOwnPropertyNames(globalThis).filter((name) => {
    if (!/^[A-Z][a-zA-Z0-9]+$/.test(name)) return false;
    try {
      const d = Object.getOwnPropertyDescriptor(globalThis, name);
      return d !== undefined && typeof d.value === 'function';
    } catch {
      return false;
    }
  }),
);
// The list is taken at module load; make sure the language built-ins are in it whatever the host.
for (const n of ['Object', 'Array', 'Error', 'Date', 'RegExp', 'Map', 'Set', 'Number', 'String', 'Boolean', 'Function', 'Promise', 'Symbol', 'BigInt']) BUILT_IN_NAMES.add(n);

function tryStringify(arg: unknown): string {
  try {
    return `${JSON.stringify(arg)}`;
  } catch (err) {
    if (err instanceof TypeError && /circular/i.test(err.message)) return '[Circular]';
    throw err;
  }
}

/**
 * Node's `util.format(...args)` (what `console.log` prints, minus the newline):
 * `%s %d %i %f %j %o %O %c %%` in a leading string, then the remaining arguments joined by
 * spaces, strings as they are and everything else through {@link inspect}.
 */
export function format(...args: unknown[]): string {
  const first = args[0];
  let a = 0;
  let str = '';
  let join = '';
  if (typeof first === 'string') {
    if (args.length === 1) return first;
    let tempStr = '';
    let lastPos = 0;
    for (let i = 0; i < first.length - 1; i++) {
      if (first.charCodeAt(i) === 37) {
        const nextChar = first.charCodeAt(++i);
        if (a + 1 !== args.length) {
          switch (nextChar) {
            case 115: {
              const tempArg = args[++a];
              if (typeof tempArg === 'number') tempStr = formatNumber(tempArg);
              else if (typeof tempArg === 'bigint') tempStr = `${tempArg}n`;
              else if (typeof tempArg !== 'object' || tempArg === null || !hasBuiltInToString(tempArg)) tempStr = String(tempArg);
              else tempStr = inspect(tempArg, { depth: 0, compact: 3 });
              break;
            }
            case 106:
              tempStr = tryStringify(args[++a]);
              break;
            case 100: {
              const tempNum = args[++a];
              if (typeof tempNum === 'bigint') tempStr = `${tempNum}n`;
              else if (typeof tempNum === 'symbol') tempStr = 'NaN';
              else tempStr = formatNumber(Number(tempNum));
              break;
            }
            case 79:
              tempStr = inspect(args[++a]);
              break;
            case 111:
              tempStr = inspect(args[++a], { showHidden: true, depth: 4 });
              break;
            case 105: {
              const tempInteger = args[++a];
              if (typeof tempInteger === 'bigint') tempStr = `${tempInteger}n`;
              else if (typeof tempInteger === 'symbol') tempStr = 'NaN';
              else tempStr = formatNumber(Number.parseInt(tempInteger as string));
              break;
            }
            case 102: {
              const tempFloat = args[++a];
              if (typeof tempFloat === 'symbol') tempStr = 'NaN';
              else tempStr = formatNumber(Number.parseFloat(tempFloat as string));
              break;
            }
            case 99:
              a += 1;
              tempStr = '';
              break;
            case 37:
              str += first.slice(lastPos, i);
              lastPos = i + 1;
              continue;
            default:
              continue;
          }
          if (lastPos !== i - 1) str += first.slice(lastPos, i - 1);
          str += tempStr;
          lastPos = i + 1;
        } else if (nextChar === 37) {
          str += first.slice(lastPos, i);
          lastPos = i + 1;
        }
      }
    }
    if (lastPos !== 0) {
      a++;
      join = ' ';
      if (lastPos < first.length) str += first.slice(lastPos);
    }
  }
  while (a < args.length) {
    const value = args[a];
    str += join;
    str += typeof value !== 'string' ? inspect(value) : value;
    join = ' ';
    a++;
  }
  return str;
}
