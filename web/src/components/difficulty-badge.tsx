import { Gauge } from 'lucide-react';
import { importSiteLabels, leetcodeDifficultyNames, type SiteDifficulty } from '@upsolve/contract';
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

/** LeetCode's 1, 2, 3 by name; a value LeetCode never sends as its number. */
function leetcodeName(value: number): string {
  return value === 1 || value === 2 || value === 3 ? leetcodeDifficultyNames[value] : String(value);
}

/** "Codeforces rating 1500", "AtCoder difficulty 1234", "LeetCode Medium". */
export function siteDifficultyText({ scale, value }: SiteDifficulty): string {
  if (scale === 'leetcode') return `LeetCode ${leetcodeName(value)}`;
  return `${importSiteLabels[scale]} ${scale === 'codeforces' ? 'rating' : 'difficulty'} ${value}`;
}

/** The short form lists show: "CF 1500", "AtC 1234", "LC Medium". */
const shortScales: Record<SiteDifficulty['scale'], string> = {
  codeforces: 'CF',
  atcoder: 'AtC',
  leetcode: 'LC',
};

/**
 * The site's own difficulty beside Upsolve's 1–10 (nothing when the site rates none): short in
 * lists, whole on the problem page; screen readers and the tooltip always get the whole text.
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
  if (full) return <Badge>{text}</Badge>;
  const { scale, value } = difficulty;
  return (
    <Badge title={text}>
      <span aria-hidden>
        {shortScales[scale]} {scale === 'leetcode' ? leetcodeName(value) : value}
      </span>
      <span className="sr-only">{text}</span>
    </Badge>
  );
}
