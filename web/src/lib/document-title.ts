import { useEffect } from 'react';

export const appName = 'Upsolve';

/** "Two Sum — Upsolve"; the bare app name when the screen has no title of its own. */
export function documentTitle(screen?: string): string {
  return screen ? `${screen} — ${appName}` : appName;
}

export function useDocumentTitle(screen?: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
