/**
 * A read-only view of the whole program the judge runs: the learner's code joined to the problem's driver
 * (`common/domain/driver.ts`), numbered as the judge numbers it, with the learner's lines highlighted. A chunk
 * of its own, loaded when "Show the full program" is pressed.
 */
import { useId, useRef } from 'react';
import type { Language } from '../../../common/contract/index.ts';
import { isWholeProgram, joinProgram } from '../../../common/domain/driver.ts';
import { FULL_PROGRAM_TEXT } from '../../../common/texts/full-program.ts';
import { PROBLEM_TEXT } from '../../../common/texts/problem.ts';
import { Modal } from '../../ui/Modal.tsx';

/** The learner's lines: a bar in the primary colour at their left edge (inline: this chunk's only use). */
const LEARNER_LINE = { boxShadow: 'inset 4px 0 0 var(--color-primary)' };

/**
 * @param open whether the dialog is shown
 * @param onClose called on Close, Escape or a click outside
 * @param language the editor's language
 * @param code the editor's code in that language
 * @param driver that language's driver (a program with a `@learner-code` line)
 */
export default function FullProgramDialog({ open, onClose, language, code, driver }: { open: boolean; onClose: () => void; language: Language; code: string; driver: string }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const whole = isWholeProgram(language, code);
  // A whole program runs as it is: show the driver it would otherwise be joined to, with the placeholder line.
  const joined = whole ? { program: driver, firstLine: 0, lineCount: 0 } : joinProgram(language, code, driver);
  const lines = joined.program.replace(/\n$/, '').split('\n');
  const last = joined.firstLine + joined.lineCount - 1;
  const width = String(lines.length).length;
  return (
    <Modal open={open} onClose={onClose} onOpen={() => closeRef.current?.focus()} labelledBy={titleId} describedBy={textId} boxClassName="flex max-w-4xl flex-col gap-3">
        <h2 id={titleId} className="text-lg font-bold">
          {whole ? FULL_PROGRAM_TEXT.driverTitle : FULL_PROGRAM_TEXT.title}
        </h2>
        <p id={textId} className="text-sm">
          {whole ? FULL_PROGRAM_TEXT.whole : FULL_PROGRAM_TEXT.explain(joined.firstLine, last)}
        </p>
        <pre
          tabIndex={0}
          aria-label={FULL_PROGRAM_TEXT.code(PROBLEM_TEXT.workspace.languageNames[language])}
          data-testid="full-program"
          className="min-h-0 flex-1 overflow-auto rounded-box border border-base-300 bg-base-200 py-2 font-mono text-sm leading-snug"
        >
          {lines.map((line, i) => {
            const n = i + 1;
            const mine = n >= joined.firstLine && n <= last;
            return (
              <span key={n} data-learner={mine || undefined} className={`block whitespace-pre ${mine ? 'bg-base-100' : ''}`} style={mine ? LEARNER_LINE : undefined}>
                <span aria-hidden="true" className="inline-block text-right opacity-70" style={{ width: `${width + 2}ch`, paddingRight: '1ch', userSelect: 'none' }}>
                  {n}
                </span>
                {line}
              </span>
            );
          })}
        </pre>
        <div className="modal-action mt-0">
          <button ref={closeRef} type="button" className="btn" onClick={onClose}>
            {FULL_PROGRAM_TEXT.close}
          </button>
        </div>
    </Modal>
  );
}
