/** Lockout rule (DESIGN.md §6), pure so it is easy to reason about. */
export interface LockState {
  lockedUntil: Date | null;
}

/** Seconds until the lock passes, or 0 when the account is not locked. */
export function secondsLocked(state: LockState, now: Date): number {
  if (state.lockedUntil === null) return 0;
  const remainingMs = state.lockedUntil.getTime() - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
