import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, integerInput, optionalHttpUrl, pageQuerySchema } from './fields.ts';
import { optionalVisibleText } from './text.ts';
import { problemSummarySchema } from './problems.ts';
import { solutionLanguages } from './solutions.ts';
import type { SolutionLanguage } from './solutions.ts';
import { markCountsSchema, timeZoneSchema } from './marks.ts';
import type { Viewer } from './roles.ts';

/**
 * Path parameters naming a user. A malformed id is answered 404 like an unknown one (ids are not
 * probed), so the server checks it, not the schema.
 */
export const userParamsSchema = z.object({ userId: idInput() });
export type UserParams = z.infer<typeof userParamsSchema>;

const oneLine = (label: string, max: number) => optionalVisibleText({ label, max });

/** Entries of a list field: blank ones are dropped (the form adds empty rows to fill in). */
const withoutBlanks = (entries: string[]) => entries.filter((entry) => entry !== '');

/** Skills that differ only by case are one skill: the first spelling is kept. */
function withoutCaseDuplicates(skills: string[]): string[] {
  const seen = new Set<string>();
  return skills.filter((skill) => {
    const key = skill.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A contest rating: a whole number from 0; null clears it. */
export const profileRatingSchema = integerInput(0, limits.profileRatingMax, {
  invalid: `Rating must be a whole number from 0 to ${limits.profileRatingMax}`,
  tooSmall: 'Rating cannot be negative',
});

const tooManySkills = `At most ${limits.listEntries} skills`;
const tooManyLinks = `At most ${limits.listEntries} project links`;

/**
 * Body of PUT /api/myprofile/{userId}/updateprofile (docs/product.md, "Update profile"). No field
 * is required, and one left out keeps its stored value, as every update does. An empty text or
 * list clears it; blank list entries are dropped; the lists hold at most 50 entries each.
 */
export const profileUpdateSchema = z.object({
  favlanguage: oneLine('Favourite language', limits.profileField).optional(),
  rating: profileRatingSchema.nullable().optional(),
  platform: oneLine('Platform', limits.profileField).optional(),
  gitHub: optionalHttpUrl('GitHub link').optional(),
  projectslinks: z
    .array(optionalHttpUrl('Project link'), { error: 'Project links must be a list' })
    .transform(withoutBlanks)
    .pipe(z.array(z.string()).max(limits.listEntries, tooManyLinks))
    .optional(),
  skills: z
    .array(oneLine('A skill', limits.skill), { error: 'Skills must be a list' })
    .transform((skills) => withoutCaseDuplicates(withoutBlanks(skills)))
    .pipe(z.array(z.string()).max(limits.listEntries, tooManySkills))
    .optional(),
  collaborator: z.boolean({ error: 'Collaborator must be true or false' }).optional(),
  location: oneLine('Location', limits.location).optional(),
  bio: optionalVisibleText({ label: 'Bio', max: limits.bio }).optional(),
  // Settings (docs/product.md, "Settings"): kept with the profile, changed by its owner only.
  showEmail: z.boolean({ error: 'Show my email must be true or false' }).optional(),
  showOnline: z.boolean({ error: "Show when I'm online must be true or false" }).optional(),
  /** Hide difficulties and tags until a problem is solved or revealed (marks.ts). */
  spoilerSafe: z.boolean({ error: 'Spoiler-safe must be true or false' }).optional(),
  /** The IANA zone the activity heatmap counts days in; null goes back to UTC. */
  timeZone: timeZoneSchema.nullable().optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateParsed = z.output<typeof profileUpdateSchema>;

/** A problem as a profile lists it among the user's bookmarks. */
export const problemTitleSchema = z.object({ _id: z.uuid(), title: z.string() });
export type ProblemTitle = z.infer<typeof problemTitleSchema>;

/**
 * A user's profile as GET /api/myprofile/{userId} answers it (inside `{user}`).
 * `otherBookMarkedProblems` holds the problems the user bookmarked that both they and the viewer
 * can read, most recently saved first (at most `limits.profileBookmarks`). `email` is there for
 * its owner, and for others only when the owner chose "Show my email"; absent otherwise.
 */
export const profileSchema = z.object({
  _id: z.uuid(),
  username: z.string(),
  email: z.string().optional(),
  favlanguage: z.string(),
  rating: z.number().int().nullable(),
  platform: z.string(),
  gitHub: z.string(),
  projectslinks: z.array(z.string()),
  skills: z.array(z.string()),
  collaborator: z.boolean(),
  location: z.string(),
  bio: z.string(),
  /** The sum of the votes the user's blogs, comments and posts received. */
  contribution: z.number().int(),
  otherBookMarkedProblems: z.array(problemTitleSchema),
  /** How many problems the user marked, per mark: all that others see of their marks. */
  markCounts: markCountsSchema,
  /** The zone their activity heatmap counts days in; null until they choose one (then UTC). */
  timeZone: z.string().nullable(),
  /** The owner's settings: present on one's own profile only. */
  showEmail: z.boolean().optional(),
  showOnline: z.boolean().optional(),
  spoilerSafe: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET /api/myprofile/{userId}: `{user}`, the shape the original specification's client reads
 * (`response.data.user`), as from check-auth.
 */
export const profileResponseSchema = z.object({ user: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/**
 * PUT /api/myprofile/{userId}/updateprofile: `{message, profile}`, the updated entity under its
 * own name as every mutation answers (`problem`, `solution`, `review`); the original client reads
 * nothing from it.
 */
export const profileMutationResponseSchema = z.object({
  message: z.string(),
  profile: profileSchema,
});

/** The `message` of a successful profile update: the text the form shows. */
export const profileMessages = {
  updated: 'Profile updated successfully!',
} as const;

/** GET /api/myprofile/{userId}/problems: the user's public problems, newest first, paged. */
export const userProblemsResponseSchema = z.object({ problems: z.array(problemSummarySchema) });
export type UserProblemsResponse = z.infer<typeof userProblemsResponseSchema>;

const languageKeys = Object.keys(solutionLanguages) as [SolutionLanguage, ...SolutionLanguage[]];

/** A solution as a profile lists it: what it solves, not its whole text. */
export const userSolutionSchema = z.object({
  _id: z.uuid(),
  approach: z.string(),
  language: z.enum(languageKeys),
  problem: problemTitleSchema,
  reviewsCount: z.number().int(),
  averageRating: z.number().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type UserSolution = z.infer<typeof userSolutionSchema>;

/** GET /api/myprofile/{userId}/solutions: their solutions of public problems, newest first. */
export const userSolutionsResponseSchema = z.object({ solutions: z.array(userSolutionSchema) });
export type UserSolutionsResponse = z.infer<typeof userSolutionsResponseSchema>;
export const userListQuerySchema = pageQuerySchema;
export type UserListQueryParsed = z.output<typeof userListQuerySchema>;

/** Only the owner updates a profile (docs/product.md, "Who may do what"). */
export function canEditProfile(viewer: Viewer, profileUserId: string): boolean {
  return viewer.id === profileUserId;
}
