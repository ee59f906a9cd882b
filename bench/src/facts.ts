import type { GeneratedData } from './data.ts';
import type { MarkedDaysFacts } from './mark-data.ts';

/** What the bench needs to know about a data set it did not just generate (kept with the data). */
export interface DatasetFacts {
  users: number;
  /** Users spread evenly over the data set, whose profiles the bench reads. */
  sampleUserIds: string[];
  /** Public problems spread evenly over the data set, the popular one first. */
  sampleProblemIds: string[];
  popularProblemId: string;
  /** Blogs spread over the data set, the popular one (with its comments) first. */
  sampleBlogIds: string[];
  popularBlogId: string;
  /** The user with marks on the most days, and the years they cover (data sets with marks). */
  markedDays?: MarkedDaysFacts;
}

/** Enough distinct problems for every read to cycle through at least a thousand of them. */
const sampleSize = 1_200;

export function datasetFacts(generated: GeneratedData): DatasetFacts {
  const { publicProblemIds, popularProblemId, userIds, blogIds, popularBlogId, markedDays } =
    generated;
  const count = Math.min(sampleSize, publicProblemIds.length);
  const step = publicProblemIds.length / count;
  const sampleProblemIds = Array.from(
    { length: count },
    (_, index) => publicProblemIds[Math.floor(index * step)] ?? popularProblemId,
  );
  const userStep = Math.max(1, userIds.length / sampleSize);
  const sampleUserIds = Array.from(
    { length: Math.min(sampleSize, userIds.length) },
    (_, index) => userIds[Math.floor(index * userStep)] ?? '',
  );
  const blogStep = Math.max(1, blogIds.length / sampleSize);
  const sampleBlogIds = Array.from(
    { length: Math.min(sampleSize, blogIds.length) },
    (_, index) => blogIds[Math.floor(index * blogStep)] ?? popularBlogId,
  );
  return {
    users: userIds.length,
    sampleUserIds,
    sampleProblemIds,
    popularProblemId,
    sampleBlogIds,
    popularBlogId,
    markedDays,
  };
}
