import type { ListDetail, ListSummary, ListVisibility, ProblemSummary } from '@upsolve/contract';

export interface ListSummaryRow {
  id: string;
  name: string;
  description: string;
  visibility: ListVisibility;
  ownerId: string;
  ownerUsername: string;
  problemCount: number;
  solvedCount: number;
  /** Whether the list holds the problem the read asked about; null when it asked about none. */
  hasProblem: boolean | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A stored list as lists show it, with the viewer's counts. */
export function toListSummary(row: ListSummaryRow): ListSummary {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    owner: { _id: row.ownerId, username: row.ownerUsername },
    problemCount: row.problemCount,
    solvedCount: row.solvedCount,
    ...(row.hasProblem === null ? {} : { hasProblem: row.hasProblem }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list with its problems (already in order, already filtered to what the viewer may read). */
export function toListDetail(row: ListSummaryRow, problems: ProblemSummary[]): ListDetail {
  return { ...toListSummary(row), problems };
}
