/**
 * The package import's state: the chosen .zip (checked for its name and size before it is sent),
 * the upload's progress, and the server's answer — the import report or the message of a refused
 * package (also shown as a toast).
 */
import { useState } from 'react';
import { PACKAGE_ZIP_MAX_BYTES, type ImportReport } from '../../../common/contract/index.ts';
import { ADMIN_MSG, ADMIN_TEXT } from '../../../common/texts/admin.ts';
import { importPackage } from '../../api/admin.ts';
import { UploadError } from '../../api/media.ts';
import { formatBytes } from '../../ui/format-bytes.ts';
import { useToast } from '../../ui/toasts.tsx';

/** What {@link useImportPackage} gives the import screen. */
export interface ImportPackageState {
  file: File | null;
  /** The chosen file's problem (missing, not a .zip, too large). */
  error: string | null;
  /** Upload progress in percent, null before a send. */
  progress: number | null;
  busy: boolean;
  report: ImportReport | null;
  /** The server's message for a refused package. */
  refused: string | null;
  /** Takes the picked file (or none); a new pick clears the previous answer. */
  pick: (f: File | undefined) => void;
  /** Sends the chosen package. */
  submit: () => Promise<void>;
}

/** The reason a picked file cannot be sent, or null when it can. */
function packageFileError(f: File | undefined): string | null {
  if (!f) return ADMIN_MSG.packageRequired;
  if (!/\.zip$/i.test(f.name)) return ADMIN_MSG.packageInvalid;
  if (f.size > PACKAGE_ZIP_MAX_BYTES) return ADMIN_MSG.packageTooLarge(formatBytes(PACKAGE_ZIP_MAX_BYTES));
  return null;
}

/** State and actions of the package import screen. */
export function useImportPackage(): ImportPackageState {
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const pick = (f: File | undefined) => {
    setFile(null);
    setReport(null);
    setRefused(null);
    setProgress(null);
    const problem = packageFileError(f);
    setError(problem);
    if (!problem && f) setFile(f);
  };

  const submit = async () => {
    if (!file) return setError(ADMIN_MSG.packageRequired);
    setBusy(true);
    setRefused(null);
    setProgress(0);
    try {
      const r = await importPackage(file, setProgress);
      // The server answered, so it received the whole package.
      setProgress(100);
      setReport(r);
      toast.show({ kind: 'success', text: ADMIN_TEXT.import.done });
    } catch (e) {
      const message = e instanceof UploadError && e.message ? e.message : ADMIN_MSG.packageFailed;
      setProgress(null);
      setRefused(message);
      toast.show({ kind: 'error', text: message });
    } finally {
      setBusy(false);
    }
  };

  return { file, error, progress, busy, report, refused, pick, submit };
}
