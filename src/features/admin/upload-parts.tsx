/** The file picker and the upload progress bar of the video upload and package import screens. */
import { Field } from '../../ui/Field.tsx';
import { formatBytes } from '../../ui/format-bytes.ts';

interface PickerProps {
  label: string;
  accept: string;
  /** The limit, stated under the input. */
  hint: string;
  file: File | null;
  /** The chosen file's text from its name and its size in Bytes/KB/MB/GB. */
  selectedText: (name: string, size: string) => string;
  error: string | null;
  disabled?: boolean;
  onPick: (file: File | undefined) => void;
}

/** A labelled file input with its limit, the chosen file's name and size, and its error. */
export function FilePicker({ label, accept, hint, file, selectedText, error, disabled, onPick }: PickerProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      details={
        file && (
          <p className="text-sm" data-testid="selected-file">
            {selectedText(file.name, formatBytes(file.size))}
          </p>
        )
      }
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept={accept}
          disabled={disabled}
          className={`file-input w-full ${error ? 'file-input-error' : ''}`}
          onChange={(e) => onPick(e.target.files?.[0])}
        />
      )}
    </Field>
  );
}

/** The upload's progress bar, 0–100, with its percentage. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  return (
    <div className="flex items-center gap-3">
      <progress className="progress progress-primary w-full" value={percent} max={100} aria-label={label} data-testid="upload-progress" />
      <span className="w-12 text-right font-mono text-sm tabular-nums" aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
