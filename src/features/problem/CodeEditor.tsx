/**
 * The code editor of the problem page: CodeMirror 6, loaded lazily in its own chunk (only this
 * module and `language-support.ts` import `@codemirror/*`). Each language's grammar is a chunk
 * of its own, loaded when that language is first shown (the text is editable at once; the
 * highlighting arrives with the grammar).
 *
 * Spec §2.5/§9: one-dark theme when dark mode is on, font size 14, tab size 2 (indent unit two
 * spaces), line wrapping, line numbers, bracket matching, history, no minimap; the default keymap
 * (Mod-/ comments, Mod-[ / Mod-] indent, Tab indents), search and replace (Mod-F, Mod-G, Mod-Alt-F
 * … with its panel at the top) and matches of the selection highlighted. Mod-Enter and
 * Shift-Mod-Enter belong to the page (Run, Submit).
 * One editor state is kept per language, so switching languages keeps each language's text and
 * undo history.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Compartment, EditorState, Prec } from '@codemirror/state';
import { tags } from '@lezer/highlight';
import { oneDark } from '@codemirror/theme-one-dark';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import type { Language } from '../../../common/contract/index.ts';
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

// Line numbers and every token colour readable at WCAG AA contrast (4.5:1) on each theme: the
// default light highlight's orange for regular expressions and escapes (#e40) is darkened, and
// one-dark's grey for line numbers and comments (#7d8799) and its coral for names (#e06c75) lightened.
const lightTheme = [
  Prec.highest(EditorView.theme({ '.cm-gutters': { color: '#5b6270' } }, { dark: false })),
  Prec.highest(syntaxHighlighting(HighlightStyle.define([{ tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#b03000' }]))),
];
const darkTheme = [
  Prec.highest(EditorView.theme({ '.cm-gutters': { color: '#a3acbd' } }, { dark: true })),
  Prec.highest(
    syntaxHighlighting(
      HighlightStyle.define([
        { tag: tags.comment, color: '#a3acbd', fontStyle: 'italic' },
        { tag: [tags.name, tags.deleted, tags.character, tags.propertyName, tags.macroName], color: '#ea858d' },
      ]),
    ),
  ),
  oneDark,
];

/** The editor component (default export for `React.lazy`). */
export default function CodeEditor({ language, initialValue, dark, label, onChange, replace }: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const statesRef = useRef(new Map<Language, EditorState>());
  const scrollRef = useRef(new Map<Language, number>());
  const currentLanguageRef = useRef<Language>(language);
  const themeRef = useRef(new Compartment());
  const languageRef = useRef(new Compartment());
  const darkRef = useRef(dark);
  // An Effect Event: React points it at the latest `onChange` when each render commits, so an edit
  // made before the next frame reaches the latest callback. Called only from the editor's listener
  // and from effects.
  const emitChange = useEffectEvent(onChange);

  /** A fresh editor state; `onDocChange` receives every edit (the callers pass the Effect Event). */
  const makeState = (lang: Language, doc: string, isDark: boolean, onDocChange: (lang: Language, code: string) => void): EditorState =>
    EditorState.create({
      doc,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        bracketMatching(),
        highlightActiveLine(),
        EditorState.tabSize.of(2),
        indentUnit.of('  '),
        EditorView.lineWrapping,
        search({ top: true }),
        highlightSelectionMatches(),
        keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab]),
        syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
        languageRef.current.of(loadedLanguageSupport(lang) ?? []),
        themeRef.current.of(isDark ? darkTheme : lightTheme),
        // tabindex 0 states what the contenteditable already is (a tab stop), so checkers that look for
        // focusable content inside the scrolling area (axe's scrollable-region-focusable) find it.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onDocChange(lang, update.state.doc.toString());
        }),
      ],
    });

  // Create the view once.
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const lang = currentLanguageRef.current;
    const view = new EditorView({ state: makeState(lang, initialValue, darkRef.current, (l, code) => emitChange(l, code)), parent: host });
    viewRef.current = view;
    const states = statesRef.current;
    return () => {
      states.set(currentLanguageRef.current, view.state);
      view.destroy();
      viewRef.current = null;
    };
    // The view is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The shown language's grammar: loaded on first use, then put into the state of that language
  // (the view's when it is shown, else the kept one). States made after the load include it.
  useEffect(() => {
    if (loadedLanguageSupport(language)) return;
    loadLanguageSupport(language).then(
      (support) => {
        const reconfigure = languageRef.current.reconfigure(support);
        const view = viewRef.current;
        if (view && currentLanguageRef.current === language) view.dispatch({ effects: reconfigure });
        const saved = statesRef.current.get(language);
        if (saved) statesRef.current.set(language, saved.update({ effects: reconfigure }).state);
      },
      (e: unknown) => console.warn('editor: the language support could not be loaded:', e),
    );
  }, [language]);

  // Switch language: keep the old state, restore (or create) the new one.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || currentLanguageRef.current === language) return;
    statesRef.current.set(currentLanguageRef.current, view.state);
    scrollRef.current.set(currentLanguageRef.current, view.scrollDOM.scrollTop);
    currentLanguageRef.current = language;
    const saved = statesRef.current.get(language);
    view.setState(saved ?? makeState(language, initialValue, darkRef.current, (l, code) => emitChange(l, code)));
    view.dispatch({ effects: themeRef.current.reconfigure(darkRef.current ? darkTheme : lightTheme) });
    // Each language keeps its own scroll position (a new one starts at the top).
    view.scrollDOM.scrollTop = scrollRef.current.get(language) ?? 0;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);

  // Outside replacement of one language's text.
  useEffect(() => {
    if (!replace) return;
    const view = viewRef.current;
    if (view && currentLanguageRef.current === replace.language) {
      if (view.state.doc.toString() !== replace.code) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: replace.code } });
    } else {
      statesRef.current.set(replace.language, makeState(replace.language, replace.code, darkRef.current, (l, code) => emitChange(l, code)));
      emitChange(replace.language, replace.code);
    }
    // Applied once per `seq`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [replace?.seq]);

  // Theme follows the app's dark mode.
  useEffect(() => {
    darkRef.current = dark;
    viewRef.current?.dispatch({ effects: themeRef.current.reconfigure(dark ? darkTheme : lightTheme) });
  }, [dark]);

  return <div ref={hostRef} className="pj-editor h-full min-h-0 overflow-hidden" data-testid="code-editor" data-language={language} />;
}
