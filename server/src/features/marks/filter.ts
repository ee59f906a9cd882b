import { eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { MarkFilter, MarkStatus } from '@upsolve/contract';
import { marks, problems } from '../../db/schema/index.ts';

const solvedStatuses: MarkStatus[] = ['solved', 'solved_with_help'];

/** The viewer's marks with one of `statuses` (all of them when left out): marks_user_status_idx. */
function viewerMarks(viewerId: string, statuses?: MarkStatus[]): SQL {
  const mine = eq(marks.userId, viewerId);
  return statuses === undefined ? mine : sql`${mine} and ${inArray(marks.status, statuses)}`;
}

/**
 * The dashboard's `?mark=` condition on `problems`, by the viewer's own marks (contract's
 * markFilters). A kept mark drives the query from the viewer's marks (few, by
 * marks_user_status_idx) into problems_key_idx; "unmarked" and "unsolved" keep what has no such
 * mark, an anti-join probing the marks' primary key per problem of the page's order. A problem
 * the key backfill has not reached yet (key null) counts as unmarked here.
 */
export function markFilterCondition(filter: MarkFilter, viewerId: string): SQL {
  const keysOf = (statuses: MarkStatus[]) =>
    sql`${problems.key} in (select ${marks.problemKey} from ${marks} where ${viewerMarks(viewerId, statuses)})`;
  const noMark = (statuses?: MarkStatus[]) =>
    sql`not exists (select 1 from ${marks} where ${viewerMarks(viewerId, statuses)} and ${marks.problemKey} = ${problems.key})`;
  switch (filter) {
    case 'solved':
      return keysOf(solvedStatuses);
    case 'attempted':
      return keysOf(['attempted']);
    case 'todo':
      return keysOf(['todo']);
    case 'unmarked':
      return noMark();
    case 'unsolved':
      return noMark(solvedStatuses);
  }
}
