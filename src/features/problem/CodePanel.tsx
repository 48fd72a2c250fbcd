/**
 * The right pane's Code panel: the language buttons, "Show the full program" (when the judge adds a driver), Reset (to the start code, after a
 * confirmation), for Python and C++ the offline pack's download ("Make Python available offline") and the editor. The panel stays mounted (hidden) on the other tabs so the editor
 * keeps its state; the editor is a chunk of its own (CodeMirror), asked for once the page has
 * painted and the editor's box is near the viewport (on a phone it sits below the statement, so it
 * is created when the learner scrolls towards it or taps it); until then the box shows the code as
 * plain text.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { MSG, type Language } from '../../../common/contract/index.ts';
import { TEXT } from '../../../common/texts.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { describeError } from '../../api/errors.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { useTheme } from '../../ui/theme.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useNearViewport } from '../../ui/useNearViewport.ts';
import { loadLanguageSupport } from './language-support.ts';
import { PACK_LANGUAGES } from './run-code.ts';
import { LANGUAGE_ORDER, type useEditorCodes } from './useEditorCodes.ts';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));
/** The read-only full program (the code joined to the driver): a chunk loaded when first opened. */
const FullProgramDialog = lazy(() => import('./FullProgramDialog.tsx'));
/** The offline packs' download control: a chunk loaded when Python or C++ is chosen. */
const LanguageOffline = lazy(() => import('./OfflinePackCard.tsx').then((m) => ({ default: m.LanguageOffline })));

/** The editor's code per language and its operations (see `useEditorCodes`). */
export type EditorCodes = ReturnType<typeof useEditorCodes>;

/** The language buttons (one pressed: the shown language). */
function LanguagePicker({ language, onChange }: { language: Language; onChange: (language: Language) => void }) {
  return (
    <div role="group" aria-label={PROBLEM_TEXT.workspace.languages} className="flex flex-wrap gap-2">
      {LANGUAGE_ORDER.map((lang) => (
        <button
          key={lang}
          type="button"
          className={`btn btn-sm ${lang === language ? 'btn-primary' : 'btn-ghost border-base-300'}`}
          aria-pressed={lang === language}
          title={PROBLEM_TEXT.workspace.languageInfo[lang]}
          aria-description={PROBLEM_TEXT.workspace.languageInfo[lang]}
          onClick={() => onChange(lang)}
        >
          {PROBLEM_TEXT.workspace.languageNames[lang]}
        </button>
      ))}
    </div>
  );
}

/**
 * The code as plain text while the editor is not created yet: the same box, font and size, so
 * nothing moves when the editor replaces it. A tap or focus creates the editor at once.
 */
function CodePreview({ code, onReveal }: { code: string; onReveal: () => void }) {
  return (
    <pre
      tabIndex={0}
      aria-label={PROBLEM_TEXT.workspace.editorLoading}
      aria-busy="true"
      onFocus={onReveal}
      onPointerDown={onReveal}
      className="h-full overflow-auto p-2 font-mono text-sm whitespace-pre-wrap"
    >
      {code}
    </pre>
  );
}

/**
 * Resets a language's code to the start code once the learner confirms; a failure is a toast.
 * @returns the reset action (never throws)
 */
function useResetToStart(resetToStart: EditorCodes['resetToStart']) {
  const toast = useToast();
  const confirm = useConfirm();
  return async (language: Language) => {
    if (!(await confirm({ text: PROBLEM_TEXT.workspace.resetConfirm, confirmLabel: PROBLEM_TEXT.workspace.reset, danger: true }))) return;
    try {
      await resetToStart(language);
    } catch (error) {
      toast.show({ kind: 'error', text: MSG.errorPrefix + describeError(error, TEXT.requestFailed) });
    }
  };
}

/**
 * @param hidden another tab of the right pane is shown
 * @param language the shown language
 * @param onLanguageChange called with the language the learner picks
 * @param editor the code per language (`useEditorCodes`)
 * @param painted the page has painted once (the editor's chunk is asked for from then on, once its box is near the viewport)
 * @param driver the shown language's driver, when the judge adds the input and output ("Show the full program")
 */
export function CodePanel({
  hidden,
  language,
  onLanguageChange,
  editor,
  painted,
  driver,
}: {
  hidden: boolean;
  language: Language;
  onLanguageChange: (language: Language) => void;
  editor: EditorCodes;
  painted: boolean;
  driver: string | undefined;
}) {
  const { dark } = useTheme();
  // null: never opened (its chunk is not loaded); then whether it is open.
  const [fullProgram, setFullProgram] = useState<boolean | null>(null);
  const reset = useResetToStart(editor.resetToStart);
  const languageName = PROBLEM_TEXT.workspace.languageNames[language];
  const { near, track, reveal } = useNearViewport(painted);
  const editorReady = painted && near;
  // The shown language's grammar loads alongside the editor's chunk, not after it.
  useEffect(() => {
    if (editorReady) loadLanguageSupport(language).catch(() => undefined);
  }, [language, editorReady]);
  return (
    <div role="tabpanel" id="right-panel-code" aria-labelledby="right-tab-code" hidden={hidden} className="flex min-h-0 flex-1 flex-col gap-2 p-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <LanguagePicker language={language} onChange={onLanguageChange} />
        <div className="flex flex-wrap gap-1">
          {driver && (
            <button type="button" className="btn btn-sm btn-ghost" aria-haspopup="dialog" onClick={() => setFullProgram(true)}>
              {PROBLEM_TEXT.workspace.fullProgram}
            </button>
          )}
          <button type="button" className="btn btn-sm btn-ghost" onClick={() => void reset(language)}>
            {PROBLEM_TEXT.workspace.reset}
          </button>
        </div>
      </div>
      {driver && fullProgram !== null && (
        <Suspense fallback={null}>
          <FullProgramDialog open={fullProgram} onClose={() => setFullProgram(false)} language={language} code={editor.codes[language]} driver={driver} />
        </Suspense>
      )}
      {PACK_LANGUAGES.includes(language) && (
        <Suspense fallback={null}>
          <LanguageOffline language={language} />
        </Suspense>
      )}
      <div ref={track} className="h-[60vh] min-h-0 overflow-hidden rounded-box border border-base-300 lg:h-auto lg:flex-1">
        {editorReady ? (
          <Suspense fallback={<CodePreview code={editor.codes[language]} onReveal={reveal} />}>
            <CodeEditor
              language={language}
              initialValue={editor.codes[language]}
              dark={dark}
              label={PROBLEM_TEXT.workspace.editorLabel(languageName)}
              onChange={editor.onCodeChange}
              replace={editor.replace}
            />
          </Suspense>
        ) : (
          <CodePreview code={editor.codes[language]} onReveal={reveal} />
        )}
      </div>
    </div>
  );
}
