/**
 * The CodeMirror side of the problem page's editor (imported only by `CodeEditor.tsx`, so it
 * stays in the editor's lazy chunk): the editor's extensions and themes, and
 * {@link EditorSession}, which keeps one editor state per language behind one view.
 */
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, HighlightStyle, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec, Transaction, type Extension } from '@codemirror/state';
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
import { growsPastCodeLimit } from './code-size.ts';
import { loadedSearch, searchLoader } from './editor-search.ts';
import { loadedLanguageSupport } from './language-support.ts';

// Line numbers and every token colour readable at WCAG AA contrast (4.5:1) on each theme: the
// default light highlight's orange for regular expressions and escapes (#e40) and red for invalid
// tokens (#f00) are darkened, and one-dark's grey for line numbers and comments (#7d8799) and its
// coral for names (#e06c75) lightened. The light theme is CodeMirror's default highlight style with
// those two changes as one style (a later spec for a tag replaces the earlier one): an extra style
// beside it would switch the default off, since the default applies only as a fallback when no
// other style is active, and left keywords and names plain black.
const lightHighlight = HighlightStyle.define([
  ...defaultHighlightStyle.specs,
  { tag: [tags.regexp, tags.escape, tags.special(tags.string)], color: '#b03000' },
  { tag: tags.invalid, color: '#c00' },
]);
const lightTheme = [Prec.highest(EditorView.theme({ '.cm-gutters': { color: '#5b6270' } }, { dark: false })), Prec.highest(syntaxHighlighting(lightHighlight))];
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

/** Called with a language and its whole text after every edit of it. */
export type DocChangeListener = (language: Language, code: string) => void;

/**
 * The editor's extensions that do not depend on the language or the theme: line numbers, history,
 * bracket matching, tab size 2, line wrapping, the keymaps (the search's is added with the search,
 * `editor-search.ts`).
 */
function baseExtensions() {
  return [
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
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
  ];
}

/**
 * One editor view and the state of each language: switching languages keeps each language's
 * text, undo history and scroll position. The view exists between {@link mount} and
 * {@link unmount}; the kept states outlive it.
 */
export class EditorSession {
  private view: EditorView | null = null;
  private readonly states = new Map<Language, EditorState>();
  private readonly scrollTops = new Map<Language, number>();
  private readonly theme = new Compartment();
  private readonly grammar = new Compartment();
  private readonly search = new Compartment();
  private shown: Language;
  private dark: boolean;

  /**
   * @param language the language shown first
   * @param dark whether the dark theme is on
   * @param onDocChange receives every edit of every language
   * @param onTooLarge told when an edit of the learner's (typing, a paste, a drop) was refused because it
   *   would take the code past the size limit (`code-size.ts`)
   */
  constructor(
    language: Language,
    dark: boolean,
    private readonly onDocChange: DocChangeListener,
    private readonly onTooLarge: () => void = () => undefined,
  ) {
    this.shown = language;
    this.dark = dark;
  }

  /** A fresh state of `lang` holding `doc`, whose editing area is named `label`. */
  private makeState(lang: Language, doc: string, label: string): EditorState {
    return EditorState.create({
      doc,
      extensions: [
        baseExtensions(),
        this.grammar.of(loadedLanguageSupport(lang) ?? []),
        this.search.of(loadedSearch() ?? searchLoader(() => this.applySearch())),
        this.theme.of(this.themeExtension()),
        // tabindex 0 states what the contenteditable already is (a tab stop), so checkers that look for
        // focusable content inside the scrolling area (axe's scrollable-region-focusable) find it.
        EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', spellcheck: 'false', autocapitalize: 'off', autocorrect: 'off' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) this.onDocChange(lang, update.state.doc.toString());
        }),
        // The learner's own edits only (they carry a user event): a text set from outside is already checked.
        EditorState.transactionFilter.of((tr) => {
          if (!tr.docChanged || tr.annotation(Transaction.userEvent) === undefined) return tr;
          if (!growsPastCodeLimit(tr.startState.doc.length, tr.newDoc.length, () => tr.newDoc.toString())) return tr;
          queueMicrotask(this.onTooLarge);
          return [];
        }),
      ],
    });
  }

  private themeExtension() {
    return this.dark ? darkTheme : lightTheme;
  }

  /** Creates the view in `host`, showing the current language with a fresh state holding `doc`. */
  mount(host: HTMLElement, doc: string, label: string): void {
    this.view = new EditorView({ state: this.makeState(this.shown, doc, label), parent: host });
  }

  /** Keeps the shown language's state and destroys the view. */
  unmount(): void {
    if (!this.view) return;
    this.states.set(this.shown, this.view.state);
    this.view.destroy();
    this.view = null;
  }

  /** Puts a language's loaded grammar into its state: the view's when it is shown, else the kept one. */
  applyGrammar(language: Language, support: Extension): void {
    const reconfigure = this.grammar.reconfigure(support);
    if (this.view && this.shown === language) this.view.dispatch({ effects: reconfigure });
    const saved = this.states.get(language);
    if (saved) this.states.set(language, saved.update({ effects: reconfigure }).state);
  }

  /** Puts the loaded search into the view's state and every kept one (each may still hold the stand-in). */
  private applySearch(): void {
    const search = loadedSearch();
    if (!search) return;
    const reconfigure = this.search.reconfigure(search);
    this.view?.dispatch({ effects: reconfigure });
    for (const [language, state] of this.states) this.states.set(language, state.update({ effects: reconfigure }).state);
  }

  /**
   * Shows `language`: keeps the old language's state and scroll position, restores the new one's
   * (or creates it holding `initialValue`), and applies the current theme.
   */
  show(language: Language, initialValue: string, label: string): void {
    const view = this.view;
    if (!view || this.shown === language) return;
    this.states.set(this.shown, view.state);
    this.scrollTops.set(this.shown, view.scrollDOM.scrollTop);
    this.shown = language;
    const saved = this.states.get(language);
    view.setState(saved ?? this.makeState(language, initialValue, label));
    view.dispatch({ effects: this.theme.reconfigure(this.themeExtension()) });
    // Each language keeps its own scroll position (a new one starts at the top).
    view.scrollDOM.scrollTop = this.scrollTops.get(language) ?? 0;
  }

  /**
   * Replaces one language's whole text: in the view when that language is shown (an edit, so it
   * reaches `onDocChange`), else as a fresh kept state, reported to `onDocChange` at once.
   */
  replace(language: Language, code: string, label: string): void {
    const view = this.view;
    if (view && this.shown === language) {
      if (view.state.doc.toString() !== code) view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: code } });
    } else {
      this.states.set(language, this.makeState(language, code, label));
      this.onDocChange(language, code);
    }
  }

  /** Switches between the dark and the light theme. */
  setDark(dark: boolean): void {
    this.dark = dark;
    this.view?.dispatch({ effects: this.theme.reconfigure(this.themeExtension()) });
  }
}
