import { solutionLanguages } from '@upsolve/contract';
import type {
  MarkCounts,
  Profile,
  ProblemTitle,
  SolutionLanguage,
  UserSolution,
} from '@upsolve/contract';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { averageRating } from '../../lib/average-rating.ts';

/** The user columns a profile shows: never the password hash or the search text. */
export const profileColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  favlanguage: users.favlanguage,
  rating: users.rating,
  platform: users.platform,
  gitHub: users.gitHub,
  projectLinks: users.projectLinks,
  skills: users.skills,
  collaborator: users.collaborator,
  location: users.location,
  bio: users.bio,
  showEmail: users.showEmail,
  showOnline: users.showOnline,
  spoilerSafe: users.spoilerSafe,
  timeZone: users.timeZone,
  contribution: users.contribution,
};

export type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

/**
 * A profile; its owner also sees their settings. The email is the owner's to show: others see it
 * only when "Show my email" is on, and otherwise the field is absent.
 */
export function toProfile(
  row: ProfileRow,
  bookmarked: ProblemTitle[],
  markCounts: MarkCounts,
  isOwner: boolean,
): Profile {
  const settings = isOwner
    ? { showEmail: row.showEmail, showOnline: row.showOnline, spoilerSafe: row.spoilerSafe }
    : {};
  return {
    _id: row.id,
    username: row.username,
    ...(isOwner || row.showEmail ? { email: row.email } : {}),
    favlanguage: row.favlanguage,
    rating: row.rating,
    platform: row.platform,
    gitHub: row.gitHub,
    projectslinks: row.projectLinks,
    skills: row.skills,
    collaborator: row.collaborator,
    location: row.location,
    bio: row.bio,
    contribution: row.contribution,
    otherBookMarkedProblems: bookmarked,
    markCounts,
    timeZone: row.timeZone,
    ...settings,
  };
}

/** A solution as a profile lists it, with the title of what it solves. */
export interface UserSolutionRow {
  id: string;
  approach: string;
  language: string;
  problemId: string;
  problemTitle: string;
  reviewsCount: number;
  ratingSum: number;
  createdAt: Date;
}

function isSolutionLanguage(value: string): value is SolutionLanguage {
  return Object.hasOwn(solutionLanguages, value);
}

export function toUserSolution(row: UserSolutionRow): UserSolution {
  // Only the contract's languages are ever written; anything else is corrupt data, not a choice.
  if (!isSolutionLanguage(row.language)) {
    throw new Error(`Solution ${row.id} has an unknown language: ${row.language}`);
  }
  return {
    _id: row.id,
    approach: row.approach,
    language: row.language,
    problem: { _id: row.problemId, title: row.problemTitle },
    reviewsCount: row.reviewsCount,
    averageRating: averageRating(row.reviewsCount, row.ratingSum),
    createdAt: row.createdAt.toISOString(),
  };
}
