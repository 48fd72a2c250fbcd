/**
 * What the Testcase tab says while a Run works on this device (`OfflineRunStage`, reported by the C++
 * runner), and what it says when the runtime could not load: pure functions of the stage, the language
 * and how long the load has taken, so the hook only keeps time.
 */
import type { Language } from '../../../common/contract/index.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import type { RuntimeUnavailableError } from '../../workers/runtime-unavailable.ts';
import type { OfflineRunStage } from './run-code.ts';

/** How long the `loading` stage lasts before the line says the device is slow and offers Submit instead, ms. */
export const SLOW_LOAD_HINT_MS = 10_000;

/**
 * The stage line: `loading` names the language, and after {@link SLOW_LOAD_HINT_MS} (`loadingMs`) says
 * that it takes longer than usual and that Submit is the way out.
 * @param loadingMs how long the `loading` stage has lasted, ms (ignored for the other stages)
 */
export function offlineStageText(stage: OfflineRunStage, language: Language, loadingMs = 0): string {
  const texts = PROBLEM_TEXT.workspace.offlineRunStage;
  const name = PROBLEM_TEXT.workspace.languageNames[language];
  if (stage === 'loading') return loadingMs >= SLOW_LOAD_HINT_MS ? texts.slowLoading(name) : texts.loading(name);
  return texts[stage];
}

/** The notice of a Run whose runtime did not load (`error.reason`: too slow, or failed): why nothing ran, and what to do. */
export function runtimeUnavailableText(error: Pick<RuntimeUnavailableError, 'reason' | 'limitMs'>, language: Language): string {
  const name = PROBLEM_TEXT.workspace.languageNames[language];
  const texts = PROBLEM_TEXT.workspace.offlineRuntimeUnavailable;
  return error.reason === 'slow' ? texts.slow(name, Math.round(error.limitMs / 60_000)) : texts.failed(name);
}
