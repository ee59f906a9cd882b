import { z } from 'zod';
import { contestSourceLabels, contestSources } from './contests.ts';
import type { ContestSource } from './contests.ts';
import { markStatusSchema } from './marks.ts';

/**
 * Contest upsolving (docs/product.md, "Contest upsolving"): after a contest, its problems go to
 * the user's to-do, and the calendar's Past tab shows how many of them are solved.
 */

/** The contest sites whose problem lists Upsolve can read. */
export const upsolveSources = ['codeforces', 'atcoder'] as const satisfies readonly ContestSource[];
export type UpsolveSource = (typeof upsolveSources)[number];

/** Whether Upsolve reads `source`'s problem lists (a stored row's source is any string). */
export function canUpsolve(source: string): source is UpsolveSource {
  return (upsolveSources as readonly string[]).includes(source);
}

export const upsolveTexts = {
  button: 'Upsolve this contest',
  progress: (solved: number, total: number) => `${solved} of ${total} upsolved`,
  added: (added: number, total: number) =>
    added === 0
      ? 'Every problem of this contest was already on your list'
      : `Added ${added} of ${total} problems to your to-do`,
} as const;

export const upsolveErrors = {
  source: `Upsolving takes ${upsolveSources.map((source) => contestSourceLabels[source]).join(' and ')} contests`,
  contestId: 'Contest id must be letters, digits, "_" or "-"',
  notEnded: 'This contest has not ended yet',
  noProblems: (site: string) => `${site} lists no problems for this contest`,
} as const;

/** POST /api/contests/{source}/{contestId}/upsolve. */
export const upsolveParamsSchema = z.object({
  source: z.enum(contestSources, { error: upsolveErrors.source }).refine(canUpsolve, {
    error: upsolveErrors.source,
  }),
  contestId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, upsolveErrors.contestId)
    .transform((id) => id.toLowerCase()),
});
export type UpsolveParams = z.input<typeof upsolveParamsSchema>;
export type UpsolveParamsParsed = z.output<typeof upsolveParamsSchema>;

export const upsolvedProblemSchema = z.object({
  _id: z.uuid(),
  title: z.string(),
  myMark: markStatusSchema.nullable(),
});
export type UpsolvedProblem = z.infer<typeof upsolvedProblemSchema>;

export const upsolveResponseSchema = z.object({
  message: z.string(),
  /** Problems newly put on the viewer's to-do. */
  added: z.number().int(),
  /** Problems already shared on Upsolve, reused rather than created. */
  reused: z.number().int(),
  /** Problems created now from the site's metadata. */
  created: z.number().int(),
  /** Problems the viewer had already solved: they stay solved. */
  alreadySolved: z.number().int(),
  /** The contest's problems in its order. */
  problems: z.array(upsolvedProblemSchema),
});
export type UpsolveResponse = z.infer<typeof upsolveResponseSchema>;

/** GET /api/contests/upsolving: the viewer's progress on each contest they set out to upsolve. */
export const upsolvingResponseSchema = z.object({
  contests: z.array(
    z.object({
      source: z.enum(upsolveSources),
      contestId: z.string(),
      solved: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export type UpsolvingResponse = z.infer<typeof upsolvingResponseSchema>;
