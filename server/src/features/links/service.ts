import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { limits, linkErrors, linkKey } from '@upsolve/contract';
import type {
  LinkInputParsed,
  LinkOrderParsed,
  LinkParams,
  LinkRenameParsed,
  SavedLink,
} from '@upsolve/contract';
import type { Database, Executor } from '../../db/client.ts';
import { savedLinks } from '../../db/schema/index.ts';
import { domainEvent } from '../../lib/events/catalog.ts';
import type { Services } from '../../lib/services.ts';
import { conflict, notFound, validationError } from '../../plugins/errors.ts';
import type { Committed } from '../../plugins/events.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertOwnLink } from './policy.ts';
import { toSavedLink } from './presenter.ts';

const linkColumns = { id: savedLinks.id, name: savedLinks.name, link: savedLinks.link };

/** The owner's links in their order: position, then oldest first. */
async function linksOf(db: Executor, ownerId: string): Promise<SavedLink[]> {
  const rows = await db
    .select(linkColumns)
    .from(savedLinks)
    .where(eq(savedLinks.ownerId, ownerId))
    .orderBy(asc(savedLinks.position), asc(savedLinks.createdAt), asc(savedLinks.id))
    .limit(limits.linksPerUser);
  return rows.map(toSavedLink);
}

/** GET /implinks: the viewer's own links, in their order. */
export async function listLinks(db: Database, viewer: SessionUser): Promise<SavedLink[]> {
  return linksOf(db, viewer.id);
}

/**
 * POST /implinks: saves a link at the end of the viewer's list. The same page saved twice (as the
 * contract's linkKey compares URLs) is a 409, and so is one more than `limits.linksPerUser`.
 */
export async function addLink(
  services: Services,
  viewer: SessionUser,
  input: LinkInputParsed,
): Promise<Committed<SavedLink>> {
  return services.commit(async (tx, record) => {
    const [held] = await tx
      .select({ count: count() })
      .from(savedLinks)
      .where(eq(savedLinks.ownerId, viewer.id));
    if ((held?.count ?? 0) >= limits.linksPerUser) throw conflict(linkErrors.tooMany);
    const last = sql`(select coalesce(max(${savedLinks.position}) + 1, 0) from ${savedLinks} where ${savedLinks.ownerId} = ${viewer.id})`;
    const [row] = await tx
      .insert(savedLinks)
      .values({
        ownerId: viewer.id,
        name: input.name,
        link: input.link,
        linkKey: linkKey(input.link),
        position: last,
      })
      .onConflictDoNothing({ target: [savedLinks.ownerId, savedLinks.linkKey] })
      .returning(linkColumns);
    if (row === undefined) throw conflict(linkErrors.duplicate, { link: linkErrors.duplicate });
    record(domainEvent('link.added', { linkId: row.id, ownerId: viewer.id }));
    return toSavedLink(row);
  });
}

/** PATCH /implinks/{id}: the owner renames their link; its URL and place stay. */
export async function renameLink(
  services: Services,
  viewer: SessionUser,
  params: LinkParams,
  input: LinkRenameParsed,
): Promise<Committed<SavedLink>> {
  const link = await assertOwnLink(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const [row] = await tx
      .update(savedLinks)
      .set({ name: input.name })
      .where(and(eq(savedLinks.id, link.id), eq(savedLinks.ownerId, viewer.id)))
      .returning(linkColumns);
    if (row === undefined) throw notFound();
    record(domainEvent('link.renamed', { linkId: row.id, ownerId: viewer.id }));
    return toSavedLink(row);
  });
}

/** DELETE /implinks/{id}: the owner deletes their link. */
export async function deleteLink(
  services: Services,
  viewer: SessionUser,
  params: LinkParams,
): Promise<Committed<void>> {
  const link = await assertOwnLink(services.db, viewer, params);
  return services.commit(async (tx, record) => {
    const deleted = await tx
      .delete(savedLinks)
      .where(and(eq(savedLinks.id, link.id), eq(savedLinks.ownerId, viewer.id)))
      .returning({ id: savedLinks.id });
    if (deleted.length === 0) throw notFound();
    record(domainEvent('link.deleted', { linkId: link.id, ownerId: viewer.id }));
  });
}

/**
 * PUT /implinks/order: `ids` must be exactly the viewer's links, each once (else 400 naming
 * `ids`); each link takes its place in that list. Answers the links in the new order.
 */
export async function reorderLinks(
  services: Services,
  viewer: SessionUser,
  input: LinkOrderParsed,
): Promise<Committed<SavedLink[]>> {
  return services.commit(async (tx, record) => {
    const owned = await tx
      .select({ id: savedLinks.id })
      .from(savedLinks)
      .where(eq(savedLinks.ownerId, viewer.id));
    const ownedIds = new Set(owned.map((row) => row.id));
    const asked = new Set(input.ids);
    const exact =
      asked.size === input.ids.length &&
      asked.size === ownedIds.size &&
      input.ids.every((id) => ownedIds.has(id));
    if (!exact) throw validationError({ ids: linkErrors.order }, linkErrors.order);
    if (input.ids.length > 0) {
      const order = sql`array[${sql.join(
        input.ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`;
      await tx
        .update(savedLinks)
        .set({ position: sql`array_position(${order}, ${savedLinks.id}) - 1` })
        .where(and(eq(savedLinks.ownerId, viewer.id), inArray(savedLinks.id, input.ids)));
    }
    record(domainEvent('links.reordered', { ownerId: viewer.id }));
    return linksOf(tx, viewer.id);
  });
}
