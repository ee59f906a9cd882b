import { z } from 'zod';
import { limits } from './limits.ts';
import { idInput } from './fields.ts';
import { optionalVisibleText, requiredText } from './text.ts';
import { problemSummarySchema } from './problems.ts';
import { userRefSchema } from './users.ts';
import type { Viewer } from './roles.ts';

/**
 * Lists to work through (docs/product.md, "Lists"): a user's ordered problems with a name and a
 * description. Public lists show on the author's profile, unlisted ones open by their link only,
 * private ones are the author's alone.
 */
export const listVisibilities = ['public', 'unlisted', 'private'] as const;
export type ListVisibility = (typeof listVisibilities)[number];

export const listVisibilityLabels: Record<ListVisibility, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};

export const listParamsSchema = z.object({ listId: idInput() });
export type ListParams = z.infer<typeof listParamsSchema>;

/**
 * Query of GET /api/lists: `problemId` asks, of each list, whether it holds that problem (the "Add
 * to list" menu's checks, in one call). Unlike a path id, a malformed one is a 400 naming it.
 */
export const listsQuerySchema = z.object({
  problemId: z.uuid({ error: 'Problem must be a problem id' }).toLowerCase().optional(),
});
export type ListsQuery = z.infer<typeof listsQuerySchema>;

const listName = requiredText({ label: 'List name', max: limits.listName }).refine(
  (text) => !/[\n\r]/.test(text),
  { message: 'List name must be one line', abort: true },
);

/** Body of POST /api/lists. */
export const listInputSchema = z.object({
  name: listName,
  description: optionalVisibleText({ label: 'Description', max: limits.listDescription }).default(
    '',
  ),
  visibility: z
    .enum(listVisibilities, { error: 'Visibility must be public, unlisted or private' })
    .default('private'),
});
export type ListInput = z.input<typeof listInputSchema>;
export type ListInputParsed = z.output<typeof listInputSchema>;

/** Body of PUT /api/lists/{id}: the fields to change; one left out keeps its value. */
export const listUpdateSchema = z.object({
  name: listName.optional(),
  description: optionalVisibleText({
    label: 'Description',
    max: limits.listDescription,
  }).optional(),
  visibility: listInputSchema.shape.visibility.unwrap().optional(),
});
export type ListUpdate = z.input<typeof listUpdateSchema>;
export type ListUpdateParsed = z.output<typeof listUpdateSchema>;

const problemIdsMessage = 'Problems must be a list of problem ids';

/** Body of PUT /api/lists/{id}/problems: the list's problems, all of them, in their new order. */
export const listProblemsInputSchema = z.object({
  problemIds: z
    .array(idInput({ error: problemIdsMessage }), { error: problemIdsMessage })
    .max(limits.listProblems, `A list holds at most ${limits.listProblems} problems`)
    .refine((ids) => new Set(ids).size === ids.length, 'A problem is in a list only once'),
});
export type ListProblemsInput = z.input<typeof listProblemsInputSchema>;

/**
 * A list as lists show it. `problemCount` counts the problems the viewer can read; `solvedCount`
 * those of them the viewer marked solved (their own progress, on anyone's list). `hasProblem` is
 * there only when GET /api/lists was asked about one problem (`?problemId=`): whether the list
 * holds it, among the problems the viewer can read (one they cannot read is held by none).
 */
export const listSummarySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(listVisibilities),
  owner: userRefSchema,
  problemCount: z.number().int(),
  solvedCount: z.number().int(),
  hasProblem: z.boolean().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** A list with its problems in order, each with the viewer's mark. */
export const listDetailSchema = listSummarySchema.extend({
  problems: z.array(problemSummarySchema),
});
export type ListDetail = z.infer<typeof listDetailSchema>;

/** GET /api/lists (the viewer's own) and GET /api/users/{id}/lists (that user's public ones). */
export const listsResponseSchema = z.object({ lists: z.array(listSummarySchema) });
export type ListsResponse = z.infer<typeof listsResponseSchema>;
/** GET /api/lists/{id}. */
export const listResponseSchema = z.object({ list: listDetailSchema });
export type ListResponse = z.infer<typeof listResponseSchema>;
/** POST, PUT /api/lists… : the list as stored. */
export const listMutationResponseSchema = z.object({ message: z.string(), list: listDetailSchema });
export type ListMutationResponse = z.infer<typeof listMutationResponseSchema>;

/** The `message` of each successful list mutation. */
export const listMessages = {
  created: 'List created',
  updated: 'List updated',
  problemsSaved: 'List saved',
  deleted: 'List deleted',
} as const;

/** The owner reads every list of theirs; anyone signed in reads a public or unlisted one. */
export function canReadList(
  viewer: Viewer,
  list: { ownerId: string; visibility: ListVisibility },
): boolean {
  return list.visibility !== 'private' || list.ownerId === viewer.id;
}

/** Only the owner changes a list. */
export function canEditList(viewer: Viewer, list: { ownerId: string }): boolean {
  return list.ownerId === viewer.id;
}

/** What a refused list change says (400). */
export const listErrors = {
  tooMany: `You can keep at most ${limits.listsPerUser} lists`,
  unknownProblem: 'No problem you can read has this id',
} as const;

/** What the lists' screens say, exactly. */
export const listTexts = {
  title: 'My lists',
  navLabel: 'Lists',
  empty: 'No lists yet. Make one to gather problems to work through.',
  intro: 'Problems gathered to work through, with your progress on each list.',
  create: 'Create list',
  creating: 'Creating...',
  createFailed: 'Could not create the list',
  newListHeading: 'New list',
  saving: 'Saving...',
  saveFailed: 'Could not save the list',
  backToLists: 'Back to my lists',
  loadFailed: 'Could not load the list',
  listsLoadFailed: 'Could not load your lists',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  visibilityLabel: 'Visibility',
  problemsLabel: 'Problems in this list',
  noProblems: 'No problems in this list yet. Add them from a problem card or page.',
  progress: (solved: number, total: number) => `${solved} of ${total} solved`,
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete list',
  deleteConfirm: 'Delete this list? Its problems stay on the site.',
  remove: 'Remove',
  moveUp: 'Move up',
  moveDown: 'Move down',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  addToList: 'Add to list',
  noListsYet: 'You have no lists yet',
  newList: 'New list…',
  notFound: 'List not found',
  publicLists: 'Public lists',
  noPublicLists: 'No public lists',
  by: 'by',
} as const;
