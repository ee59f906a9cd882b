import { ChevronDown, ChevronUp } from 'lucide-react';
import { toast } from 'sonner';
import type { ItemKind, MyVote, VoteResponse } from '@upsolve/contract';
import { errorText } from '@/lib/api.ts';
import { cn } from '@/lib/cn.ts';
import { useVote } from '@/lib/queries/votes.ts';

export interface VoteButtonsProps {
  kind: ItemKind;
  id: string;
  score: number;
  myVote: MyVote;
  /** False on one's own writing (the server refuses such a vote): the score shows alone. */
  canVote: boolean;
  /** Writes the new score and vote into whatever cache shows the item. */
  onVoted: (result: VoteResponse) => void;
  /** What the item is, for the buttons' names: "blog", "comment", "post". */
  noun: string;
}

const scoreFormat = new Intl.NumberFormat('en-US', { signDisplay: 'exceptZero' });

/**
 * Codeforces' votes: up or down, pressed again to take the vote back. The pressed state is the
 * server's answer, so two tabs never disagree for long.
 */
export function VoteButtons({ kind, id, score, myVote, canVote, onVoted, noun }: VoteButtonsProps) {
  const vote = useVote(kind, id, onVoted);
  const cast = (value: -1 | 1) =>
    vote.mutate(myVote === value ? 0 : value, {
      onError: (error) => toast.error(errorText(error)),
    });
  const scoreText = (
    <span
      data-testid="score"
      className={cn(
        'min-w-6 text-center text-sm font-semibold tabular-nums',
        score > 0 && 'text-success-soft-foreground',
        score < 0 && 'text-danger-soft-foreground',
      )}
    >
      <span className="sr-only">Score </span>
      {scoreFormat.format(score)}
    </span>
  );
  if (!canVote) return <div className="flex items-center gap-1">{scoreText}</div>;
  const buttonClass =
    'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-60 aria-pressed:text-brand aria-pressed:bg-brand-soft';
  return (
    <div role="group" aria-label={`Vote on this ${noun}`} className="flex items-center gap-0.5">
      <button
        type="button"
        className={buttonClass}
        aria-label={`Upvote ${noun}`}
        aria-pressed={myVote === 1}
        disabled={vote.isPending}
        onClick={() => cast(1)}
      >
        <ChevronUp aria-hidden className="size-5" />
      </button>
      {scoreText}
      <button
        type="button"
        className={buttonClass}
        aria-label={`Downvote ${noun}`}
        aria-pressed={myVote === -1}
        disabled={vote.isPending}
        onClick={() => cast(-1)}
      >
        <ChevronDown aria-hidden className="size-5" />
      </button>
    </div>
  );
}
