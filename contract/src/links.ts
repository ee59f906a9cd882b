import { z } from 'zod';
import { limits } from './limits.ts';
import { httpUrl, idInput } from './fields.ts';
import { requiredText } from './text.ts';
import type { Viewer } from './roles.ts';

/**
 * Important links (docs/product.md, "Important links", "Add link"): five fixed resources beside
 * each user's own saved links, which only their owner sees, names, orders and deletes.
 */
export const linkParamsSchema = z.object({ linkId: idInput() });
export type LinkParams = z.infer<typeof linkParamsSchema>;

/** A link's name: required, one line, at most `limits.linkName` characters. */
const linkName = requiredText({ label: 'Link name', max: limits.linkName }).refine(
  (text) => !/[\n\r]/.test(text),
  { message: 'Link name must be one line', abort: true },
);

/** Body of POST /api/implinks: a name and an absolute http(s) URL. */
export const linkInputSchema = z.object({ name: linkName, link: httpUrl('URL') });
export type LinkInput = z.input<typeof linkInputSchema>;
export type LinkInputParsed = z.output<typeof linkInputSchema>;

/** Body of PATCH /api/implinks/{id}: the link's new name (its URL stays). */
export const linkRenameSchema = z.object({ name: linkName });
export type LinkRename = z.input<typeof linkRenameSchema>;
export type LinkRenameParsed = z.output<typeof linkRenameSchema>;

const orderMessage = 'Order must list each of your links exactly once';

/** Body of PUT /api/implinks/order: every one of the viewer's link ids, in the new order. */
export const linkOrderSchema = z.object({
  ids: z
    .array(idInput({ error: orderMessage }), { error: orderMessage })
    .max(limits.linksPerUser, orderMessage),
});
export type LinkOrder = z.input<typeof linkOrderSchema>;
export type LinkOrderParsed = z.output<typeof linkOrderSchema>;

/** A saved link as the seed's client reads it. */
export const savedLinkSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  link: z.string(),
});
export type SavedLink = z.infer<typeof savedLinkSchema>;

/** GET /api/implinks: the viewer's links in their order (the seed's client reads `links`). */
export const linksResponseSchema = z.object({ links: z.array(savedLinkSchema) });
export type LinksResponse = z.infer<typeof linksResponseSchema>;
/** POST and PATCH /api/implinks…: what was stored. */
export const linkMutationResponseSchema = z.object({ message: z.string(), link: savedLinkSchema });
export type LinkMutationResponse = z.infer<typeof linkMutationResponseSchema>;
/** PUT /api/implinks/order: the links in their new order. */
export const linkOrderResponseSchema = linksResponseSchema.extend({ message: z.string() });
export type LinkOrderResponse = z.infer<typeof linkOrderResponseSchema>;

/** The `message` of each successful link mutation. */
export const linkMessages = {
  added: 'Link added successfully!',
  renamed: 'Link renamed',
  deleted: 'Link deleted',
  reordered: 'Links reordered',
} as const;

/** Refusals of link mutations (400 naming the field, or 409). */
export const linkErrors = {
  duplicate: 'You have already saved this URL',
  tooMany: `You can save at most ${limits.linksPerUser} links`,
  order: orderMessage,
} as const;

/** What the screens say (docs/product.md, "Important links", "Add link"), exactly. */
export const linkTexts = {
  title: 'Important Links',
  backToDashboard: 'Back to Dashboard',
  addLink: 'Add Link',
  adding: 'Adding Link...',
  essential: 'Essential Resources',
  yours: 'Your Added Links',
  noneYet: 'No Personal Links Yet',
  addFirst: 'Add Your First Link',
  deleteLink: 'Delete link',
  back: 'Back to Links',
  nameLabel: 'Link Name',
  namePlaceholder: 'Enter a name for the link',
  urlLabel: 'URL',
  urlPlaceholder: 'https://example.com',
  added: 'Link added successfully!',
  addFailed: 'Failed to add Link',
} as const;

/**
 * The form a URL is compared in, so the same page saved twice is refused: scheme and host in lower
 * case and the default port dropped (as URL parsing does), and trailing slashes of the path
 * removed. Query and fragment are kept: they often name different pages of one site.
 */
export function linkKey(link: string): string {
  const url = new URL(link);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}${url.search}${url.hash}`;
}

/** A link is its owner's alone: only they see, rename, reorder and delete it. */
export function canEditLink(viewer: Viewer, link: { ownerId: string }): boolean {
  return link.ownerId === viewer.id;
}
