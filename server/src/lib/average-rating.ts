/**
 * Mean review rating as responses show it, rounded to one decimal; null until someone reviews.
 * Computed from the exact counters, not the stored three-decimal average, so it never rounds twice.
 */
export function averageRating(reviewsCount: number, ratingSum: number): number | null {
  if (reviewsCount === 0) return null;
  return Math.round((ratingSum / reviewsCount) * 10) / 10;
}
