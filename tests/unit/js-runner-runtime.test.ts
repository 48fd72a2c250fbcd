/**
 * The offline runner's Node-like runtime (src/workers/node-runtime.ts), run directly in Node:
 * stdin idioms, console and stdout, exit codes, errors, the output limit and the event loop.
 * (The same programs run against the real judge in tests/e2e/js-runner-parity.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { ProgramRun, STACK_HINT, describeSyntaxError, type ProgramOutcome } from '../../src/workers/node-runtime.ts';
import { OUTPUT_LIMIT_BYTES } from '../../src/workers/run-result.ts';

function run(code: string, stdin = ''): Promise<ProgramOutcome> {
  return new ProgramRun(code, { stdin }).start();
}

async function stdoutOf(code: string, stdin = ''): Promise<string> {
  const o = await run(code, stdin);
  expect(o.stderr, 'stderr').toBe('');
  expect(o.exitCode, 'exit code').toBe(0);
  return o.stdout;
}

const SUM = `function solve(d) { const t = d.split(/\\s+/).filter(Boolean).map(Number); return t.length + ' ' + t.reduce((a, b) => a + b, 0); }\n`;

describe('stdin idioms', () => {
  it("fs.readFileSync(0, 'utf8') and '/dev/stdin'", async () => {
    expect(await stdoutOf(`${SUM}console.log(solve(require('fs').readFileSync(0, 'utf8')));`, '3\n1 2 3\n')).toBe('4 9\n');
    expect(await stdoutOf(`${SUM}console.log(solve(require('fs').readFileSync('/dev/stdin', 'utf8')));`, '1 2')).toBe('2 3\n');
    expect(await stdoutOf(`${SUM}console.log(solve(require('node:fs').readFileSync(0, { encoding: 'utf-8' })));`, '5')).toBe('1 5\n');
  });

  it('readFileSync without encoding gives a Buffer; fd 0 is consumed, /dev/stdin is reopened', async () => {
    const code = `const fs = require('fs');
const b = fs.readFileSync(0);
console.log(b instanceof Uint8Array, Buffer.isBuffer(b), b.length, b.toString(), String(b) + '!', JSON.stringify(fs.readFileSync(0, 'utf8')), fs.readFileSync('/dev/stdin') + '');`;
    expect(await stdoutOf(code, 'héllo')).toBe('true true 6 héllo héllo! "" héllo\n');
  });

  it('other files do not exist', async () => {
    const o = await run("require('fs').readFileSync('input.txt', 'utf8')");
    expect(o.exitCode).toBe(1);
    expect(o.stderr).toContain("Error: ENOENT: no such file or directory, open 'input.txt'");
  });

  it('fs.readSync reads fd 0 in pieces', async () => {
    const code = `const fs = require('fs'); const buf = Buffer.alloc(4); let s = '', n, k = 0;
while ((n = fs.readSync(0, buf, 0, buf.length)) > 0) { s += buf.toString('utf8', 0, n); k++; }
console.log(k, s);`;
    expect(await stdoutOf(code, 'abcdefghij')).toBe('3 abcdefghij\n');
  });

  it("readline: 'line' and 'close', with \\n, \\r\\n, lone \\r and no final newline", async () => {
    const code = `const rl = require('readline').createInterface({ input: process.stdin });
const lines = []; rl.on('line', (l) => lines.push(l)); rl.on('close', () => console.log(JSON.stringify(lines)));`;
    expect(await stdoutOf(code, 'a\r\nb\nc\rd\n\ne')).toBe('["a","b","c","d","","e"]\n');
    expect(await stdoutOf(code, '')).toBe('[]\n');
  });

  it('readline: close() inside a line handler stops after the current chunk like Node', async () => {
    const code = `const rl = require('readline').createInterface({ input: process.stdin });
let n = 0; rl.on('line', (l) => { n++; console.log('L', l); if (n === 2) rl.close(); }); rl.on('close', () => console.log('close', n));`;
    // Node emits the rest of the chunk's complete lines after close(), but not the unfinished last one.
    expect(await stdoutOf(code, 'a\nb\nc\nd')).toBe('L a\nL b\nclose 2\nL c\n');
  });

  it('readline: for await (const line of rl)', async () => {
    const code = `(async () => { const rl = require('readline').createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) console.log('>' + line); console.log('done'); })();`;
    expect(await stdoutOf(code, '1\n2\n3')).toBe('>1\n>2\n>3\ndone\n');
  });

  it('readline: question() and prompt() write to the given output', async () => {
    const code = `const rl = require('readline').createInterface({ input: process.stdin, output: process.stdout });
rl.question('name? ', (a) => { console.log('hi ' + a); rl.close(); });`;
    expect(await stdoutOf(code, 'Ada\nBob\n')).toBe('name? hi Ada\n');
  });

  it("process.stdin 'data'/'end' with Buffer chunks, and with setEncoding", async () => {
    const buffers = `let s = ''; const kinds = new Set(); process.stdin.on('data', (c) => { kinds.add(Buffer.isBuffer(c)); s += c; });
process.stdin.on('end', () => console.log([...kinds].join(), JSON.stringify(s)));`;
    expect(await stdoutOf(buffers, 'x y\n')).toBe('true "x y\\n"\n');
    expect(await stdoutOf(buffers, '')).toBe(' ""\n');
    const strings = `process.stdin.setEncoding('utf8'); process.stdin.resume(); let s = '';
process.stdin.on('data', (c) => { s += typeof c + ':' + c; }); process.stdin.on('end', () => console.log(s));`;
    expect(await stdoutOf(strings, 'ü')).toBe('string:ü\n');
  });

  it('delivers large stdin in 64 KiB chunks without breaking multi-byte characters (setEncoding)', async () => {
    const input = 'é'.repeat(100_000); // 200,000 bytes → 4 chunks
    const code = `process.stdin.setEncoding('utf8'); let n = 0, s = '';
process.stdin.on('data', (c) => { n++; s += c; }); process.stdin.on('end', () => console.log(n, s.length, s === 'é'.repeat(100000)));`;
    expect(await stdoutOf(code, input)).toBe('4 100000 true\n');
  });

  it("'readable' + read(), and async iteration of process.stdin", async () => {
    const readable = `process.stdin.setEncoding('utf8'); let d = '';
process.stdin.on('readable', () => { let c; while ((c = process.stdin.read()) !== null) d += c; });
process.stdin.on('end', () => console.log(JSON.stringify(d)));`;
    expect(await stdoutOf(readable, 'r1\nr2\n')).toBe('"r1\\nr2\\n"\n');
    const iterate = `(async () => { let d = ''; for await (const c of process.stdin) d += c; console.log(JSON.stringify(d)); })();`;
    expect(await stdoutOf(iterate, 'it\n')).toBe('"it\\n"\n');
  });

  it('a paused stdin does not keep the program alive', async () => {
    expect(await stdoutOf("process.stdin.on('end', () => console.log('never')); console.log('done');", 'x')).toBe('done\n');
  });
});

describe('output', () => {
  it('console goes to stdout/stderr formatted like Node', async () => {
    const o = await run("console.log('%s=%d', 'a', 1, [1, 2], { b: 'c' }); console.info(1); console.error('e', { x: 1 }); console.warn('w'); console.log();");
    expect(o.stdout).toBe("a=1 [ 1, 2 ] { b: 'c' }\n1\n\n");
    expect(o.stderr).toBe('e { x: 1 }\nw\n');
  });

  it('process.stdout.write takes strings and bytes and calls the callback later', async () => {
    const code = "process.stdout.write('a'); process.stdout.write(Buffer.from('é')); process.stdout.write(new Uint8Array([10])); process.stdout.write('b', () => process.stdout.write('!')); process.stderr.write('err');";
    const o = await run(code);
    expect(o.stdout).toBe('aé\nb!');
    expect(o.stderr).toBe('err');
  });

  it('process.stdout.write(number) throws like Node', async () => {
    const o = await run('process.stdout.write(5);');
    expect(o.exitCode).toBe(1);
    expect(o.stderr).toContain('TypeError [ERR_INVALID_ARG_TYPE]: The "chunk" argument must be of type string or an instance of Buffer or Uint8Array. Received type number (5)');
  });

  it('lone surrogates are written as U+FFFD, as UTF-8 output would', async () => {
    expect(await stdoutOf("process.stdout.write('🎉'.split('').reverse().join(''));")).toBe('\ufffd\ufffd');
  });

  it('stops a flood at the output limit', async () => {
    const o = await run("const s = 'x'.repeat(1 << 16); for (;;) process.stdout.write(s);");
    expect(o.outputLimitExceeded).toBe(true);
    expect(new TextEncoder().encode(o.stdout).length).toBe(OUTPUT_LIMIT_BYTES);
  });
});

describe('process, modules and the event loop', () => {
  it('process.exit ends the program; exit listeners run; the code is kept', async () => {
    const o = await run("process.on('exit', (c) => console.log('exit', c)); console.log('a'); process.exit(3); console.log('b');");
    expect(o).toMatchObject({ exitCode: 3, stdout: 'a\nexit 3\n', stderr: '' });
    expect((await run('try { process.exit(0); } catch {} console.log("after");')).stdout).toBe('');
    expect((await run('process.exitCode = 4;')).exitCode).toBe(4);
  });

  it('an uncaught error exits with 1 and prints the location, source line and stack', async () => {
    const o = await run("console.log('before');\nfunction fail(x) {\n  return x.missing.deep;\n}\nfail({});\n");
    expect(o.exitCode).toBe(1);
    expect(o.stdout).toBe('before\n');
    expect(o.stderr).toBe(
      "/box/main.js:3\n  return x.missing.deep;\n                   ^\n\nTypeError: Cannot read properties of undefined (reading 'deep')\n    at fail (/box/main.js:3:20)\n    at Object.<anonymous> (/box/main.js:5:1)\n",
    );
  });

  it('errors in callbacks end the run; thrown non-errors are reported', async () => {
    const o = await run("setTimeout(() => { throw new RangeError('late'); }, 1); setTimeout(() => console.log('never'), 50);");
    expect(o.exitCode).toBe(1);
    expect(o.stdout).toBe('');
    expect(o.stderr).toContain('RangeError: late');
    expect((await run("throw 'plain';")).stderr).toBe("Uncaught 'plain'\n");
  });

  it("process.on('uncaughtException') keeps the program going", async () => {
    const o = await run("process.on('uncaughtException', (e) => console.log('caught', e.message)); setTimeout(() => console.log('still here'), 1); throw new Error('x');");
    expect(o).toMatchObject({ exitCode: 0, stdout: 'caught x\nstill here\n' });
  });

  it('a stack overflow gets a hint about the smaller stack', async () => {
    const o = await run('function f() { return f() + 1; } f();');
    expect(o.exitCode).toBe(1);
    expect(o.stderr).toContain('RangeError: Maximum call stack size exceeded');
    expect(o.stderr.endsWith(STACK_HINT)).toBe(true);
  });

  it('require supports fs, readline, util (also node:), and nothing else', async () => {
    expect(await stdoutOf("console.log(typeof require('fs').readFileSync, typeof require('node:readline').createInterface, require('util').format('%d', 7))")).toBe('function function 7\n');
    const o = await run("require('lodash');");
    expect(o.exitCode).toBe(1);
    expect(o.stderr).toContain("Error: Cannot find module 'lodash'\nRequire stack:\n- /box/main.js");
    expect((await run("require('path');")).stderr).toContain("Cannot find module 'path': the offline JavaScript runner provides only 'fs', 'readline', 'util'");
  });

  it('has the CommonJS surface: module, exports, require.main, __filename, this', async () => {
    const code = 'console.log(require.main === module, this === module.exports, exports === module.exports, __filename, __dirname, process.argv.length, JSON.stringify(process.env));';
    expect(await stdoutOf(code)).toBe('true true true /box/main.js /box 2 {}\n');
  });

  it('runs sloppy-mode code, allows top-level return and own variables named like hidden globals', async () => {
    expect(await stdoutOf('x = 010; let close = 1; const fetch = 2; console.log(x + close + fetch); return; console.log("no");')).toBe('11\n');
  });

  it('orders nextTick before promises before timers, like Node', async () => {
    const code = "setTimeout(() => console.log('timeout'), 0); Promise.resolve().then(() => console.log('promise')); process.nextTick(() => console.log('tick')); console.log('sync');";
    expect(await stdoutOf(code)).toBe('sync\ntick\npromise\ntimeout\n');
  });

  it('waits for timers and intervals until they are cleared; unref() does not keep it alive', async () => {
    expect(await stdoutOf("let n = 0; const t = setInterval(() => { n++; if (n === 3) { clearInterval(t); console.log('n', n); } }, 1);")).toBe('n 3\n');
    expect(await stdoutOf("setTimeout(() => console.log('never'), 10000).unref(); console.log('end');")).toBe('end\n');
  });

  it('reports syntax errors as compile errors without running anything', async () => {
    const o = await run("console.log('no');\nlet b = (;\n");
    expect(o.compileError).toBe("SyntaxError: Unexpected token ';'");
    expect(o.stdout).toBe('');
  });

  it("formats a located syntax error like node --check", () => {
    const e = new SyntaxError("Unexpected token ';'");
    expect(describeSyntaxError(e, 'let a = 1;\nlet b = (;\n', { line: 2, column: 10 })).toBe("/box/main.js:2\nlet b = (;\n         ^\n\nSyntaxError: Unexpected token ';'");
    // Past the end of the learner's code: Node reports the end of input.
    expect(describeSyntaxError(new SyntaxError("Unexpected token '}'"), 'function f() {\n  return 1;', { line: 5, column: 1 })).toBe(
      '/box/main.js:2\n  return 1;\n           \n\nSyntaxError: Unexpected end of input',
    );
  });
});
