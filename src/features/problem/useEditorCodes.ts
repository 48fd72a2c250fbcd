/**
 * The editor's code per language (spec §3 client state jsCode, javaCode, cppCode): opened from
 * the saved draft, else the start code; saved as the learner types; replaced by a newer draft
 * from elsewhere (the server, another tab) in a language not typed in on this visit; reset to
 * the start code on request.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Language, ProblemDetail } from '../../../common/contract/index.ts';
import { SKELETON } from '../../../common/domain/start-code.ts';
import { resetDraft, type DraftRow } from '../../data/index.ts';
import { useDraftSaver } from './useDraftSaver.ts';

/** The languages in the order of the language buttons (labels JavaScript / Java / C++ / Python3). */
export const LANGUAGE_ORDER: readonly Language[] = ['javascript', 'java', 'c++', 'python3'];

/** Start code of each language (a program that reads stdin and writes stdout when the problem has none for it). */
export function startCodes(problem: Pick<ProblemDetail, 'startCode'>): Record<Language, string> {
  const codes: Record<Language, string> = { ...SKELETON };
  for (const s of problem.startCode) codes[s.language] = s.initialCode;
  return codes;
}

/** A replacement of the editor's text from outside (`seq` makes each one distinct). */
export interface CodeReplacement {
  language: Language;
  code: string;
  seq: number;
}

/**
 * @param problem the open problem (its start codes)
 * @param drafts the saved draft per language (`null`: none)
 * @returns `codes` (current text per language), `replace` (the last outside replacement, for the
 *   editor), `onCodeChange` (the editor's change callback), `resetToStart(lang)` (saves and shows
 *   the start code; throws `NotFoundLocallyError` when the problem is not cached)
 */
export function useEditorCodes(problem: ProblemDetail, drafts: Record<Language, DraftRow | null>) {
  const [codes, setCodes] = useState<Record<Language, string>>(() => {
    const start = startCodes(problem);
    return Object.fromEntries(LANGUAGE_ORDER.map((l) => [l, drafts[l]?.code ?? start[l]])) as Record<Language, string>;
  });
  const codesRef = useRef(codes);
  const [replace, setReplace] = useState<CodeReplacement | null>(null);
  // Languages the learner typed in on this visit (their drafts are never replaced from outside).
  const typed = useRef(new Set<Language>());
  // Text the editor is about to report because we replaced it (not a keystroke: not saved again).
  const expected = useRef(new Map<Language, string>());
  const saver = useDraftSaver(problem._id);

  const onCodeChange = useCallback(
    (lang: Language, code: string) => {
      codesRef.current = { ...codesRef.current, [lang]: code };
      setCodes(codesRef.current);
      if (expected.current.get(lang) === code) {
        expected.current.delete(lang);
        return;
      }
      typed.current.add(lang);
      saver.schedule(lang, code);
    },
    [saver],
  );

  const replaceCode = useCallback((lang: Language, code: string) => {
    expected.current.set(lang, code);
    setReplace((r) => ({ language: lang, code, seq: (r?.seq ?? 0) + 1 }));
  }, []);

  useEffect(() => {
    for (const lang of LANGUAGE_ORDER) {
      const d = drafts[lang];
      if (!d || typed.current.has(lang) || saver.isPending(lang)) continue;
      if (d.code !== codesRef.current[lang]) replaceCode(lang, d.code);
    }
  }, [drafts, saver, replaceCode]);

  const resetToStart = useCallback(
    async (lang: Language) => {
      saver.cancel(lang);
      const code = await resetDraft(problem._id, lang);
      typed.current.delete(lang);
      replaceCode(lang, code);
    },
    [saver, problem._id, replaceCode],
  );

  return { codes, replace, onCodeChange, resetToStart };
}
