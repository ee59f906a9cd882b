import { eq } from 'drizzle-orm';
import { canEditLink, idSchema } from '@upsolve/contract';
import type { LinkParams, Viewer } from '@upsolve/contract';
import type { Executor } from '../../db/client.ts';
import { savedLinks } from '../../db/schema/index.ts';
import { notFound } from '../../plugins/errors.ts';

/**
 * The link the viewer may rename or delete (the contract's canEditLink): their own. A malformed or
 * unknown id, and another user's link, are all 404: nobody learns which ids exist.
 */
export async function assertOwnLink(
  db: Executor,
  viewer: Viewer,
  params: LinkParams,
): Promise<{ id: string; ownerId: string }> {
  if (!idSchema.safeParse(params.linkId).success) throw notFound();
  const [link] = await db
    .select({ id: savedLinks.id, ownerId: savedLinks.ownerId })
    .from(savedLinks)
    .where(eq(savedLinks.id, params.linkId))
    .limit(1);
  if (link === undefined || !canEditLink(viewer, link)) throw notFound();
  return link;
}
