import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput, pageQuerySchema } from './fields.ts';
import { requiredText } from './text.ts';
import { userRefSchema } from './users.ts';
import { itemKindSchema, itemKinds } from './votes.ts';
import { isModerator } from './roles.ts';
import type { Viewer } from './roles.ts';

/** Reports and moderation (docs/product.md, "Moderation"). */
export const reportInputSchema = z.object({
  kind: itemKindSchema,
  id: idInput(),
  reason: requiredText({ label: 'Reason', max: limits.reportReason }),
});
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportInputParsed = z.output<typeof reportInputSchema>;

/** POST /api/moderation/{kind}/{id}/remove and …/restore. */
export const moderationItemParamsSchema = z.object({ kind: z.string(), id: idInput() });
export type ModerationItemParams = z.infer<typeof moderationItemParamsSchema>;
export const reportParamsSchema = z.object({ reportId: idInput() });
export type ReportParams = z.infer<typeof reportParamsSchema>;

export const removeInputSchema = z.object({
  reason: requiredText({ label: 'Reason', max: limits.reportReason }),
});
export type RemoveInput = z.input<typeof removeInputSchema>;

export const reportsQuerySchema = pageQuerySchema;

/** An open report as the moderators' queue shows it, oldest first, with what it is about. */
export const reportSchema = z.object({
  _id: z.uuid(),
  reason: z.string(),
  reporter: userRefSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  item: z.object({
    kind: z.enum(itemKinds),
    _id: z.uuid(),
    author: userRefSchema.nullable(),
    /** The blog's title, or the thread's (blog or problem) for a comment or post. */
    title: z.string(),
    /** The start of what was written, for the moderator to judge. */
    excerpt: z.string(),
    url: z.string(),
    removed: z.boolean(),
  }),
});
export type Report = z.infer<typeof reportSchema>;
export const reportListSchema = z.array(reportSchema);

export const moderationMessages = {
  reported: 'Thanks, a moderator will look at it',
  alreadyReported: 'You have already reported this',
  removed: 'Removed',
  restored: 'Restored',
  notRemoved: 'This item is not removed',
  dismissed: 'Report dismissed',
} as const;

/** What the author sees on their removed item; others see `blogTexts.removed`. */
export const removedByModerator = (reason: string) => `Removed by a moderator: ${reason}`;

/** Anyone signed in reports, once per item; only moderators see reports and act on them. */
export function canModerate(viewer: Viewer): boolean {
  return isModerator(viewer);
}
