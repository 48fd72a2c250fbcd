/**
 * The programs the JavaScript runner parity suite (js-runner-parity.test.ts) runs both in the
 * browser worker and on the server judge: every stdin idiom Node programs use, console formatting,
 * process.stdout.write, exit codes, errors and the output limit, each with the stdins it reads.
 */
import { LEETCODE_GLOBALS_INPUT, LEETCODE_GLOBALS_PROGRAM } from '../support/leetcode-globals.ts';

/** A program and the stdins it runs on, one run each. */
export interface ParityProgram {
  name: string;
  code: string;
  stdins: string[];
}

const SMALL = '3\n1 2 3\n';
const CRLF = '5\r\n10 -20 30 40 50\r\n';
const NO_TRAILING_NEWLINE = '2\n7 8';
const EMPTY = '';
const UNICODE = 'héllo wörld ✓ 🎉\nzweite Zeile\n';
/** ~190 KB: several of Node's 64 KiB stdin chunks. */
const BIG = Array.from({ length: 30_000 }, (_, i) => `${(i * 7919) % 100_003} ${i}`).join('\n') + '\n';

const TOKENS_SUM = String.raw`
function solve(data) {
  const tokens = data.split(/\s+/).filter((t) => t.length > 0);
  let sum = 0;
  for (const t of tokens) sum += Number(t);
  return tokens.length + ' ' + sum;
}`;

