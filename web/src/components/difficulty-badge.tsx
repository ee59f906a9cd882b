import { Gauge } from 'lucide-react';
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
