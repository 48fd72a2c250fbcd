/**
 * Python offline, end to end in Debian Chromium against the real server: the opt-in download of
 * the offline Python pack (Pyodide) and Runs in its worker.
 *
 * Online: sign up, open "Two Sum", choose Python3 and Run the start code on the server (nothing of
 * Pyodide is requested until then); "Make Python available offline" shows its size, a labelled
 * progress bar, then "Python works offline". Offline (`context.setOffline(true)`): the start code
 * gives the same case results as the server did (Wrong Answer, same output), the reference solution
 * passes every example, a custom input prints the expected answer, an endless loop is a Time Limit
 * Exceeded and the next run works in a fresh worker; after Remove, a Run says Python
 * needs a connection or the download, with the download's button beside it.
 */
import { describe, expect, it } from 'vitest';
import { packSuiteSession, startCodeOnServer, twoSum, unexpectedErrors, watchProgressBars } from './offline-packs.ts';

const reference = twoSum.referenceSolution.find((s) => s.language === 'python3')!.completeCode;
const example = twoSum.visibleTestCases[0]!;

describe('Python offline', () => {
  const { session, requested } = packSuiteSession();

  it('downloads Python on request, then runs it offline like the judge; Remove takes it away', async () => {
    const { page, context, errors } = session;
    // Online: the start code on the server.
    const { problem, onServer } = await startCodeOnServer(page, 'Python3', 'Pythonista');
    expect(requested.filter((p) => p.startsWith('/pyodide/'))).toEqual([]);

    // The opt-in download: its size, a labelled progress bar, then installed.
    await problem.openTab('Code');
    const control = problem.pythonOffline();
    const make = control.getByRole('button', { name: /^Make Python available offline \(\d+(\.\d+)? MB download\)$/ });
    await make.waitFor();
    const progressBars = await watchProgressBars(page);
    await make.click();
    await control.getByText(/^Python works offline \(\d+(\.\d+)? MB on this device\)$/).waitFor({ timeout: 120_000 });
    const bars = await progressBars();
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((b) => b.label.startsWith('Downloading Python') && b.max > 10_000_000)).toBe(true);
    expect(await page.evaluate(() => caches.keys())).toContain('pyodide-0.25.1');
    const wasm = await page.request.get('/pyodide/0.25.1/pyodide.asm.wasm');
    expect(wasm.headers()['content-type']).toBe('application/wasm');

    // Offline: the start code gives what the server gave.
    await context.setOffline(true);
    await problem.run();
    expect(await problem.runCaseTexts()).toEqual(onServer);

    // The reference solution passes every example.
    await problem.replaceCode(`# written offline\n${reference}\n`);
    await problem.run();
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');
    expect(await problem.runCasesPassed()).toEqual(twoSum.visibleTestCases.map(() => true));

    // A custom input.
    await problem.openTab('Testcase');
    await problem.customStdin().fill(example.input);
    await problem.runCustom();
    expect((await problem.customStdout().textContent())?.trim()).toBe(example.output.trim());

    // An endless loop stops at the time limit (2 s × 3); the next run loads a fresh Pyodide.
    await problem.replaceCode('s = input()\nif s == "loop":\n    while True:\n        pass\nprint("ok", s)\n');
    await problem.openTab('Testcase');
    await problem.customStdin().fill('loop');
    await problem.runCustom();
    expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Time Limit Exceeded · /);
    await problem.customStdin().fill('again');
    await problem.runCustom();
    expect((await problem.customStdout().textContent())?.trim()).toBe('ok again');

    // exit() and recursion 10^5 deep after sys.setrecursionlimit, in the browser's Pyodide as on the judge.
    await problem.replaceCode('import sys\nsys.setrecursionlimit(10**6)\ndef depth(n):\n    return 0 if n == 0 else 1 + depth(n - 1)\nprint(depth(int(input())))\nexit()\nprint("not reached")\n');
    await problem.openTab('Testcase');
    await problem.customStdin().fill('100000');
    await problem.runCustom();
    expect((await problem.customStdout().textContent())?.trim()).toBe('100000');
    expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Finished · /);

    // Remove: a Run needs the connection or the download again.
    await problem.openTab('Code');
    await problem.pythonOffline().getByRole('button', { name: 'Remove' }).click();
    await problem.pythonOffline().getByRole('button', { name: /^Make Python available offline/ }).waitFor();
    expect(await page.evaluate(() => caches.keys())).not.toContain('pyodide-0.25.1');
    await problem.runButton().click();
    await problem.runNotice().waitFor();
    expect(await problem.runNotice().textContent()).toMatch(/^Running Python3 code offline needs Python on this device/);
    const beside = problem.pythonOffline().getByRole('button', { name: /^Make Python available offline/ });
    expect(await beside.isDisabled()).toBe(true);
    await problem.pythonOffline().getByText('Downloading Python needs a connection.').waitFor();

    await context.setOffline(false);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 300_000);
});
