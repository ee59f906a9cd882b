import { ShieldAlert } from 'lucide-react';
import { blogTexts, removedByModerator, type Removal } from '@upsolve/contract';

/**
 * What a moderator's removal looks like: the author (and moderators) read the reason above what
 * they wrote; everyone else reads "[removed]" in its place. Null when nothing was removed.
 */
export function RemovalNote({ removed }: { removed: Removal }) {
  if (removed === null) return null;
  if (removed.reason === null) {
    return <p className="text-sm text-muted-foreground italic">{blogTexts.removed}</p>;
  }
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-warning-soft-foreground/25 bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
    >
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="user-text" dir="auto">
        {removedByModerator(removed.reason)}
      </span>
    </p>
  );
}
