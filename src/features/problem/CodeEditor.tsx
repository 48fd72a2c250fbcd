/**
 * The code editor of the problem page: CodeMirror 6, loaded lazily in its own chunk (only this
 * module, `editor-session.ts` and `language-support.ts` import `@codemirror/*`). Each language's grammar is a chunk
 * of its own, loaded when that language is first shown (the text is editable at once; the
 * highlighting arrives with the grammar).
 *
 * Spec §2.5/§9: one-dark theme when dark mode is on, font size 14, tab size 2 (indent unit two
 * spaces), line wrapping, line numbers, bracket matching, history, no minimap; the default keymap
 * (Mod-/ comments, Mod-[ / Mod-] indent, Tab indents), search and replace (Mod-F, Mod-G, Mod-Alt-F
 * … with its panel at the top) and matches of the selection highlighted. Mod-Enter and
 * Shift-Mod-Enter belong to the page (Run, Submit).
 * One editor state is kept per language, so switching languages keeps each language's text and
 * undo history (`editor-session.ts`). An edit that would take the code past the 64 KB limit is not
 * applied and a toast says why (`code-size.ts`).
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { Language } from '../../../common/contract/index.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { useToast } from '../../ui/toasts.tsx';
import { EditorSession } from './editor-session.ts';
import { loadedLanguageSupport, loadLanguageSupport } from './language-support.ts';

/** Props of {@link CodeEditor}. */
export interface CodeEditorProps {
  language: Language;
  /** Text used when a language is opened for the first time. */
  initialValue: string;
  dark: boolean;
  /** Accessible name of the editing area. */
  label: string;
  onChange: (language: Language, code: string) => void;
  /**
   * Replaces one language's whole text from outside (reset to start code, a newer draft from
   * the server). Applied when `seq` changes; the replacement also reaches `onChange`.
   */
  replace?: { language: Language; code: string; seq: number } | null;
}

/** The editor component (default export for `React.lazy`). */
export default function CodeEditor({ language, initialValue, dark, label, onChange, replace }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const sessionRef = useRef<EditorSession | null>(null);
  // An Effect Event: React points it at the latest `onChange` when each render commits, so an edit
  // made before the next frame reaches the latest callback. Called only from the editor's listener
  // and from effects.
  const emitChange = useEffectEvent(onChange);
  const toast = useToast();
  const refuseTooLarge = useEffectEvent(() => toast.show({ kind: 'error', text: PROBLEM_TEXT.workspace.editTooLarge }));

  // Create the view once (the session, with each language's kept state, outlives it).
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const session = (sessionRef.current ??= new EditorSession(
      language,
      dark,
      (l, code) => emitChange(l, code),
      () => refuseTooLarge(),
    ));
    session.mount(host, initialValue, label);
    return () => session.unmount();
    // The view is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The shown language's grammar: loaded on first use, then put into the state of that language
  // (the view's when it is shown, else the kept one). States made after the load include it.
  useEffect(() => {
    if (loadedLanguageSupport(language)) return;
    loadLanguageSupport(language).then(
      (support) => sessionRef.current?.applyGrammar(language, support),
      (e: unknown) => console.warn('editor: the language support could not be loaded:', e),
    );
  }, [language]);

  // Switch language: keep the old state, restore (or create) the new one.
  useEffect(() => {
    sessionRef.current?.show(language, initialValue, label);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  // Outside replacement of one language's text.
  useEffect(() => {
    if (replace) sessionRef.current?.replace(replace.language, replace.code, label);
    // Applied once per `seq`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replace?.seq]);

  // Theme follows the app's dark mode.
  useEffect(() => {
    sessionRef.current?.setDark(dark);
  }, [dark]);

  return <div ref={hostRef} className="pj-editor h-full min-h-0 overflow-hidden" data-testid="code-editor" data-language={language} />;
}
