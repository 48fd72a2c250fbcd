/**
 * The offline Run's stage line and its "could not load" notice (src/features/problem/run-stage.ts): the
 * loading line turns into the slow-device hint when slow, and the notice names the language,
 * the limit in minutes and the way out.
 */
import { describe, expect, it } from 'vitest';
import { offlineStageText, runtimeUnavailableText } from '../../src/features/problem/run-stage.ts';

describe('offlineStageText', () => {
  it('names the language while loading, and offers Submit once the load is slow', () => {
    expect(offlineStageText('loading', 'c++')).toBe('Loading C++ on this device (the first Run after opening the page takes a few seconds)…');
    expect(offlineStageText('loading', 'c++', true)).toBe(
      "Loading C++ is taking longer than usual on this device… You can cancel and Submit instead: your code is judged as soon as you're online.",
    );
  });

  it('says compiling and running without the load time', () => {
    expect(offlineStageText('compiling', 'c++', true)).toBe('Compiling on this device…');
    expect(offlineStageText('running', 'c++')).toBe('Running on this device…');
  });
});

describe('runtimeUnavailableText', () => {
  it('tells a slow load (with its limit in minutes) from a failed one, never as an Internal Error', () => {
    const slow = runtimeUnavailableText({ reason: 'slow', limitMs: 180_000 }, 'c++');
    expect(slow).toMatch(/^C\+\+ did not finish loading on this device within 3 minutes, so nothing ran\. Run again/);
    const failed = runtimeUnavailableText({ reason: 'failed', limitMs: 180_000 }, 'c++');
    expect(failed).toMatch(/^C\+\+ could not be loaded on this device, so nothing ran\..*remove C\+\+ from this device and download it again/);
    for (const text of [slow, failed]) expect(text).not.toMatch(/Internal Error/);
  });
});
