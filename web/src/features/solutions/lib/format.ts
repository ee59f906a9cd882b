import { solutionLanguages, type SolutionLanguage } from '@upsolve/contract';
import { totalText, type PageTotal } from '@/lib/paging.ts';

/** '1 Solution Found', '3 Solutions Found', '1,000+ Solutions Found'. */
export function solutionsFoundText(total: PageTotal): string {
  return `${totalText(total, 'Solution')} Found`;
}

/** The average rating as '4.5', or 'No ratings yet'. */
export function averageRatingText(averageRating: number | null): string {
  return averageRating === null ? 'No ratings yet' : averageRating.toFixed(1);
}

export function languageLabel(language: SolutionLanguage): string {
  return solutionLanguages[language];
}
