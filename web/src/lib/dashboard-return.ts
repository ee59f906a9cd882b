import { paths } from './paths.ts';

/*
 * "Back to Dashboard" returns to the dashboard as the user left it: the search, filters and sort
 * live in its query string, which the dashboard records here (per tab) whenever they change.
 */

const storageKey = 'upsolve:dashboard-search';

/** Records the dashboard's query string ('' for the plain dashboard). */
export function rememberDashboardSearch(search: string): void {
  try {
    window.sessionStorage.setItem(storageKey, search);
  } catch {
    // Storage may be off (private mode, quota): the plain dashboard is the fallback.
  }
}

/** The dashboard address with the search the user last had there. */
export function dashboardReturnPath(): string {
  const search = storedSearch();
  return search ? `${paths.dashboard}?${search}` : paths.dashboard;
}

function storedSearch(): string | null {
  try {
    return window.sessionStorage.getItem(storageKey);
  } catch {
    return null;
  }
}
