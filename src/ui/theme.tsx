/**
 * Theme state (spec §3 client state `dark`, §4 Theme): dark is the default, each toggle flips it,
 * and the choice is kept in localStorage. The DaisyUI theme is applied via `data-theme` on <html>.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

/** localStorage key of the theme choice (`'dark' | 'light'`); index.html reads it before first paint. */
export const THEME_STORAGE_KEY = 'pocket-judge:theme';

const THEME_COLORS = { dark: '#1d232a', light: '#ffffff' } as const;

interface ThemeContextValue {
  /** true when the dark theme is on. */
  dark: boolean;
  /** Flip between dark and light. */
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** Initial theme: the saved choice, else dark. */
export function readStoredDark(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(THEME_STORAGE_KEY) !== 'light';
  } catch {
    return true;
  }
}

/** Provides {@link useTheme}; applies the theme to the document. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [dark, setDark] = useState(() => readStoredDark(typeof localStorage === 'undefined' ? undefined : localStorage));

  useEffect(() => {
    const name = dark ? 'dark' : 'light';
    document.documentElement.setAttribute('data-theme', name);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[name]);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, name);
    } catch {
      // Private mode or storage disabled: the choice just is not remembered.
    }
  }, [dark]);

  const toggle = useCallback(() => setDark((d) => !d), []);
  const value = useMemo(() => ({ dark, toggle }), [dark, toggle]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

/** The current theme and its toggle. */
export function useTheme(): ThemeContextValue {
  const ctx = use(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside <ThemeProvider>');
  return ctx;
}
