import { hintRungs } from '@upsolve/contract';
import { Check, ChevronsUp, FileCode2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { hasNextHint, rungLabel } from '../lib/hint-ladder.ts';
import { aiChatTexts } from '../lib/texts.ts';

export interface HintLadderProps {
  problem: { _id: string; title: string };
  /** The highest rung asked for: 0 before the first hint. */
  rung: number;
  busy: boolean;
  onNextHint: () => void;
}

/**
 * A hint conversation's problem and ladder: each rung reveals a little more, "Next hint" climbs
 * one, and it goes once the full explanation (the last rung) was given.
 */
export function HintLadder({ problem, rung, busy, onNextHint }: HintLadderProps) {
  const current = rungLabel(rung);
  return (
    <section
      aria-label={aiChatTexts.hintLadder}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <FileCode2 aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          <span className="text-muted-foreground">{aiChatTexts.hintsOn}</span>
          <Link
            to={paths.problem(problem._id)}
            {...userTextProps}
            className={cn(
              userTextProps.className,
              'truncate font-medium text-brand hover:underline',
            )}
          >
            {problem.title}
          </Link>
        </p>
        {hasNextHint(rung) ? (
          <Button size="sm" onClick={onNextHint} disabled={busy} icon={<ChevronsUp aria-hidden />}>
            {aiChatTexts.nextHint}
          </Button>
        ) : null}
      </div>
      <p className="text-sm font-medium">{current ?? aiChatTexts.noHintYet}</p>
      <ol className="grid grid-cols-2 gap-1.5 text-xs sm:grid-cols-4" aria-label="Rungs">
        {hintRungs.map((step) => {
          const reached = step.rung <= rung;
          return (
            <li
              key={step.rung}
              aria-current={step.rung === rung ? 'step' : undefined}
              className={cn(
                'flex items-center gap-1.5 rounded-md border px-2 py-1.5',
                reached
                  ? 'border-brand/30 bg-brand-soft text-brand-soft-foreground'
                  : 'border-border text-muted-foreground',
              )}
            >
              {reached ? <Check aria-hidden className="size-3.5 shrink-0" /> : null}
              <span>
                {step.rung}. {step.name}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
