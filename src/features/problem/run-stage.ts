/**
 * What the Testcase tab says while a Run works on this device (`OfflineRunStage`, reported by the C++
 * runner), and what it says when the runtime could not load: pure functions of the stage, the language
 * and whether the load is slow, so the hook only keeps time. The problem page imports this module
 * (and its texts) when a Run on this device first reports a stage or fails.
 */
import type { Language } from '../../../common/contract/index.ts';
import { OFFLINE_RUN_TEXT } from '../../../common/texts/offline-run.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import type { RuntimeUnavailableError } from '../../workers/runtime-unavailable.ts';
import type { OfflineRunStage } from './run-code.ts';

/**
 * The stage line: `loading` names the language, and once the load has taken long (`slow`, the hook's
 * timer) says that it takes longer than usual and that Submit is the way out.
 */
export function offlineStageText(stage: OfflineRunStage, language: Language, slow = false): string {
  const texts = OFFLINE_RUN_TEXT.stage;
  const name = PROBLEM_TEXT.workspace.languageNames[language];
  if (stage === 'loading') return slow ? texts.slowLoading(name) : texts.loading(name);
  return texts[stage];
}

/** The notice of a Run whose runtime did not load (`error.reason`: too slow, or failed): why nothing ran, and what to do. */
export function runtimeUnavailableText(error: Pick<RuntimeUnavailableError, 'reason' | 'limitMs'>, language: Language): string {
  const name = PROBLEM_TEXT.workspace.languageNames[language];
  const texts = OFFLINE_RUN_TEXT.unavailable;
  return error.reason === 'slow' ? texts.slow(name, Math.round(error.limitMs / 60_000)) : texts.failed(name);
}

/** The toast of a Run the learner cancelled. */
export const RUN_CANCELLED_TEXT = OFFLINE_RUN_TEXT.cancelled;
