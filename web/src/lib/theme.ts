import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Same key as public/theme-init.js, which applies the theme before the first paint. */
export const themeStorageKey = 'upsolve-theme';
const darkQuery = '(prefers-color-scheme: dark)';

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(themeStorageKey);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings); the system setting still works.
    return null;
  }
}

function systemTheme(): Theme {
  return window.matchMedia(darkQuery).matches ? 'dark' : 'light';
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia(darkQuery);
  // Without a stored choice the page follows the system setting as it changes.
  const onSystemChange = () => {
    if (storedTheme() !== null) return;
    applyTheme(systemTheme());
    listeners.forEach((notify) => notify());
  };
  media.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media.removeEventListener('change', onSystemChange);
  };
}

export function setTheme(theme: Theme): void {
  try {
    window.localStorage.setItem(themeStorageKey, theme);
  } catch {
    // Not stored: the choice lasts for this page only.
  }
  applyTheme(theme);
  listeners.forEach((notify) => notify());
}

/** The theme in force, and a toggle that stores the visitor's choice. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
