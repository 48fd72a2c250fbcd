/**
 * bench/hostile-output — the API's event loop while hostile outputs are judged, printed as a table.
 *
 * Each case is one learner's request through the API (`app.inject`, in this process) while a
 * second learner reads `GET /api/prblm/getAllPrblm` every 20 ms:
 * - `16 MB, no newline, line checker`: a C++ Run that prints 16 MB − 1 bytes without a newline on a
 *   problem made through the admin form (the line-by-line comparison), both visible test cases;
 * - `16 MB, no newline, default validator`: the same program on a built-in problem (Kattis' default
 *   output validator);
 * - `16 MB of short lines, line checker`: 16 MB − 1 bytes as 2-byte lines (the checker's per-line path);
 * - `Java: 60 MB of class files`: a 10 KB Java program whose class files would total ≈ 60 MB
 *   (a thousand fields, each a distinct 64 KB string constant) — a Run, so a compile.
 *
 * Columns: the request's wall time (ms), its verdict, the event loop's delay (p99 and max, ms, from
 * `perf_hooks.monitorEventLoopDelay` at 10 ms resolution, over the request) and the other learner's
 * read latency (p50 and max, ms).
 *
 * Run: `npx tsx bench/hostile-output.ts` (needs bwrap, g++, javac); `bench/judge.ts` runs it too.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { stableId } from '../server/db/ids.ts';
import { sumProblem, signUpAdmin } from '../tests/support/admin-fixtures.ts';
import { ApiClient } from '../tests/support/client.ts';
import { createTestApp } from '../tests/support/test-server.ts';
import { percentile, printTable } from './stats.ts';

const NO_NEWLINE_CPP =
  '#include <cstdio>\n#include <cstring>\nint main(){static char b[65536];memset(b,\'x\',sizeof b);' +
  'long left=16*1024*1024-1;while(left>0){long n=left<65536?left:65536;fwrite(b,1,n,stdout);left-=n;}}\n';
const SHORT_LINES_CPP =
  '#include <cstdio>\nint main(){static char b[65536];for(int i=0;i<65536;i+=2){b[i]=\'1\';b[i+1]=\'\\n\';}' +
  'long left=16*1024*1024-1;while(left>0){long n=left<65536?left:65536;fwrite(b,1,n,stdout);left-=n;}}\n';

/** 10 KB of Java whose one class would hold a thousand distinct 64 KB string constants. */
function bigClassJava(): string {
  const fields = Array.from({ length: 1000 }, (_, i) => `s${i}=K+${i}`).join(',');
  return (
    'public class Main{static final String A="abcdefghijklmnop",B=A+A+A+A,C=B+B+B+B,D=C+C+C+C,' +
    'E=D+D+D+D,K=E+E+E+E+E+E+E+E+E+E+E+E+E+E+E;' +
    `String ${fields};public static void main(String[] a){System.out.println(new Main().s1.length());}}\n`
  );
}

interface Row {
  name: string;
  ms: number;
  verdict: string;
  loopP99: number;
  loopMax: number;
  readP50: number;
  readMax: number;
}

/**
 * Runs every hostile case against a fresh in-process server.
 * @returns one row per case; times in ms.
 */
export async function benchHostileOutputs(): Promise<Row[]> {
  const t = await createTestApp({ JUDGE_USER_LIMIT: '10' });
  try {
    const admin = await signUpAdmin(t);
    const created = await admin.post('/api/prblm/create', sumProblem());
    if (created.statusCode >= 300) throw new Error(`cannot create the problem: ${created.body}`);
    const custom = (created.json() as { prblm: { _id: string } }).prblm._id;
    const builtIn = stableId('two-sum');
    const learner = new ApiClient(t.app);
    await learner.signUp();
    const reader = new ApiClient(t.app);
    await reader.signUp();

    const cases: { name: string; problem: string; language: string; code: string }[] = [
      { name: '16 MB, no newline, line checker', problem: custom, language: 'c++', code: NO_NEWLINE_CPP },
      { name: '16 MB, no newline, default validator', problem: builtIn, language: 'c++', code: NO_NEWLINE_CPP },
      { name: '16 MB of short lines, line checker', problem: custom, language: 'c++', code: SHORT_LINES_CPP },
      { name: 'Java: 60 MB of class files', problem: custom, language: 'java', code: bigClassJava() },
    ];
    // Warm-up: the C++ precompiled header and the warm Java compiler.
    await learner.post(`/api/submit/runCode/${custom}`, { language: 'c++', code: '#include <cstdio>\nint main(){}\n' });
    await learner.post(`/api/submit/runCode/${custom}`, { language: 'java', code: 'public class Main{public static void main(String[] a){}}\n' });

    const rows: Row[] = [];
    for (const c of cases) {
      let reading = true;
      const readMs: number[] = [];
      const reads = (async () => {
        while (reading) {
          const s = performance.now();
          await reader.get('/api/prblm/getAllPrblm');
          readMs.push(performance.now() - s);
          await new Promise((r) => setTimeout(r, 20));
        }
      })();
      const loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      const started = performance.now();
      const res = await learner.post(`/api/submit/runCode/${c.problem}`, { language: c.language, code: c.code });
      const ms = performance.now() - started;
      loop.disable();
      reading = false;
      await reads;
      const verdict = res.statusCode !== 200 ? `HTTP ${res.statusCode}` : ((res.json() as { status: { description: string } }[])[0]?.status.description ?? '—');
      rows.push({
        name: c.name,
        ms,
        verdict,
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
        readP50: percentile(readMs, 50),
        readMax: Math.max(...readMs),
      });
    }
    return rows;
  } finally {
    await t.close();
  }
}

/** Prints the rows as a Markdown table. */
export function printHostileOutputs(rows: Row[]): void {
  const header = ['hostile output', 'request ms', 'verdict', 'event loop p99 ms', 'event loop max ms', 'other read p50 ms', 'other read max ms'];
  const body = rows.map((r) => [r.name, r.ms.toFixed(0), r.verdict, r.loopP99.toFixed(1), r.loopMax.toFixed(1), r.readP50.toFixed(1), r.readMax.toFixed(1)]);
  console.log('\nThe API\'s event loop while hostile outputs are judged (one Run each; another learner reads every 20 ms)\n');
  printTable(header, body);
}

if (import.meta.url === `file://${process.argv[1]}`) printHostileOutputs(await benchHostileOutputs());
