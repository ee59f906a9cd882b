import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { isSolvedMark, type MarkStatus } from '@upsolve/contract';
import { profileQueryOptions } from './queries/user.ts';
import { useOptionalUser } from './session.ts';

/*
 * Spoiler-safe (DESIGN §13): a setting of the account, kept in the viewer's own profile, that
 * hides every difficulty and the tags until the viewer solves a problem or reveals it. It hides in
 * the UI only: the API keeps sending the values, and the dashboard's filters by them still work.
 */

/** The problems revealed in this tab, kept for the tab's session (reload keeps them). */
const revealedKey = 'upsolve-revealed-problems';
const listeners = new Set<() => void>();
/** Where revealing is kept when the browser refuses session storage: until the page is left. */
let fallbackRevealed = '[]';

function revealedSnapshot(): string {
  try {
    return window.sessionStorage.getItem(revealedKey) ?? '[]';
  } catch {
    return fallbackRevealed;
  }
}

function revealedSet(snapshot: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(snapshot);
    return new Set(Array.isArray(parsed) ? parsed.filter((id) => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A problem's identity for revealing: its canonical key, so its twins are revealed with it. */
function revealId(problem: SpoilerProblem): string {
  return problem.key ?? problem._id;
}

export function revealProblem(problem: SpoilerProblem): void {
  const revealed = revealedSet(revealedSnapshot());
  revealed.add(revealId(problem));
  const next = JSON.stringify([...revealed]);
  try {
    window.sessionStorage.setItem(revealedKey, next);
  } catch {
    fallbackRevealed = next;
  }
  for (const listener of listeners) listener();
}

/**
 * The viewer's setting: true or false, or 'pending' while their profile loads. A profile that
 * fails to load counts as spoiler-safe: a hidden value is one click away, a seen one is not
 * unseen. Nobody signed in has no setting.
 */
export function useSpoilerSafe(): boolean | 'pending' {
  const user = useOptionalUser();
  const setting = useQuery({
    ...profileQueryOptions(user?._id ?? ''),
    enabled: user !== null,
    select: (profile) => profile.spoilerSafe ?? false,
  });
  if (user === null) return false;
  if (setting.isError) return true;
  if (setting.data === undefined) return 'pending';
  return setting.data;
}

export interface SpoilerProblem {
  _id: string;
  key: string | null;
  myMark: MarkStatus | null;
}

export interface ProblemSpoilers {
  /** The difficulties and tags are not to be shown. */
  hidden: boolean;
  /** The setting is not known yet: show neither the values nor "hidden". */
  pending: boolean;
  /** Shows this problem's values for the rest of the tab's session. */
  reveal: () => void;
}

/** Whether one problem's difficulty and tags show: solved (or solved with help) ones always do. */
export function useProblemSpoilers(problem: SpoilerProblem): ProblemSpoilers {
  const safe = useSpoilerSafe();
  const revealed = useSyncExternalStore(subscribe, revealedSnapshot, () => '[]');
  const shown =
    safe === false || isSolvedMark(problem.myMark) || revealedSet(revealed).has(revealId(problem));
  return {
    hidden: !shown,
    pending: !shown && safe === 'pending',
    reveal: () => revealProblem(problem),
  };
}
