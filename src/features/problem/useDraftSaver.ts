/** Debounced saving of the draft rows (code and custom input; drafts live in Dexie, code syncs through the outbox). */
import { useCallback, useEffect, useRef } from 'react';
import type { Language } from '../../../common/contract/index.ts';
import { registerFlusher, saveDraft } from '../../data/index.ts';

/** How long the editor waits after the last keystroke before saving the draft to Dexie. */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Debounced draft saves of one problem: one timer per language; `flush` writes every pending
 * one at once (page hide, leaving the page, unmount, and whenever `flushPendingWrites` asks —
 * the service-worker update, sign-out).
 * @param save what a save writes: the code (`saveDraft`, the default) or the custom input
 *   (`saveCustomInput`); a module-level function, so it stays the same between renders
 * @returns `schedule(lang, value)` (save after {@link DRAFT_SAVE_DELAY_MS}), `flush()`,
 *   `cancel(lang)` (drop a pending save), `isPending(lang)`
 */
export function useDraftSaver(problemId: string, save: (problemId: string, language: Language, value: string) => Promise<unknown> = saveDraft) {
  const pending = useRef(new Map<Language, { value: string; timer: ReturnType<typeof setTimeout> }>());

  const saveNow = useCallback(
    async (lang: Language) => {
      const entry = pending.current.get(lang);
      if (!entry) return;
      clearTimeout(entry.timer);
      pending.current.delete(lang);
      await save(problemId, lang, entry.value);
    },
    [problemId, save],
  );

  const flush = useCallback(async () => {
    await Promise.all([...pending.current.keys()].map((lang) => saveNow(lang)));
  }, [saveNow]);

  const schedule = useCallback(
    (lang: Language, value: string) => {
      const prev = pending.current.get(lang);
      if (prev) clearTimeout(prev.timer);
      const timer = setTimeout(() => void saveNow(lang).catch((e: unknown) => console.error('draft save failed:', e)), DRAFT_SAVE_DELAY_MS);
      pending.current.set(lang, { value, timer });
    },
    [saveNow],
  );

  const cancel = useCallback((lang: Language) => {
    const prev = pending.current.get(lang);
    if (prev) clearTimeout(prev.timer);
    pending.current.delete(lang);
  }, []);

  const isPending = useCallback((lang: Language) => pending.current.has(lang), []);

  // Flush on hide / page leave / unmount, and whenever someone (the update prompt) asks.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') void flush();
    };
    const onPageHide = () => void flush();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    const unregister = registerFlusher(flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      unregister();
      void flush();
    };
  }, [flush]);

  return { schedule, flush, cancel, isPending };
}
