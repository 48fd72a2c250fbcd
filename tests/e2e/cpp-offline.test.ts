/**
 * C++ offline, end to end in Debian Chromium against the real server: the opt-in download of the
 * offline C++ pack (Clang for WebAssembly, with the precompiled `<bits/stdc++.h>` the build made, so
 * nothing is prepared on the device) and Runs in its workers.
 *
 * Online: sign up, open "Two Sum", choose C++ and Run the start code on the server (nothing of the
 * compiler is requested until then); "Make C++ available offline" shows its size, a labelled
 * progress bar, then "C++ works offline" with how offline C++ differs from the
 * judge. Offline (`context.setOffline(true)`): the start code gives the same case results as the
 * server did, the reference solution passes every example, a custom input prints the expected
 * answer, a compile error shows Clang's diagnostics naming main.cpp, an endless loop is a Time
 * Limit Exceeded and the next run works, a Run can be cancelled, and after a reload a Run loads the
 * compiler again (its modules from the HTTP cache, which the download filled); a damaged pack says it
 * could not load; after Remove, a Run says C++ needs a connection or the download, and the origin's
 * storage is back to where it was before the download.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CLANG_CACHE, CLANG_PACK_PATH, CPP_PCH_FILE } from '../../src/workers/cpp-pack-manifest.ts';
import { packSuiteSession, startCodeOnServer, twoSum, unexpectedErrors, watchProgressBars } from './offline-packs.ts';

/** The origin's storage usage, bytes (`navigator.storage.estimate()`). */
const storageUsage = (page: Page) => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

const reference = twoSum.referenceSolution.find((s) => s.language === 'c++')!.completeCode;
const example = twoSum.visibleTestCases[0]!;

