import type { ComponentType } from 'react';
import {
  ChevronDown,
  Circle,
  CircleCheck,
  CircleDashed,
  HandHelping,
  ListTodo,
} from 'lucide-react';
import { isSolvedMark, markLabels, markStatuses, type MarkStatus } from '@upsolve/contract';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { cn } from '@/lib/cn.ts';
import { useMarkProblem, type MarkedProblem } from '@/lib/queries/marks.ts';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

const markIcons: Record<MarkStatus, Icon> = {
  solved: CircleCheck,
  solved_with_help: HandHelping,
  attempted: CircleDashed,
  todo: ListTodo,
};

/** Each mark's colour, readable in both themes (the badge tones' pairs). */
const markTones: Record<MarkStatus, string> = {
  solved: 'border-success/30 bg-success-soft text-success-soft-foreground hover:bg-success-soft/70',
  solved_with_help:
    'border-success/30 bg-success-soft text-success-soft-foreground hover:bg-success-soft/70',
  attempted:
    'border-warning-soft-foreground/25 bg-warning-soft text-warning-soft-foreground hover:bg-warning-soft/70',
  todo: 'border-brand/25 bg-brand-soft text-brand-soft-foreground hover:bg-brand-soft/70',
};
const unmarkedTone =
  'border-input bg-surface text-muted-foreground hover:bg-muted hover:text-foreground';

/** "Mark: To do": the state, as the control's accessible name says it. */
export function markStateText(mark: MarkStatus | null): string {
  return `Mark: ${mark === null ? 'Not marked' : markLabels[mark]}`;
}

export interface MarkControlProps {
  problem: MarkedProblem;
  /** `row`: icon only (compact rows; the name still says the state); `page`: beside page buttons. */
  size?: 'row' | 'card' | 'page';
  className?: string;
}

/**
 * The viewer's mark on a problem, as a split button: the main part says the mark and, clicked,
 * marks the problem solved (or, when it is solved, clears the mark); the arrow opens every choice.
 * Sits above a card's link overlay, so a click marks rather than opening the problem.
 */
export function MarkControl({ problem, size = 'card', className }: MarkControlProps) {
  const markProblem = useMarkProblem();
  const mark = problem.myMark;
  const choose = (status: MarkStatus | null) => {
    if (status === mark) return;
    markProblem.mutate({ problem, status });
  };
  const MainIcon = mark === null ? Circle : markIcons[mark];
  const tone = mark === null ? unmarkedTone : markTones[mark];
  const part = cn(
    'inline-flex items-center border text-xs font-medium transition-colors focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    { row: 'h-7', card: 'h-8', page: 'h-10 text-sm' }[size],
  );
  const compact = size === 'row';

  return (
    <div className={cn('relative z-10 inline-flex shrink-0', className)}>
      <button
        type="button"
        aria-label={markStateText(mark)}
        title={isSolvedMark(mark) ? 'Clear the mark' : 'Mark solved'}
        onClick={() => choose(isSolvedMark(mark) ? null : 'solved')}
        className={cn(
          part,
          'gap-1.5 rounded-l-lg',
          compact ? 'px-2' : size === 'page' ? 'px-3' : 'px-2.5',
          tone,
        )}
      >
        <MainIcon aria-hidden className="size-4" />
        {compact ? null : <span>{mark === null ? 'Mark' : markLabels[mark]}</span>}
      </button>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Choose a mark"
          className={cn(part, '-ml-px rounded-r-lg', size === 'page' ? 'px-2' : 'px-1.5', tone)}
        >
          <ChevronDown aria-hidden className="size-3.5" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuRadioGroup
            value={mark ?? ''}
            onValueChange={(value) => {
              const status = markStatuses.find((candidate) => candidate === value);
              if (status) choose(status);
            }}
          >
            {markStatuses.map((status) => {
              const StatusIcon = markIcons[status];
              return (
                <DropdownMenuRadioItem key={status} value={status}>
                  <StatusIcon aria-hidden />
                  {markLabels[status]}
                </DropdownMenuRadioItem>
              );
            })}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem className="pl-8" disabled={mark === null} onSelect={() => choose(null)}>
            Clear mark
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
