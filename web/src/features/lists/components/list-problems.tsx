import { Link } from 'react-router';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { listTexts } from '@upsolve/contract';
import type { ListDetail } from '@upsolve/contract';
import { MarkControl } from '@/components/mark-control.tsx';
import { ProblemDifficulty } from '@/components/spoiler-values.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { userTextProps } from '@/components/ui/user-text.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useProblemSpoilers } from '@/lib/spoiler-safe.ts';

type Problems = ListDetail['problems'];

/*
 * On a phone a row is the title on the whole width, its facts beneath, and the owner's controls on
 * a line of their own; every control is 40 px tall there (a finger's), and as compact as a row's
 * on a wider screen, where the controls sit at the row's end.
 */
const phoneTouchMark =
  '[&>button]:h-10 [&>button]:min-w-10 [&>button]:justify-center sm:[&>button]:h-7 sm:[&>button]:min-w-0';
const controlClasses =
  'sm:size-8 sm:[&_svg]:size-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/** A problem's mark (the viewer's own, changed here as anywhere) and its site and difficulty. */
function ProblemFacts({ problem }: { problem: Problems[number] }) {
  const spoilers = useProblemSpoilers(problem);
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <MarkControl problem={problem} size="row" className={phoneTouchMark} />
      <Badge tone="brand" {...userTextProps}>
        {problem.platform.name}
      </Badge>
      <ProblemDifficulty
        rating={problem.platform.rating}
        siteDifficulty={problem.siteDifficulty}
        spoilers={spoilers}
      />
    </div>
  );
}

/** Moves one entry by `step` places, or answers null at either end. */
export function moved(problems: Problems, index: number, step: -1 | 1): Problems | null {
  const target = index + step;
  const problem = problems[index];
  const other = problems[target];
  if (problem === undefined || other === undefined) return null;
  const next = [...problems];
  next[index] = other;
  next[target] = problem;
  return next;
}

export interface ListProblemsProps {
  problems: Problems;
  /** The owner reorders and removes; null for anyone else. */
  onChange: ((problems: Problems) => void) | null;
  busy: boolean;
}

/**
 * The list's problems in order, each with the viewer's mark. The owner moves one up or down (plain
 * buttons, so the keyboard reorders as well as a pointer) or removes it. The buttons are never
 * `disabled` (aria-disabled instead): a disabled button drops the keyboard focus, and a problem
 * moved to the top must keep it on its Move up button.
 */
export function ListProblems({ problems, onChange, busy }: ListProblemsProps) {
  return (
    <ol
      aria-label={listTexts.problemsLabel}
      className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface shadow-card"
    >
      {problems.map((problem, index) => (
        <li
          key={problem._id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 sm:flex-nowrap sm:px-4"
        >
          <span
            aria-hidden
            className="w-6 shrink-0 self-start text-right text-sm leading-6 tabular-nums text-muted-foreground sm:self-center"
          >
            {index + 1}
          </span>
          {/* On a phone it fills the first line, so the controls wrap beneath it; wider, they share it. */}
          <div className="flex min-w-0 flex-1 basis-[calc(100%-2.25rem)] flex-col gap-1 sm:basis-0">
            <Link
              to={paths.problem(problem._id)}
              dir={userTextProps.dir}
              className={cn(
                'min-w-0 font-medium break-words text-foreground hover:text-brand-soft-foreground',
                userTextProps.className,
              )}
            >
              {problem.title}
            </Link>
            <ProblemFacts problem={problem} />
          </div>
          {onChange === null ? null : (
            <div className="ml-auto flex shrink-0 items-center gap-1">
              <Button
                variant="ghost"
                size="icon"
                className={controlClasses}
                aria-label={`${listTexts.moveUp}: ${problem.title}`}
                icon={<ArrowUp aria-hidden />}
                aria-disabled={busy || index === 0}
                onClick={() => {
                  const next = moved(problems, index, -1);
                  if (!busy && next !== null) onChange(next);
                }}
              />
              <Button
                variant="ghost"
                size="icon"
                className={controlClasses}
                aria-label={`${listTexts.moveDown}: ${problem.title}`}
                icon={<ArrowDown aria-hidden />}
                aria-disabled={busy || index === problems.length - 1}
                onClick={() => {
                  const next = moved(problems, index, 1);
                  if (!busy && next !== null) onChange(next);
                }}
              />
              <Button
                variant="ghost"
                size="icon"
                className={controlClasses}
                aria-label={`${listTexts.remove}: ${problem.title}`}
                icon={<X aria-hidden />}
                aria-disabled={busy}
                onClick={() => {
                  if (!busy) onChange(problems.filter((each) => each._id !== problem._id));
                }}
              />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
