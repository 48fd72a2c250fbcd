/** A message that shows for a while and then disappears (the timer is cleared on unmount). */
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * @param ms how long each message stays (ms)
 * @returns the message on screen (null when none), `show(text)` (restarts the timer) and `hide()`
 */
export function useFlashMessage(ms: number): { message: string | null; show: (text: string) => void; hide: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      window.clearTimeout(timer.current);
      setMessage(text);
      timer.current = window.setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return { message, show, hide };
}