describe('C++ offline', () => {
  const { session, requested } = packSuiteSession();

  it('downloads C++ on request with its precompiled header, then runs it offline like the judge; Remove takes it away', async () => {
    const { page, context, errors } = session;
    // Online: the start code on the server.
    const { problem, onServer } = await startCodeOnServer(page, 'C++', 'Clang');
    expect(requested.filter((p) => p.startsWith('/clang/'))).toEqual([]);

    // The opt-in download: its size, a labelled progress bar, then installed.
    await problem.openTab('Code');
    const control = problem.cppOffline();
    const make = control.getByRole('button', { name: /^Make C\+\+ available offline \(\d+(\.\d+)? MB download\)$/ });
    await make.waitFor();
    // The button names what goes over the network (Brotli), the card afterwards what the device keeps.
    const sentFigure = /\((\d+(?:\.\d+)?) MB download\)/.exec((await make.textContent()) ?? '')?.[1] ?? '';
    const sentMb = Number(sentFigure);
    const progressBars = await watchProgressBars(page);
    const storedBefore = await storageUsage(page);
    await make.click();
    const installed = control.getByText(/^C\+\+ works offline \(\d+(\.\d+)? MB on this device\)$/);
    await installed.waitFor({ timeout: 180_000 });
    const keptMb = Number(/\((\d+(?:\.\d+)?) MB on this device\)/.exec((await installed.textContent()) ?? '')?.[1]);
    // The card says what the origin's storage grew by (its MB are MiB, as the app counts bytes), and that
    // fits in 100 MB: the precompiled header and the header archive are kept compressed.
    const grewBytes = (await storageUsage(page)) - storedBefore;
    const keptBytes = keptMb * 1024 * 1024;
    expect(Math.abs(grewBytes - keptBytes) / keptBytes).toBeLessThan(0.03);
    expect(grewBytes).toBeLessThan(100e6);
    expect(sentMb).toBeGreaterThan(10);
    expect(sentMb).toBeLessThan(keptMb / 2);
    await control.getByText(/no exceptions/).waitFor();
    const bars = await progressBars();
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every((b) => b.label.startsWith('Downloading C++') && b.max > 50_000_000)).toBe(true);
    // The label names one size, the button's download figure, beside the percentage.
    for (const b of bars) expect(b.label).toMatch(new RegExp(`^Downloading C\\+\\+ · \\d+% of the ${sentFigure.replace('.', '\\.')} MB download$`));
    const cached = await page.evaluate(async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname), CLANG_CACHE);
    // The precompiled header came with the pack (the build made it), under the name the compiler looks for.
    expect(cached.filter((p) => p.endsWith('.pch'))).toEqual([`${CLANG_PACK_PATH}${CPP_PCH_FILE}`]);
    expect(requested).toContain(`${CLANG_PACK_PATH}${CPP_PCH_FILE}`);
    const wasm = await page.request.get(`${CLANG_PACK_PATH}llvm.core4.wasm`);
    expect(wasm.headers()['content-type']).toBe('application/wasm');
    // The download left the compiler's modules in the browser's HTTP cache too (where Chromium keeps their
    // compiled code), and the service worker lets a request for that copy alone through: the compiler worker
    // asks it first. (This context's HTTP cache lives in memory and takes only small entries: the adapter
    // module shows it; a profile on disk keeps the 75 MB module as well, bench/cpp-offline-browser.ts.)
    // The precompiled header was fetched past the HTTP cache: asked the same way, the service worker does not
    // answer it from the pack's cache either.
    const httpCacheOnly = (url: string) => page.evaluate((u) => fetch(u, { cache: 'only-if-cached', mode: 'same-origin' }).then((r) => r.status, () => 'miss'), url);
    expect(await httpCacheOnly(`${CLANG_PACK_PATH}llvm.core4.wasm`)).toBe(200);
    expect(await httpCacheOnly(`${CLANG_PACK_PATH}${CPP_PCH_FILE}`)).toBe('miss');

    // Offline: the start code gives what the server gave.
    await context.setOffline(true);
    await problem.run();
    expect(await problem.runCaseTexts()).toEqual(onServer);

    // The reference solution passes every example.
    await problem.replaceCode(`// written offline\n${reference}\n`);
    await problem.run();
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');
    expect(await problem.runCasesPassed()).toEqual(twoSum.visibleTestCases.map(() => true));

    // A custom input.
    await problem.openTab('Testcase');
    await problem.customStdin().fill(example.input);
    await problem.runCustom();
    expect((await problem.customStdout().textContent())?.trim()).toBe(example.output.trim());

    // A compile error: Clang's diagnostics, naming main.cpp.
    await problem.replaceCode('#include <bits/stdc++.h>\nint main() { return undefined_name; }\n');
    await problem.run();
    expect(await problem.compileOutput().textContent()).toMatch(/main\.cpp:2:\d+: error: use of undeclared identifier 'undefined_name'/);

    // A Run can be cancelled while it runs: nothing is shown of it, and the next Run works.
    await problem.replaceCode('#include <bits/stdc++.h>\nvolatile long spins = 0;\nint main() { for (;;) spins = spins + 1; }\n');
    await problem.runButton().click();
    await problem.runStage().getByText('Running on this device…').waitFor({ timeout: 60_000 });
    await problem.cancelRunButton().click();
    await page.getByTestId('toast-text').filter({ hasText: 'Run cancelled.' }).first().waitFor();
    expect(await problem.runStage().count()).toBe(0);
    expect(await problem.runSummary().count()).toBe(0);

    // An endless loop stops at the time limit (2 s); the next run works. (The loop has a side effect:
    // Clang, like the C++ standard, may assume a loop without one ends.)
    await problem.replaceCode('#include <bits/stdc++.h>\nvolatile long spins = 0;\nint main() { std::string s; std::cin >> s; while (s == "loop") spins = spins + 1; std::cout << "ok " << s << "\\n"; }\n');
    await problem.openTab('Testcase');
    await problem.customStdin().fill('loop');
    await problem.runCustom();
    expect(await page.getByTestId('custom-status').textContent()).toMatch(/^Time Limit Exceeded · /);
    await problem.customStdin().fill('again');
    await problem.runCustom();
    expect((await problem.customStdout().textContent())?.trim()).toBe('ok again');

    // After a reload, still offline (the service worker serves the app), the compiler loads from the pack again.
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.chooseLanguage('C++');
    await problem.replaceCode(`// after a reload\n${reference}\n`);
    // The Run says it is loading the compiler (it takes seconds), then compiling, then shows the results.
    await problem.runButton().click();
    await problem.runStage().getByText(/^Loading C\+\+ on this device \(the first Run after opening the page takes a few seconds\)…$/).waitFor({ state: 'attached' });
    await problem.runStage().getByText('Compiling on this device…').waitFor({ state: 'attached', timeout: 120_000 });
    await problem.runSummary().waitFor({ timeout: 120_000 });
    expect(await problem.runSummary().textContent()).toBe('All test cases passed');
    expect(await problem.runStage().count()).toBe(0);

    // A pack that cannot load (its loader damaged on the device) says so, and what to do: no Internal Error.
    await page.evaluate(
      async ([name, url]) => (await caches.open(name!)).put(url!, new Response('this is not JavaScript(', { headers: { 'content-type': 'text/javascript' } })),
      [CLANG_CACHE, `${CLANG_PACK_PATH}bundle.js`],
    );
    await page.reload();
    await problem.waitForLoaded('Two Sum');
    await problem.chooseLanguage('C++');
    await problem.runButton().click();
    await problem.runNotice().waitFor({ timeout: 120_000 });
    expect(await problem.runNotice().textContent()).toMatch(/^C\+\+ could not be loaded on this device, so nothing ran\. Run again to retry; if it keeps failing, remove C\+\+ from this device and download it again/);
    expect(await problem.runSummary().count()).toBe(0);

    // Remove: a Run needs the connection or the download again.
    await problem.openTab('Code');
    await problem.cppOffline().getByRole('button', { name: 'Remove' }).click();
    await problem.cppOffline().getByRole('button', { name: /^Make C\+\+ available offline/ }).waitFor();
    expect(await page.evaluate(() => caches.keys())).not.toContain(CLANG_CACHE);
    // Nothing of the pack stays behind, although the compiler loaded from it ran: the origin's usage is
    // back within 5 MB of what it was before the download.
    await expect.poll(async () => (await storageUsage(page)) - storedBefore, { timeout: 10_000 }).toBeLessThan(5e6);
    await problem.runButton().click();
    await problem.runNotice().waitFor();
    expect(await problem.runNotice().textContent()).toMatch(/^Running C\+\+ code offline needs C\+\+ on this device/);
    await problem.cppOffline().getByText('Downloading C++ needs a connection.').waitFor();

    await context.setOffline(false);
    expect(unexpectedErrors(errors)).toEqual([]);
  }, 420_000);
});
