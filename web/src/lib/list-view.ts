import { useCallback, useSyncExternalStore } from 'react';

/*
 * How problem lists are shown: roomy cards, or compact rows (one line per problem, for scanning
 * many). A display preference, so it is kept in the browser (localStorage), not in the account.
 */

export type ProblemListView = 'cards' | 'compact';

const storageKey = 'upsolve-problem-list-view';
const listeners = new Set<() => void>();

function storedView(): ProblemListView {
  try {
    return window.localStorage.getItem(storageKey) === 'compact' ? 'compact' : 'cards';
  } catch {
    // Storage can be blocked: cards, the default, until the user picks again.
    return 'cards';
  }
}

/** The choice made on this page when storage refused it. */
let unstoredView: ProblemListView | null = null;

function currentView(): ProblemListView {
  return unstoredView ?? storedView();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it: follow.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function setView(view: ProblemListView): void {
  try {
    window.localStorage.setItem(storageKey, view);
    unstoredView = null;
  } catch {
    unstoredView = view;
  }
  listeners.forEach((notify) => notify());
}

/** The list view in force and a setter that remembers the choice. */
export function useProblemListView(): [ProblemListView, (view: ProblemListView) => void] {
  const view = useSyncExternalStore(subscribe, currentView, () => 'cards' as const);
  return [view, useCallback((next: ProblemListView) => setView(next), [])];
}
