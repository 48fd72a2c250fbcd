/** Small pieces the visualizer screens share: the page frame, a labelled slider, the legend. */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VISUALIZERS_TEXT } from '../../../common/texts/visualizers.ts';

/** Page frame of a visualizer: back link, title (the h1), then the screen. */
export function VisualizerFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-4 px-4 py-6">
      <nav aria-label={VISUALIZERS_TEXT.visualizers.hubTitle}>
        <Link to="/visualizers" className="link link-hover text-sm text-base-content/80">
          ← {VISUALIZERS_TEXT.visualizers.back}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

/**
 * A labelled range input with its value written beside the label.
 * @param valueText what the value means (e.g. "5 (1 s per step)"), also its aria-valuetext
 */
export function Slider({
  label,
  value,
  min,
  max,
  valueText,
  disabled = false,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  valueText: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="flex justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-base-content/80" aria-hidden="true">
          {valueText}
        </span>
      </label>
      <input
        id={id}
        type="range"
        className="range range-primary range-sm w-full"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText}
        disabled={disabled}
        onChange={(e) => onChange(Number(e.currentTarget.value))}
      />
    </div>
  );
}

/**
 * The speed slider (1–5).
 * @param seconds seconds per step at `value` (shown beside the label)
 */
export function SpeedSlider({ value, seconds, onChange }: { value: number; seconds: number; onChange: (v: number) => void }) {
  return <Slider label={VISUALIZERS_TEXT.visualizers.speed} value={value} min={1} max={5} valueText={VISUALIZERS_TEXT.visualizers.speedValue(value, seconds)} onChange={onChange} />;
}

/** A colour legend: one swatch and its name per entry. */
export function Legend({ title, entries }: { title: string; entries: readonly { label: string; className: string }[] }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
      <span className="font-medium">{title}:</span>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {entries.map((e) => (
          <li key={e.label} className="flex items-center gap-1.5">
            <span className={`inline-block h-3.5 w-3.5 rounded-sm border border-base-content/30 ${e.className}`} aria-hidden="true" />
            {e.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A field's error message (role=alert). Its red is mixed with the text colour so it keeps a
 * 4.5:1 contrast in the light theme as well as the dark one.
 */
export function FieldError({ id, message, className = '' }: { id: string; message: string; className?: string }) {
  return (
    <p id={id} className={`text-sm font-medium text-[color-mix(in_oklab,var(--color-error)_60%,var(--color-base-content))] ${className}`} role="alert">
      {message}
    </p>
  );
}
