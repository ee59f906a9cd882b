import type { SolutionLanguage, Visibility } from '@upsolve/contract';

/** Demo user names as they appear in the catalogue. */
export type DemoUsername = 'alice' | 'bob' | 'carol' | 'dave';

export interface DemoSolution {
  author: DemoUsername;
  language: SolutionLanguage;
  approach: string;
  description: string;
  code: string;
  reviews?: DemoReview[];
}

export interface DemoReview {
  author: DemoUsername;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

/**
 * A demo problem. The statements are written for Upsolve's demo; links point at each platform's
 * problem pages but are not claimed to be the same problem.
 */
export interface DemoProblem {
  owner: DemoUsername;
  title: string;
  link: string;
  platform: string;
  difficulty: number;
  visibility?: Visibility;
  tags: string[];
  statement: string;
  input: string;
  output: string;
  exampleInput: string;
  exampleOutput: string;
  /** How many days before the seed run it was shared, so the dashboard has a history. */
  daysAgo: number;
  solutions?: DemoSolution[];
  reviews?: DemoReview[];
  bookmarkedBy?: DemoUsername[];
}
