/**
 * A video player with its own controls (spec §2.5 Editorial): play/pause, a seek bar, elapsed and
 * remaining time (m:ss). The duration comes from the file once its metadata is read, else from
 * `durationS` (a recorded stream may report none). A file that cannot load says so.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { PROBLEM_TABS_TEXT } from '../../common/texts/problem-tabs.ts';
import { formatClock } from './clock.ts';

/**
 * The file's duration in seconds, or null until it reports one: the one it already has once
 * mounted (a small or cached file's metadata may be read before React attaches the element's
 * handlers), then each change (metadata read, stream ended).
 */
function useFileDuration(video: RefObject<HTMLVideoElement | null>, src: string): number | null {
  const [fileDuration, setFileDuration] = useState<number | null>(null);
  useEffect(() => {
    const v = video.current;
    if (!v) return;
    const read = () => {
      if (Number.isFinite(v.duration) && v.duration > 0) setFileDuration(v.duration);
    };
    read();
    v.addEventListener('durationchange', read);
    return () => v.removeEventListener('durationchange', read);
  }, [video, src]);
  return fileDuration;
}

/** The play/pause button's icon: two bars while playing, a triangle while paused. */
function PlayPauseIcon({ playing }: { playing: boolean }) {
  return playing ? (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}

/**
 * The controls under the video: play/pause, elapsed time, the seek bar and the remaining time.
 * @param time the position in seconds
 * @param duration the duration in seconds (0 while unknown: the seek bar is disabled)
 */
function VideoControls({ playing, time, duration, onToggle, onSeek }: { playing: boolean; time: number; duration: number; onToggle: () => void; onSeek: (to: number) => void }) {
  return (
    <div className="flex items-center gap-3">
      <button type="button" className="btn btn-sm btn-circle btn-primary" onClick={onToggle} aria-label={playing ? PROBLEM_TABS_TEXT.video.pause : PROBLEM_TABS_TEXT.video.play} data-testid="video-toggle">
        <PlayPauseIcon playing={playing} />
      </button>
      <span className="font-mono text-sm tabular-nums" aria-label={PROBLEM_TABS_TEXT.video.elapsed} data-testid="video-elapsed">
        {formatClock(time)}
      </span>
      <input
        type="range"
        className="range range-xs range-primary flex-1"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        aria-label={PROBLEM_TABS_TEXT.video.seek}
        aria-valuetext={`${formatClock(time)} / ${formatClock(duration)}`}
        disabled={!duration}
        onChange={(e) => onSeek(Number(e.target.value))}
        data-testid="video-seek"
      />
      <span className="font-mono text-sm tabular-nums" aria-label={PROBLEM_TABS_TEXT.video.remaining} data-testid="video-remaining">
        -{formatClock(Math.max(0, duration - time))}
      </span>
    </div>
  );
}

/**
 * @param src the video's URL
 * @param poster a thumbnail shown before playing (optional)
 * @param durationS the known duration in seconds (used until the file reports its own)
 * @param title what the video is about (its accessible name)
 */
export function VideoPlayer({ src, poster, durationS, title }: { src: string; poster?: string | null; durationS?: number | null; title: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const fileDuration = useFileDuration(video, src);
  const [failed, setFailed] = useState(false);
  const duration = fileDuration ?? (durationS && durationS > 0 ? durationS : 0);

  const toggle = () => {
    const v = video.current;
    if (!v) return;
    if (v.paused) void v.play().catch(() => setPlaying(false));
    else v.pause();
  };
  const seek = (to: number) => {
    const v = video.current;
    if (!v) return;
    v.currentTime = to;
    setTime(to);
  };

  return (
    <figure className="flex flex-col gap-2" aria-label={PROBLEM_TABS_TEXT.video.label(title)} data-testid="video-player">
      <div className="overflow-hidden rounded-box bg-black">
        <video
          ref={video}
          className="aspect-video w-full"
          src={src}
          poster={poster ?? undefined}
          preload="metadata"
          playsInline
          onClick={toggle}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
          onError={() => setFailed(true)}
        />
      </div>
      {failed ? (
        <p role="alert" className="text-sm text-error">
          {PROBLEM_TABS_TEXT.video.failed}
        </p>
      ) : (
        <VideoControls playing={playing} time={time} duration={duration} onToggle={toggle} onSeek={seek} />
      )}
    </figure>
  );
}
