/**
 * The Testcase tab's custom input per language, kept with the draft of that language (Dexie, on
 * this device only): opened from the draft row's `customInput`, else the problem's first example;
 * saved as the learner types (debounced like the code, flushed on page hide and unmount). The
 * inputs live here, above the Testcase tab, so leaving the tab and coming back shows the same text.
 */
import { useCallback, useState } from 'react';
import type { Language, ProblemDetail } from '../../../common/contract/index.ts';
import { saveCustomInput, type DraftRow } from '../../data/index.ts';
import { LANGUAGE_ORDER } from './useEditorCodes.ts';
import { useDraftSaver } from './useDraftSaver.ts';

/**
 * @param problem the open problem (its first example is the input of a language without one)
 * @param drafts the saved draft per language (`null`: none), as the page opened
 * @returns `inputs` (the custom input per language) and `setInput(lang, stdin)` (shows and saves it)
 */
export function useCustomInputs(problem: Pick<ProblemDetail, '_id' | 'visibleTestCases'>, drafts: Record<Language, DraftRow | null>) {
  const [inputs, setInputs] = useState<Record<Language, string>>(() => {
    const example = problem.visibleTestCases[0]?.input ?? '';
    return Object.fromEntries(LANGUAGE_ORDER.map((lang) => [lang, drafts[lang]?.customInput ?? example])) as Record<Language, string>;
  });
  const saver = useDraftSaver(problem._id, saveCustomInput);

  const setInput = useCallback(
    (lang: Language, stdin: string) => {
      setInputs((prev) => ({ ...prev, [lang]: stdin }));
      saver.schedule(lang, stdin);
    },
    [saver],
  );

  return { inputs, setInput };
}
