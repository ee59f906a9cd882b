import { Gauge } from 'lucide-react';
// Types only: a value import from the contract would pull zod into the landing page, which shows
// a difficulty too; difficulty-badge.test.ts checks these names against the contract's.
import type { ImportSite, SiteDifficulty } from '@upsolve/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx';

/** Easy (1–3), medium (4–6) and hard (7–10) get their own colour; the number is always shown. */
export function difficultyTone(rating: number): BadgeTone {
  if (rating <= 3) return 'success';
  if (rating <= 6) return 'warning';
  return 'danger';
}

export function DifficultyBadge({ rating }: { rating: number }) {
  return (
    <Badge tone={difficultyTone(rating)} title={`Difficulty ${rating} out of 10`}>
      <Gauge aria-hidden />
      <span>
        <span className="sr-only">Difficulty </span>
        {rating}/10
      </span>
    </Badge>
  );
}

/** Each site's name (the contract's `importSiteLabels`), short name and what its number is. */
export const siteScales: Record<ImportSite, readonly [name: string, short: string, kind: string]> =
  {
    codeforces: ['Codeforces', 'CF', 'rating'],
    atcoder: ['AtCoder', 'AtC', 'difficulty'],
    leetcode: ['LeetCode', 'LC', ''],
  };

/** The contract's `leetcodeDifficultyNames`: LeetCode's 1, 2, 3 (another value as its number). */
export const leetcodeNames = ['Easy', 'Medium', 'Hard'];

/** The value in words: a number, or LeetCode's level. */
function valueText({ scale, value }: SiteDifficulty): string {
  return (scale === 'leetcode' && leetcodeNames[value - 1]) || String(value);
}

/** "Codeforces rating 1500", "AtCoder difficulty 1234", "LeetCode Medium". */
export function siteDifficultyText(difficulty: SiteDifficulty): string {
  const [name, , kind] = siteScales[difficulty.scale];
  return [name, kind, valueText(difficulty)].filter(Boolean).join(' ');
}

/**
 * The site's own difficulty beside Upsolve's 1–10 (nothing when the site rates none): short in
 * lists ("CF 1500", "AtC 1234", "LC Medium"), whole on the problem page; screen readers and the
 * tooltip always get the whole text.
 */
export function SiteDifficultyBadge({
  difficulty,
  full = false,
}: {
  difficulty: SiteDifficulty | null;
  full?: boolean;
}) {
  if (difficulty === null) return null;
  const text = siteDifficultyText(difficulty);
  return (
    <Badge title={text}>
      {full ? (
        text
      ) : (
        <>
          <span aria-hidden>
            {siteScales[difficulty.scale][1]} {valueText(difficulty)}
          </span>
          <span className="sr-only">{text}</span>
        </>
      )}
    </Badge>
  );
}
