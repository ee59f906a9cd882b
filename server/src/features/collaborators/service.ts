import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import { invitationErrors, limits } from '@upsolve/contract';
import type {
  Invitation,
  InvitationInputParsed,
  InvitationParams,
  InvitationStatus,
  Invitations,
  UserSearchQueryParsed,
  UserSearchResult,
} from '@upsolve/contract';
import type { Database } from '../../db/client.ts';
import { collaborations, users } from '../../db/schema/index.ts';
import { isForeignKeyViolation, uniqueViolation } from '../../lib/db-errors.ts';
import {
  cappedMatches,
  cappedTotal,
  cursorValue,
  defineKeyset,
  holdsEveryMatch,
  keysetFilter,
  keysetPage,
  keysetRows,
  totalOfMatches,
} from '../../lib/paging.ts';
import type { Page } from '../../lib/paging.ts';
import { conflict, notFound } from '../../plugins/errors.ts';
import type { SessionUser } from '../../plugins/session.ts';
import { assertCanAnswerInvitation, assertCanInvite, invitationsWithNames } from './policy.ts';
import { toInvitation, toSearchResult } from './presenter.ts';
import type { SearchRow } from './presenter.ts';

/** Collaborators first, then the newest accounts: the order of users_collaborators_first_idx. */
const collaboratorsFirst = defineKeyset({
  columns: [users.collaborator, users.createdAt, users.id],
  schema: z.tuple([cursorValue.flag, cursorValue.timestamp, cursorValue.id]),
  keyOf: (row: SearchRow) => [row.collaborator, row.createdAt, row.id],
});

/** A LIKE pattern finding `term` anywhere, its `%`, `_` and `\` taken as themselves. */
export function containing(term: string): string {
  return `%${term.replaceAll(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The search's filters: never the caller; the term anywhere in the username, the email or a skill
 * (users.search_text, lower-cased by its trigger, through the trigram index); an exact skill
 * (users_skills_lower_idx); the collaborator flag. Exported for the query-plan test.
 */
export function searchFilters(viewerId: string, query: UserSearchQueryParsed): SQL | undefined {
  const term = query.query ?? '';
  const skill = query.skill ?? '';
  return and(
    ne(users.id, viewerId),
    term === '' ? undefined : sql`${users.searchText} like lower(${containing(term)})`,
    skill === ''
      ? undefined
      : sql`user_skills_lower(${users.skills}) @> array[lower(${skill})]::text[]`,
    query.collaborator === undefined ? undefined : eq(users.collaborator, query.collaborator),
  );
}

function selectResults(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      location: users.location,
      collaborator: users.collaborator,
      skills: users.skills,
      createdAt: users.createdAt,
    })
    .from(users)
    .$dynamic();
}

/**
 * GET /searchuser. A term or a skill is looked up first in its GIN index, up to one past the cap
 * (lib/paging.ts cappedMatches): the same ids give the total, and the page is those rows sorted.
 * A match more common than the cap walks the order index instead, which finds a page at once; so
 * does a search by the collaborator flag alone.
 */
export async function searchUsers(
  db: Database,
  viewer: SessionUser,
  query: UserSearchQueryParsed,
): Promise<Page<UserSearchResult>> {
  const filters = searchFilters(viewer.id, query);
  if ((query.query ?? '') === '' && (query.skill ?? '') === '') {
    const [rows, total] = await Promise.all([
      keysetRows(selectResults(db), collaboratorsFirst, query, filters),
      cappedTotal(
        db,
        query,
        db
          .select({ one: sql`1` })
          .from(users)
          .where(filters)
          .$dynamic(),
      ),
    ]);
    return keysetPage(rows, query.limit, collaboratorsFirst, toSearchResult, total);
  }
  const matches = await cappedMatches(
    db,
    users,
    users.id,
    keysetFilter(collaboratorsFirst, query, filters),
  );
  const pageFilter = holdsEveryMatch(matches)
    ? sql`${users.id} = any(${sql.param(matches)}::uuid[])`
    : filters;
  const rows = await keysetRows(selectResults(db), collaboratorsFirst, query, pageFilter);
  return keysetPage(
    rows,
    query.limit,
    collaboratorsFirst,
    toSearchResult,
    totalOfMatches(query, matches),
  );
}

/**
 * POST /collaborations: invites another existing user. A second pending invitation to the same
 * person is 409 (the partial unique index decides, not a racy pre-check).
 */
export async function createInvitation(
  db: Database,
  viewer: SessionUser,
  input: InvitationInputParsed,
): Promise<Invitation> {
  const recipient = await assertCanInvite(db, viewer.id, input.recipientId);
  let row;
  try {
    [row] = await db
      .insert(collaborations)
      .values({
        senderId: viewer.id,
        recipientId: recipient._id,
        projectDetails: input.projectDetails,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error) !== null) throw conflict(invitationErrors.pending);
    // The recipient's account was deleted after it was found.
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
  if (row === undefined) throw new Error('Inserting the invitation returned no row');
  return toInvitation({ ...row, senderName: viewer.username, recipientName: recipient.username });
}

/** GET /collaborations: the viewer's incoming and outgoing invitations, newest first. */
export async function listInvitations(db: Database, viewer: SessionUser): Promise<Invitations> {
  const newest = (where: SQL) =>
    invitationsWithNames(db)
      .where(where)
      .orderBy(desc(collaborations.createdAt), desc(collaborations.id))
      .limit(limits.invitationsListed);
  const [incoming, outgoing] = await Promise.all([
    newest(eq(collaborations.recipientId, viewer.id)),
    newest(eq(collaborations.senderId, viewer.id)),
  ]);
  return { incoming: incoming.map(toInvitation), outgoing: outgoing.map(toInvitation) };
}

/**
 * Accepts or declines an invitation the viewer received. The answer and its time are recorded:
 * an accepted invitation is what the messages feature reads to open the two people's
 * conversation (docs/product.md, "Collaborator invitation").
 */
export async function answerInvitation(
  db: Database,
  viewer: SessionUser,
  params: InvitationParams,
  status: Exclude<InvitationStatus, 'pending'>,
): Promise<Invitation> {
  const invitation = await assertCanAnswerInvitation(db, viewer.id, params.invitationId);
  const [row] = await db
    .update(collaborations)
    .set({ status, answeredAt: new Date() })
    .where(and(eq(collaborations.id, invitation.id), eq(collaborations.status, 'pending')))
    .returning();
  // Answered in another tab between the check and this statement.
  if (row === undefined) throw conflict(invitationErrors.answered);
  return toInvitation({
    ...row,
    senderName: invitation.senderName,
    recipientName: invitation.recipientName,
  });
}
