import { Eye, EyeOff } from 'lucide-react';
import type { SiteDifficulty } from '@upsolve/contract';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import type { ProblemSpoilers } from '@/lib/spoiler-safe.ts';
import { DifficultyBadge, SiteDifficultyBadge } from './difficulty-badge.tsx';

/*
 * What spoiler-safe puts where a problem's difficulty and tags would be (lib/spoiler-safe.ts):
 * an honest placeholder, never an empty space that looks like "not rated" or "no tags".
 */

/** Upsolve's rating and the site's own, or "Difficulty hidden" while spoiler-safe hides them. */
export function ProblemDifficulty({
  rating,
  siteDifficulty,
  spoilers,
  full = false,
}: {
  rating: number;
  siteDifficulty: SiteDifficulty | null;
  spoilers: ProblemSpoilers;
  /** The site's difficulty in words (the problem page), not its short form. */
  full?: boolean;
}) {
  if (spoilers.pending) return <Skeleton className="h-5 w-14 rounded-full" />;
  if (spoilers.hidden) {
    return (
      <Badge title="Spoiler-safe is on: the difficulty shows once you solve or reveal it">
        <EyeOff aria-hidden />
        Difficulty hidden
      </Badge>
    );
  }
  return (
    <>
      <DifficultyBadge rating={rating} />
      <SiteDifficultyBadge difficulty={siteDifficulty} full={full} />
    </>
  );
}

/** Stands for the tags (whether or not there are any: an empty space would tell). */
export function HiddenTags({
  spoilers,
  className,
}: {
  spoilers: ProblemSpoilers;
  className?: string;
}) {
  if (spoilers.pending) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted-foreground', className)}>
      <EyeOff aria-hidden className="size-3" />
      Tags hidden
    </span>
  );
}

/** Shows one problem's hidden values for the rest of the session. */
export function RevealButton({
  spoilers,
  className,
}: {
  spoilers: ProblemSpoilers;
  className?: string;
}) {
  if (!spoilers.hidden || spoilers.pending) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      icon={<Eye aria-hidden />}
      onClick={spoilers.reveal}
      aria-label="Reveal difficulty and tags"
      className={cn('h-6 px-2 text-xs [&_svg]:size-3.5', className)}
    >
      Reveal
    </Button>
  );
}
