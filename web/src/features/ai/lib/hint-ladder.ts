import { hintRungs, limits } from '@upsolve/contract';

/** "Hint 2 of 4: The key observation", or null before the first hint. */
export function rungLabel(rung: number): string | null {
  const step = hintRungs.find((each) => each.rung === rung);
  if (step === undefined) return null;
  return `Hint ${step.rung} of ${limits.aiHintRungs}: ${step.name}`;
}

/** Whether the ladder has a rung left above `rung`. */
export function hasNextHint(rung: number): boolean {
  return rung < limits.aiHintRungs;
}