/** The parity suite's programs, in the order the suite runs them. */
export const PROGRAMS: ParityProgram[] = [
  {
    name: "LeetCode's globals: MinPriorityQueue, MaxPriorityQueue, PriorityQueue, Queue",
    code: LEETCODE_GLOBALS_PROGRAM,
    stdins: [LEETCODE_GLOBALS_INPUT, SMALL],
  },
  {
    name: "fs.readFileSync(0, 'utf8')",
    code: TOKENS_SUM + String.raw`
console.log(solve(require('fs').readFileSync(0, 'utf8')));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, BIG],
  },
  {
    name: "fs.readFileSync('/dev/stdin', 'utf8') lines",
    code: String.raw`
const lines = require('fs').readFileSync('/dev/stdin', 'utf8').split('\n');
console.log(lines.length);
console.log(lines.slice().reverse().map((l) => JSON.stringify(l)).join(','));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, UNICODE],
  },
  {
    name: 'fs.readFileSync(0) without encoding (Buffer)',
    code: String.raw`
const buf = require('fs').readFileSync(0);
console.log(buf.length, typeof buf, buf.toString().trim().split('\n').length);
process.stdout.write(buf.toString().toUpperCase());
console.log(String(buf.slice(0, 3)));`,
    stdins: [SMALL, UNICODE, EMPTY],
  },
  {
    name: "fs.readFileSync('/dev/stdin') + '' and encoding object",
    code: String.raw`
const fs = require('node:fs');
const a = fs.readFileSync('/dev/stdin') + '';
const b = fs.readFileSync(0, { encoding: 'utf-8' });
const c = fs.readFileSync(0, 'utf8');
console.log(JSON.stringify([a, b, c]));`,
    stdins: [SMALL, UNICODE],
  },
  {
    name: 'fs.readSync loop',
    code: String.raw`
const fs = require('fs');
const buf = Buffer.alloc(1 << 16);
let s = '';
let n;
let reads = 0;
while ((n = fs.readSync(0, buf, 0, buf.length)) > 0) { s += buf.toString('utf8', 0, n); reads++; }
console.log(reads, s.length, s.split('\n').length);`,
    stdins: [SMALL, BIG, EMPTY],
  },
  {
    name: "readline 'line' + 'close'",
    code: String.raw`
const readline = require('readline');
const rl = readline.createInterface({ input: process.stdin });
const lines = [];
rl.on('line', (line) => lines.push(line));
rl.on('close', () => {
  console.log(lines.length);
  for (const l of lines.slice(0, 5)) console.log(l.length, JSON.stringify(l));
  let total = 0;
  for (const l of lines) for (const t of l.split(' ')) if (t) total += Number(t);
  console.log(total);
});`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY, BIG, UNICODE],
  },
  {
    name: 'readline answers line by line, closes early',
    code: String.raw`
const rl = require('readline').createInterface({ input: process.stdin, output: process.stdout, terminal: false });
let n = 0;
rl.on('line', (line) => {
  n++;
  const sum = line.split(' ').filter(Boolean).reduce((a, b) => a + Number(b), 0);
  console.log('line ' + n + ': ' + sum);
  if (n === 2) rl.close();
});
rl.on('close', () => console.log('closed after ' + n));`,
    stdins: [SMALL, CRLF, NO_TRAILING_NEWLINE, EMPTY],
  },
  {
    name: 'for await (const line of rl)',
    code: String.raw`
const readline = require('readline');
async function main() {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const out = [];
  for await (const line of rl) out.push(line.trim().split(' ').length);
  console.log(out.length, out.slice(0, 10).join(','));
}
main();`,
    stdins: [SMALL, CRLF, EMPTY, BIG],
  },
  {
    name: "process.stdin.on('data' | 'end') with Buffer chunks",
    code: TOKENS_SUM + String.raw`
let input = '';
let chunks = 0;
process.stdin.on('data', (chunk) => { input += chunk; chunks++; });
process.stdin.on('end', () => { console.log(chunks, solve(input)); });`,
    stdins: [SMALL, CRLF, EMPTY, BIG],
  },
  {
    name: "process.stdin.setEncoding + resume + 'data'/'end'",
    code: TOKENS_SUM + String.raw`
process.stdin.setEncoding('utf8');
process.stdin.resume();
const parts = [];
process.stdin.on('data', (chunk) => parts.push(typeof chunk + ':' + chunk.length));
let all = '';
process.stdin.on('data', (chunk) => { all += chunk; });
process.stdin.on('end', () => { console.log(parts.length, parts[0]); console.log(solve(all)); console.log(JSON.stringify(all.slice(0, 40))); });`,
    stdins: [SMALL, UNICODE, EMPTY, BIG],
  },
  {
    name: "process.stdin 'readable' + read()",
    code: TOKENS_SUM + String.raw`
process.stdin.setEncoding('utf8');
let data = '';
process.stdin.on('readable', () => {
  let chunk;
  while ((chunk = process.stdin.read()) !== null) data += chunk;
});
process.stdin.on('end', () => console.log(solve(data)));`,
    stdins: [SMALL, EMPTY, BIG],
  },
  {
    name: 'for await (const chunk of process.stdin)',
    code: TOKENS_SUM + String.raw`
(async () => {
  let data = '';
  for await (const chunk of process.stdin) data += chunk;
  console.log(solve(data));
})();`,
    stdins: [SMALL, EMPTY, BIG],
  },
  {
    name: 'console.log formatting',
    code: String.raw`
class Point { constructor(x, y) { this.x = x; this.y = y; } }
const circ = { name: 'c' }; circ.self = circ;
console.log('plain', 1, -0, 2.5, 1e21, NaN, 10n, true, null, undefined);
console.log([1, 2, 3], [], {}, [[]], { a: 1, 'b-c': 'x', nested: { d: { e: { f: 1 } } } });
console.log(Array.from({ length: 30 }, (_, i) => i * i));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log(['apple', 'banana', 'cherry', 'dates', 'elderberry', 'fig', 'grape', 'honeydew']);
console.log(new Map([['a', 1], ['b', { c: [1, 2] }]]), new Set([1, 'two', [3]]));
console.log(new Point(1, 2), [new Point(3, 4)], Object.create(null));
console.log(circ);
console.log(["it's", 'say "hi"', 'both \'"', 'tab\tnew\nline', 'back\\slash']);
console.log(function named() {}, () => {}, class Foo {}, Symbol('s'), [undefined, , 3]);
console.log('%s is %d years and %i days, %f%% sure, json %j, obj %O, %o', 'Bob', '42', 3.9, '99.5', { a: [1] }, { b: 2 }, [1]);
console.log('%s %s', 'only one');
console.log('%c styled', 'color: red', 'extra', { z: 1 });
console.log('x'.repeat(100), ['y'.repeat(100)]);
console.log({ long: 'z'.repeat(90), arr: Array.from({ length: 8 }, (_, i) => 'item' + i) });
console.log(new Date(0), /re+g/gi, new Error('shown').message, Buffer.from('hi'));
console.log(new Uint8Array([1, 2, 3]), [1.5, -2.25], { 1: 'one', [Symbol('k')]: 'sym' });
console.log();
console.info('info'); console.debug('debug');
console.error('to stderr'); console.warn('also stderr');`,
    stdins: [EMPTY],
  },
  {
    name: 'util.format and util.inspect',
    code: String.raw`
const util = require('util');
console.log(util.format('%s=%d', 'x', 5, 'rest', [1]));
console.log(util.inspect({ a: { b: { c: { d: { e: 1 } } } } }, { depth: null }));
console.log(util.inspect({ a: { b: { c: { d: 1 } } } }, false, 0));
console.log(util.inspect('str'), util.inspect([1, [2, [3, [4, [5]]]]]));
console.log(util.inspect(Array.from({ length: 10 }, (_, i) => ({ id: i })), { breakLength: 40 }));`,
    stdins: [EMPTY],
  },
  {
    name: 'process.stdout.write variants',
    code: String.raw`
process.stdout.write('no newline');
process.stdout.write(' | ');
process.stdout.write(Buffer.from('buffer ✓\n'));
process.stdout.write(new Uint8Array([65, 66, 10]));
const ok = process.stdout.write('cb\n', () => process.stdout.write('after callback\n'));
console.log(ok);
process.stdout.write('last line without newline');`,
    stdins: [EMPTY],
  },
  {
    name: 'process.exit(0) stops the program; exit listener runs',
    code: String.raw`
process.on('exit', (code) => console.log('exit event', code));
const rl = require('readline').createInterface({ input: process.stdin });
rl.on('line', (line) => {
  console.log('got', line);
  if (line.startsWith('1')) process.exit(0);
});`,
    stdins: [SMALL, CRLF],
  },
  {
    name: 'process.exitCode, nextTick / promise / timer order',
    code: String.raw`
setTimeout(() => console.log('timeout 20'), 20);
setTimeout(() => console.log('timeout 5'), 5);
Promise.resolve().then(() => console.log('promise'));
process.nextTick(() => console.log('tick'));
queueMicrotask(() => console.log('microtask'));
(async () => { await null; console.log('async'); })();
console.log('sync');
process.exitCode = 0;`,
    stdins: [EMPTY],
  },
  {
    name: 'unicode round trip',
    code: String.raw`
const s = require('fs').readFileSync(0, 'utf8');
console.log(s.length, Buffer.byteLength(s), [...s].length);
process.stdout.write(s.split('').reverse().join('') + '\n');
console.log('✓ 🎉 ü');`,
    stdins: [UNICODE],
  },
  {
    name: 'CommonJS surface: module, require.main, this, argv, sloppy mode, top-level return',
    code: String.raw`
console.log(require.main === module, this === module.exports, typeof exports, __filename, __dirname);
console.log(process.argv.length, typeof process.env, typeof process.argv[1]);
implicitGlobal = 5;
console.log(implicitGlobal, 010, typeof global, global === globalThis);
let close = 1; const navigator = 2; let fetch = 3;
console.log(close + navigator + fetch);
module.exports = { ok: true };
if (module.exports.ok) return;
console.log('not printed');`,
    stdins: [EMPTY],
  },
  {
    name: 'uncaught error → NZEC',
    code: String.raw`
console.log('before');
function fail(x) { return x.missing.property; }
fail({});`,
    stdins: [EMPTY],
  },
  {
    name: 'process.exit(2) → NZEC',
    code: String.raw`console.log('partial'); process.exit(2); console.log('never');`,
    stdins: [EMPTY],
  },
  {
    name: 'unhandled rejection → NZEC',
    code: String.raw`
async function main() {
  console.log('start');
  throw new Error('async failure');
}
main();`,
    stdins: [EMPTY],
  },
  {
    name: 'missing module → NZEC',
    code: String.raw`const _ = require('lodash'); console.log(_);`,
    stdins: [EMPTY],
  },
  {
    name: 'syntax error → Compilation Error',
    code: 'const a = 1;\nlet b = (;\nconsole.log(a);\n',
    stdins: [EMPTY],
  },
  {
    name: 'unbalanced braces → Compilation Error (end of input)',
    code: 'function f( {\n}\n',
    stdins: [EMPTY],
  },
  {
    name: 'extra closing brace → Compilation Error',
    code: 'console.log(1);\n}\nfunction g() {\n',
    stdins: [EMPTY],
  },
  {
    name: 'unterminated function → Compilation Error',
    code: 'function f() {\n  return 1;',
    stdins: [EMPTY],
  },
  {
    name: 'redeclared identifier → Compilation Error',
    code: 'let x = 1;\nlet x = 2;\n',
    stdins: [EMPTY],
  },
  {
    name: 'top-level return and strict-mode error → Compilation Error',
    code: "'use strict';\nif (false) return;\nconst n = 010;\n",
    stdins: [EMPTY],
  },
  {
    name: 'output flood → Output Limit Exceeded',
    code: String.raw`const line = 'x'.repeat(1023) + '\n'; for (;;) process.stdout.write(line);`,
    stdins: [EMPTY],
  },
];
