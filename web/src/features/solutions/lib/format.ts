import { solutionLanguages, type SolutionLanguage } from '@upsolve/contract';

/** '1 Solution Found', '3 Solutions Found' (SPEC.md §2's '{n} Solution(s) Found'). */
export function solutionsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'Solution' : 'Solutions'} Found`;
}

/** '1 review', '3 reviews'. */
export function reviewsCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The average rating as '4.5', or 'No ratings yet'. */
export function averageRatingText(averageRating: number | null): string {
  return averageRating === null ? 'No ratings yet' : averageRating.toFixed(1);
}

export function languageLabel(language: SolutionLanguage): string {
  return solutionLanguages[language];
}

const shortDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Mar 4, 2026'. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(new Date(isoDate));
}

/** The author's name as shown: '@tourist', or 'Unknown User' when the account is gone. */
export function authorName(user: { username: string } | null): string {
  return user ? `@${user.username}` : 'Unknown User';
}
