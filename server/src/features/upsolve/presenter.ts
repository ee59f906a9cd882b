import { isSolvedMark, upsolveTexts } from '@upsolve/contract';
import type { MarkStatus, UpsolveResponse } from '@upsolve/contract';

/** A contest problem as the upsolve answer lists it, with the viewer's mark afterwards. */
export interface UpsolvedRow {
  id: string;
  title: string;
  key: string;
  created: boolean;
}

/** POST .../upsolve's answer: what was added, reused and created, and every problem's mark. */
export function toUpsolveResponse(
  rows: readonly UpsolvedRow[],
  statuses: ReadonlyMap<string, MarkStatus>,
  added: ReadonlySet<string>,
): UpsolveResponse {
  const alreadySolved = rows.filter(
    (row) => !added.has(row.key) && isSolvedMark(statuses.get(row.key)),
  ).length;
  const created = rows.filter((row) => row.created).length;
  return {
    message: upsolveTexts.added(added.size, rows.length),
    added: added.size,
    reused: rows.length - created,
    created,
    alreadySolved,
    problems: rows.map((row) => ({
      _id: row.id,
      title: row.title,
      myMark: statuses.get(row.key) ?? null,
    })),
  };
}
