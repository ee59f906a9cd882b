import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bookmarks, reviews } from '../../db/schema/index.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';

/**
 * The problems a viewer bookmarked and reviewed, which only their own writes change: cached as
 * theirs (plugins/cache.ts) until their bookmark or review drops them, so a problem page answered
 * from the shared cache needs no query of the viewer's own.
 */
export interface ViewerMarks {
  bookmarked: ReadonlySet<string>;
  reviewed: ReadonlySet<string>;
}

/** Past this many of either, the viewer's facts are looked up per problem instead. */
export const viewerMarksMax = 1_000;

const bookmarkedStatement = preparedPerDatabase((db) =>
  db
    .select({ problemId: bookmarks.problemId })
    .from(bookmarks)
    .where(eq(bookmarks.userId, sql.placeholder('viewerId')))
    .limit(viewerMarksMax + 1)
    .prepare('viewer_bookmarked_problems'),
);

// Read from the (author, problem) unique index; a solution review has no problem.
const reviewedStatement = preparedPerDatabase((db) =>
  db
    .select({ problemId: reviews.problemId })
    .from(reviews)
    .where(and(eq(reviews.authorId, sql.placeholder('viewerId')), isNotNull(reviews.problemId)))
    .limit(viewerMarksMax + 1)
    .prepare('viewer_reviewed_problems'),
);

/** The viewer's marks, or null when they have too many to keep (then each page asks). */
export async function loadViewerMarks(db: Database, viewerId: string): Promise<ViewerMarks | null> {
  const [bookmarked, reviewed] = await Promise.all([
    bookmarkedStatement(db).execute({ viewerId }),
    reviewedStatement(db).execute({ viewerId }),
  ]);
  if (bookmarked.length > viewerMarksMax || reviewed.length > viewerMarksMax) return null;
  return {
    bookmarked: new Set(bookmarked.map((row) => row.problemId)),
    reviewed: new Set(reviewed.flatMap((row) => (row.problemId === null ? [] : [row.problemId]))),
  };
}

/** About what the marks take in memory, in bytes: an id and a set slot each. */
export function weighViewerMarks(marks: ViewerMarks | null): number {
  if (marks === null) return 0;
  return (marks.bookmarked.size + marks.reviewed.size) * 64;
}
