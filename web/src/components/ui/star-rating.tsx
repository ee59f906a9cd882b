import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const starValues = [1, 2, 3, 4, 5] as const;
const maxStars = starValues.length;

export type StarSize = 'sm' | 'md' | 'lg';

const starSizes: Record<StarSize, string> = {
  sm: 'size-3.5',
  md: 'size-4.5',
  lg: 'size-8 sm:size-9',
};

/** One star filled to `fill` (0 to 1): a filled star clipped over an outlined one. */
function StarGlyph({ fill, size }: { fill: number; size: StarSize }) {
  const percent = Math.round(Math.min(1, Math.max(0, fill)) * 100);
  return (
    <span aria-hidden className="relative inline-flex shrink-0">
      <Star className={cn(starSizes[size], 'text-muted-foreground/45')} strokeWidth={1.75} />
      {percent > 0 ? (
        <span
          className="absolute inset-y-0 left-0 overflow-hidden"
          style={{ width: `${percent}%` }}
        >
          <Star
            className={cn(starSizes[size], 'fill-amber-400 text-amber-500 dark:text-amber-400')}
            strokeWidth={1.75}
          />
        </span>
      ) : null}
    </span>
  );
}

export interface StarRowProps {
  /** 0 to 5, fractions allowed (an average); null shows five empty stars. */
  value: number | null;
  size?: StarSize;
  className?: string;
}

/** A read-only row of five stars, e.g. a review's rating or an average. */
export function StarRow({ value, size = 'sm', className }: StarRowProps) {
  const rating = value ?? 0;
  const label =
    value === null ? 'Not rated yet' : `Rated ${formatStars(rating)} out of ${maxStars}`;
  return (
    <span
      role="img"
      aria-label={label}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {starValues.map((star) => (
        <StarGlyph key={star} fill={rating - (star - 1)} size={size} />
      ))}
    </span>
  );
}

function formatStars(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

export interface StarRatingInputProps {
  /** 1 to 5. */
  value: number;
  onChange: (value: number) => void;
  /** The word for each rating (1 'Very Poor' … 5 'Excellent'). */
  labels: Record<1 | 2 | 3 | 4 | 5, string>;
  /** Names the group for assistive technology, e.g. 'Rating'. */
  legend: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A clickable 1–5 star rating built on native radio buttons, so it is a real radio group: Tab
 * enters it, arrow keys change the rating, and screen readers announce "3 stars, Average".
 */
export function StarRatingInput({
  value,
  onChange,
  labels,
  legend,
  disabled = false,
  className,
}: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  const shownLabel = labels[toRating(shown)];

  return (
    <fieldset className={cn('flex flex-col gap-2', className)} disabled={disabled}>
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-1" onMouseLeave={() => setHovered(null)}>
          {starValues.map((star) => (
            <label
              key={star}
              onMouseEnter={() => setHovered(star)}
              className="group relative cursor-pointer rounded-md p-0.5 transition-transform hover:scale-110 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                aria-label={`${star} ${star === 1 ? 'star' : 'stars'}, ${labels[star]}`}
                className="peer sr-only"
              />
              <StarGlyph fill={star <= shown ? 1 : 0} size="lg" />
            </label>
          ))}
        </div>
        <p className="text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{shown}/5</span> · {shownLabel}
        </p>
      </div>
    </fieldset>
  );
}

function toRating(value: number): (typeof starValues)[number] {
  const index = Math.min(maxStars, Math.max(1, Math.round(value))) - 1;
  return starValues[index] ?? 1;
}
